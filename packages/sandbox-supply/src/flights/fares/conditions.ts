import type { BaggageAllowance, FareType, PassengerType, TravelClass } from '@portal/contracts';
import type { SupplyPenalty } from '../types';
import type { BrandSpec } from './brand-families';

/** Penalty unit in taka by how far the trip goes; a brand's fee is a multiple of it. */
export function feeUnit(longestKm: number, domestic: boolean, cabin: TravelClass): number {
  const unit = domestic ? 500 : longestKm < 3000 ? 2500 : longestKm < 7000 ? 4500 : 7000;
  return cabin === 'Economy' ? unit : unit * 2;
}

const windows = [
  ['MoreThan72Hours', 1],
  ['Within72Hours', 1.5],
  ['Within24Hours', 2],
  ['NoShow', 3],
] as const;

const paxShare: Record<PassengerType, number> = { ADT: 1, CHD: 1, INF: 0.25 };

/** Penalties per window and passenger type, minor units; the cheapest brands forbid changes after a no-show. */
const penaltyCache = new Map<string, SupplyPenalty[]>();

export function penalties(
  multiple: number | null,
  unit: number,
  types: PassengerType[],
  toMinor: (taka: number) => number,
  strictNoShow: boolean,
): SupplyPenalty[] {
  const key = `${multiple}|${unit}|${types.join()}|${toMinor(100)}|${strictNoShow}`;
  const cached = penaltyCache.get(key);
  if (cached) return cached;
  const result: SupplyPenalty[] = [];
  for (const [window, factor] of windows) {
    for (const passengerType of types) {
      const forbidden = multiple === null || (window === 'NoShow' && strictNoShow);
      const amount = forbidden
        ? null
        : toMinor(Math.round(multiple * unit * factor * paxShare[passengerType]));
      result.push({ window, passengerType, amount });
    }
  }
  penaltyCache.set(key, result);
  return result;
}

const baggageCache = new Map<string, BaggageAllowance>();

function allowance(checked: string, cabin: string): BaggageAllowance {
  const key = `${checked}|${cabin}`;
  let value = baggageCache.get(key);
  if (!value) {
    value = { checked, cabin };
    baggageCache.set(key, value);
  }
  return value;
}

/** Baggage by brand: kilos in most of the world, pieces on trips touching the Americas; special fares carry more. */
export function baggage(
  brand: BrandSpec,
  pieces: boolean,
  fareType: FareType,
): { adult: BaggageAllowance; infant: BaggageAllowance } {
  const cabin = `${brand.cabinKg} KG`;
  if (pieces) {
    const extra = fareType === 'Regular' ? 0 : 1;
    return { adult: allowance(`${brand.checkedPc + extra} PC`, cabin), infant: allowance('1 PC', '0 KG') };
  }
  let kg = brand.checkedKg;
  if (fareType === 'Student') kg += 10;
  if (fareType === 'Seaman' || fareType === 'Labour') kg = Math.max(kg, 40);
  return { adult: allowance(`${kg} KG`, cabin), infant: allowance('10 KG', '0 KG') };
}

const rulesCache = new Map<string, { title: string; text: string }[]>();

/** Fare rule text by airline, brand and cabin. */
export function ruleSections(
  airlineName: string,
  brand: BrandSpec,
  cabin: TravelClass,
  fareKindWeb: boolean,
): { title: string; text: string }[] {
  const key = `${airlineName}|${brand.code}|${cabin}|${fareKindWeb}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    rules = [
      { title: 'Fare family', text: `${brand.name} fare of ${airlineName}, ${cabin} cabin.` },
      {
        title: 'Changes',
        text:
          brand.changeFee === null
            ? 'Changes are not permitted.'
            : brand.changeFee === 0
              ? 'Changes are permitted free of charge; any fare difference applies.'
              : 'Changes are permitted for a fee; any fare difference applies. The fee rises closer to departure.',
      },
      {
        title: 'Cancellation',
        text:
          brand.refundFee === null
            ? 'The fare is non-refundable; unused government taxes are refunded on request.'
            : 'Refundable for a cancellation fee, which rises closer to departure and after a no-show.',
      },
      {
        title: 'Ticketing',
        text: fareKindWeb
          ? 'Instant purchase: the ticket is issued at booking and cannot be held.'
          : 'The booking may be held until its time limit; tickets must be issued before it lapses.',
      },
      {
        title: 'Children and infants',
        text: 'Children (2–11) pay 75% of the adult fare; infants under 2 without a seat pay 10%.',
      },
    ];
    rulesCache.set(key, rules);
  }
  return rules;
}
