import type { TravelClass } from '@portal/contracts';

/**
 * Fare families. A brand's booking class is the cheapest open one at or above `minBucket`; its price is that
 * class's fare times `factor`, so each brand costs strictly more than the one before. Fees are multiples of the
 * route's fee unit (see penalties.ts); null means not permitted.
 */
export interface BrandSpec {
  code: string;
  name: string;
  tag: string;
  minBucket: number;
  factor: number;
  checkedKg: number;
  checkedPc: number;
  cabinKg: number;
  changeFee: number | null;
  refundFee: number | null;
  meal: boolean;
  seat: 'Free' | 'Paid' | 'None';
}

const b = (
  code: string,
  name: string,
  minBucket: number,
  factor: number,
  bags: [number, number, number],
  changeFee: number | null,
  refundFee: number | null,
  meal: boolean,
  seat: BrandSpec['seat'],
): BrandSpec => ({
  code,
  name,
  tag: code.slice(0, 2).toUpperCase(),
  minBucket,
  factor,
  checkedKg: bags[0],
  checkedPc: bags[1],
  cabinKg: bags[2],
  changeFee,
  refundFee,
  meal,
  seat,
});

const economyFamilies: Record<string, BrandSpec[]> = {
  STANDARD: [
    b('SAVER', 'Economy Saver', 0, 1, [20, 1, 7], 1, null, true, 'Paid'),
    b('VALUE', 'Economy Value', 2, 1.12, [30, 2, 7], 0.6, 1, true, 'Free'),
    b('FLEX', 'Economy Flex', 4, 1.3, [35, 2, 7], 0, 0.5, true, 'Free'),
  ],
  EK: [
    b('SPECIAL', 'Economy Special', 0, 1, [20, 1, 7], 1, null, true, 'Paid'),
    b('SAVER', 'Economy Saver', 1, 1.08, [25, 1, 7], 0.7, 1.2, true, 'Paid'),
    b('FLEX', 'Economy Flex', 3, 1.22, [30, 2, 7], 0.4, 0.8, true, 'Free'),
    b('FLEXPLUS', 'Economy Flex Plus', 5, 1.4, [35, 2, 7], 0, 0.3, true, 'Free'),
  ],
  QR: [
    b('CLASSIC', 'Economy Classic', 0, 1, [25, 1, 7], 1, null, true, 'Paid'),
    b('CONVENIENCE', 'Economy Convenience', 2, 1.14, [30, 2, 7], 0.5, 1, true, 'Free'),
    b('COMFORT', 'Economy Comfort', 4, 1.32, [35, 2, 7], 0, 0.4, true, 'Free'),
  ],
  TK: [
    b('ECOFLY', 'EcoFly', 0, 1, [20, 1, 8], 1, null, true, 'Paid'),
    b('EXTRAFLY', 'ExtraFly', 2, 1.15, [25, 2, 8], 0.5, 1, true, 'Free'),
    b('PRIMEFLY', 'PrimeFly', 4, 1.35, [30, 2, 8], 0, 0.3, true, 'Free'),
  ],
  BG: [
    b('SAVER', 'Economy Saver', 0, 1, [30, 2, 7], 1, 1.5, true, 'Free'),
    b('FLEXI', 'Economy Flexi', 3, 1.18, [35, 2, 7], 0.3, 0.6, true, 'Free'),
  ],
  BS: [
    b('LIGHT', 'Eco Light', 0, 1, [20, 1, 7], 1, null, true, 'Paid'),
    b('SMART', 'Eco Smart', 2, 1.1, [30, 2, 7], 0.5, 1, true, 'Free'),
    b('FLEX', 'Eco Flex', 4, 1.25, [35, 2, 7], 0, 0.5, true, 'Free'),
  ],
  DOMESTIC: [
    b('SAVER', 'Economy Saver', 0, 1, [20, 1, 7], 1, null, false, 'Paid'),
    b('FLEX', 'Economy Flex', 3, 1.15, [20, 1, 7], 0.3, 0.6, false, 'Free'),
  ],
  FZ: [
    b('LITE', 'Economy Lite', 0, 1, [0, 0, 7], null, null, false, 'None'),
    b('VALUE', 'Economy Value', 1, 1.15, [20, 1, 7], 1, null, false, 'Paid'),
    b('FLEX', 'Economy Flex', 3, 1.35, [30, 2, 7], 0.4, 1, true, 'Free'),
  ],
  LCC: [
    b('BASIC', 'Basic', 0, 1, [0, 0, 7], null, null, false, 'None'),
    b('VALUE', 'Value', 1, 1.14, [20, 1, 7], 1, null, false, 'Paid'),
    b('FLEX', 'Flex', 3, 1.32, [30, 2, 7], 0.5, null, true, 'Free'),
  ],
};

const upperFamilies: Record<Exclude<TravelClass, 'Economy'>, BrandSpec[]> = {
  PremiumEconomy: [
    b('PESAVER', 'Premium Economy Saver', 0, 1, [35, 2, 10], 0.6, 1, true, 'Free'),
    b('PEFLEX', 'Premium Economy Flex', 1, 1.15, [40, 2, 10], 0, 0.3, true, 'Free'),
  ],
  Business: [
    b('BIZSAVER', 'Business Saver', 0, 1, [40, 2, 14], 0.5, 1, true, 'Free'),
    b('BIZFLEX', 'Business Flex', 2, 1.18, [50, 3, 14], 0, 0.2, true, 'Free'),
  ],
  First: [b('FIRST', 'First', 0, 1, [50, 3, 14], 0, 0.2, true, 'Free')],
};

/** The extra brand an airline sells only on its own (NDC) channel. */
export const ndcExtraBrand = b('DIRECTFLEX', 'Direct Flex Plus', 5, 1.45, [40, 2, 7], 0, 0, true, 'Free');

export function brandFamily(key: string | undefined, cabin: TravelClass): BrandSpec[] {
  if (cabin !== 'Economy') return upperFamilies[cabin];
  return economyFamilies[key ?? 'STANDARD'] ?? economyFamilies.STANDARD!;
}
