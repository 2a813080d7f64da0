import type { PassengerType } from '@portal/contracts';
import {
  arrivalTaxes,
  bangladeshDeparture,
  departureTaxes,
  otherDeparture,
  ukPassengerDuty,
  type TaxSpec,
} from '../data/tax-table';

export interface TaxLine {
  code: string;
  name: string;
  /** Taka. */
  amount: number;
}

export interface JourneyTaxes {
  /** Lines per passenger type, and their sum, taka. */
  ADT: TaxLine[];
  CHD: TaxLine[];
  INF: TaxLine[];
  totals: Record<PassengerType, number>;
}

function share(spec: TaxSpec, type: PassengerType): number {
  if (type === 'ADT') return 1;
  if (type === 'CHD') return spec.child ?? 1;
  return spec.infant ?? 0.1;
}

/** Carrier-imposed surcharge: fuel for full-service airlines, a flat fee for low-cost ones. */
function carrierSurcharge(km: number, lowCost: boolean): TaxSpec {
  if (lowCost) return { code: 'YR', name: 'Carrier Fee', amount: 500, child: 1, infant: 0 };
  return {
    code: 'YQ',
    name: 'Carrier Surcharge',
    amount: Math.round((900 + 2.1 * km) / 10) * 10,
    child: 1,
    infant: 0.1,
  };
}

/** Taxes of one journey by its end countries, distance and airline type; the same for every brand. */
export function journeyTaxes(
  originCountry: string,
  destCountry: string,
  km: number,
  lowCost: boolean,
): JourneyTaxes {
  const specs: TaxSpec[] = [
    ...(originCountry === 'BD'
      ? bangladeshDeparture(destCountry)
      : (departureTaxes[originCountry] ?? otherDeparture)),
    ...(originCountry === 'GB' ? [ukPassengerDuty(km)] : []),
    ...(arrivalTaxes[destCountry] ?? []),
    carrierSurcharge(km, lowCost),
  ];
  const result: JourneyTaxes = { ADT: [], CHD: [], INF: [], totals: { ADT: 0, CHD: 0, INF: 0 } };
  for (const type of ['ADT', 'CHD', 'INF'] as const) {
    for (const spec of specs) {
      const amount = Math.round(spec.amount * share(spec, type));
      if (amount <= 0) continue;
      result[type].push({ code: spec.code, name: spec.name, amount });
      result.totals[type] += amount;
    }
  }
  return result;
}
