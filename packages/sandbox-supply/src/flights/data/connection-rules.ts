/**
 * Connection rules. Minimum connection time by the kind of change: domestic to domestic, international to
 * international, and between the two (passport control, often a terminal change). Airports with long walks or
 * customs for every arrival (the United States) need more.
 */
export interface ConnectionTimes {
  domestic: number;
  international: number;
  mixed: number;
}

export const defaultConnectionTimes: ConnectionTimes = { domestic: 45, international: 60, mixed: 75 };

export const airportConnectionTimes: Record<string, ConnectionTimes> = {
  DAC: { domestic: 45, international: 60, mixed: 90 },
  DEL: { domestic: 60, international: 75, mixed: 120 },
  BOM: { domestic: 60, international: 75, mixed: 120 },
  LHR: { domestic: 60, international: 75, mixed: 90 },
  CDG: { domestic: 60, international: 75, mixed: 90 },
  JFK: { domestic: 60, international: 90, mixed: 120 },
  LAX: { domestic: 60, international: 90, mixed: 120 },
  ORD: { domestic: 50, international: 90, mixed: 120 },
  ATL: { domestic: 40, international: 90, mixed: 120 },
  IST: { domestic: 45, international: 60, mixed: 75 },
  DXB: { domestic: 45, international: 75, mixed: 75 },
  SYD: { domestic: 45, international: 90, mixed: 120 },
};

/** Minimum connection time at an airport for an arrival and a departure, each domestic or not. */
export function minimumConnectionMinutes(
  airportCode: string,
  inboundDomestic: boolean,
  outboundDomestic: boolean,
): number {
  const times = airportConnectionTimes[airportCode] ?? defaultConnectionTimes;
  if (inboundDomestic && outboundDomestic) return times.domestic;
  return inboundDomestic || outboundDomestic ? times.mixed : times.international;
}

/** No connection longer than this on one ticket (no overnight stopovers beyond half a day). */
export const MAX_LAYOVER_MINUTES = 12 * 60;

/** A connection may add at most this much distance: the larger of a factor and a fixed allowance. */
export const DETOUR_LIMIT = {
  oneStop: { factor: 1.4, extraKm: 800 },
  twoStop: { factor: 1.55, extraKm: 1200 },
} as const;

/** Two-stop trips are only looked for when fewer direct and one-stop route choices exist. */
export const TWO_STOP_WHEN_FEWER_THAN = 24;
