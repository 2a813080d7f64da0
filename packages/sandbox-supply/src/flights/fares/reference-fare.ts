/**
 * The cheapest economy fare of an average airline between two airports, in taka, from the great-circle distance:
 * short domestic hops cost more per kilometre, long-haul less.
 */
export function referenceFare(km: number, domestic: boolean): number {
  if (domestic) return 2200 + 6.5 * km;
  return 3000 + (11 * km) / (1 + km / 20_000);
}

/** Connections sell below the direct fare, as airlines do to win traffic through their hubs. */
export const stopFactor = [1, 0.9, 0.84];

/** Airline-direct (NDC) fares undercut the GDS a little. */
export const sourceFactor = { GDS: 1, NDC: 0.97, LCC: 1 } as const;

/** Special fares: students get a discount, seamen and labour travellers the regular fare with more baggage. */
export const fareTypeFactor = { Regular: 1, Student: 0.95, Seaman: 1, Labour: 0.97 } as const;

/** Child and infant fares as shares of the adult fare. */
export const CHILD_SHARE = 0.75;
export const INFANT_SHARE = 0.1;

/** A domestic round trip sold as one fare costs this share of two one-way fares. */
export const SPECIAL_RETURN_SHARE = 0.92;

/** Bangladeshi advance income tax on ticket sales, basis points of the gross. */
export const AIT_BPS = 30;
