import type { TravelClass } from '@portal/contracts';

/**
 * Booking classes (RBD) of each cabin, cheapest first: the price factor against the cheapest economy fare and the
 * share of the cabin's seats the class is given on a flight.
 */
export interface Bucket {
  rbd: string;
  factor: number;
  share: number;
  /** Share of the cabin in the cheaper classes: sold seats fill the ladder from the bottom. */
  below: number;
}

export const cabinIndex: Record<TravelClass, number> = {
  Economy: 0,
  PremiumEconomy: 1,
  Business: 2,
  First: 3,
};

function ladder(rbds: string, factors: number[], shares: number[]): Bucket[] {
  let below = 0;
  return rbds.split('').map((rbd, i) => {
    const bucket = { rbd, factor: factors[i]!, share: shares[i]!, below };
    below += shares[i]!;
    return bucket;
  });
}

export const cabinBuckets: Record<TravelClass, Bucket[]> = {
  Economy: ladder(
    'VQLKHMBY',
    [1, 1.1, 1.22, 1.36, 1.52, 1.72, 1.98, 2.35],
    [0.05, 0.07, 0.09, 0.11, 0.12, 0.14, 0.17, 0.25],
  ),
  PremiumEconomy: ladder('NEW', [1.9, 2.2, 2.6], [0.3, 0.3, 0.4]),
  Business: ladder('ZIDCJ', [3.2, 3.6, 4.1, 4.7, 5.4], [0.15, 0.15, 0.2, 0.2, 0.3]),
  First: ladder('AF', [6.5, 8], [0.4, 0.6]),
};
