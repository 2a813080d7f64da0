import {
  TimingBands,
  type AirSearchFilter,
  type ItinerarySummary,
  type Money,
  type StopKey,
  type Timing,
} from '@portal/contracts';

export interface FilterNames {
  airline(code: string): string | undefined;
  airport(code: string): string | undefined;
}

const timings = Object.keys(TimingBands) as Timing[];
const stopKeys: StopKey[] = ['0', '1', '2'];

class Tally<K extends string> {
  readonly counts = new Map<K, { count: number; min: number }>();
  add(key: K, amount = 0) {
    const entry = this.counts.get(key);
    if (entry) {
      entry.count += 1;
      entry.min = Math.min(entry.min, amount);
    } else {
      this.counts.set(key, { count: 1, min: amount });
    }
  }
}

function range(values: readonly number[]) {
  if (values.length === 0) return { min: 0, max: 0 };
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return { min, max };
}

/**
 * The options and bounds of the result filters (spec §5) over the listed results: counts per option, the cheapest
 * price per stop count and airline, and the ranges of price, duration and layover. Arrival airports are where each
 * flight searched lands (for a return, the outbound destination).
 */
export function buildSearchFilter(
  rows: readonly ItinerarySummary[],
  options: {
    tripType: 'O' | 'R' | 'M';
    /** The flights searched, in order: their airports head the per-journey filters. */
    journeys: readonly { origin: string; destination: string }[];
    currency: string;
    names: FilterNames;
  },
): AirSearchFilter {
  const { currency, names } = options;
  const money = (amount: number): Money => ({ amount, currency });
  const stops = new Tally<StopKey>();
  const airlines = new Tally<string>();
  const alliances = new Tally<string>();
  const layoverAirports = new Tally<string>();
  const arrivalAirports = new Tally<string>();
  const journeyTallies = options.journeys.map(() => ({
    stops: new Tally<StopKey>(),
    departures: new Tally<Timing>(),
    arrivals: new Tally<Timing>(),
  }));
  let refundableCount = 0;

  for (const row of rows) {
    const amount = row.grossAmount.amount;
    stops.add(row.stopKey, amount);
    airlines.add(row.airlineCode, amount);
    if (row.alliance) alliances.add(row.alliance);
    if (row.refundable) refundableCount += 1;
    for (const code of row.layoverAirports) layoverAirports.add(code);
    const landings = options.tripType === 'R' ? row.journeys.slice(0, 1) : row.journeys;
    for (const code of new Set(landings.map((journey) => journey.destination))) arrivalAirports.add(code);
    row.journeys.forEach((journey, index) => {
      const tally = journeyTallies[index];
      if (!tally) return;
      tally.stops.add(journey.stopKey);
      tally.departures.add(journey.departureTiming);
      tally.arrivals.add(journey.arrivalTiming);
    });
  }

  const airportList = (tally: Tally<string>) =>
    [...tally.counts]
      .map(([code, { count }]) => ({ code, name: names.airport(code) ?? code, count }))
      .sort((a, b) => a.code.localeCompare(b.code));

  return {
    stops: stopKeys
      .filter((key) => stops.counts.has(key))
      .map((stopKey) => {
        const entry = stops.counts.get(stopKey) ?? { count: 0, min: 0 };
        return { stopKey, count: entry.count, minAmount: money(entry.min) };
      }),
    airlines: [...airlines.counts]
      .map(([code, { count, min }]) => ({
        code,
        name: names.airline(code) ?? code,
        count,
        minAmount: money(min),
      }))
      .sort((a, b) => a.minAmount.amount - b.minAmount.amount || a.code.localeCompare(b.code)),
    alliances: [...alliances.counts]
      .map(([name, { count }]) => ({ name, count }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    refundableCount,
    price: range(rows.map((row) => row.grossAmount.amount)),
    duration: range(rows.map((row) => row.duration)),
    layoverAirports: airportList(layoverAirports),
    layoverDuration: range(rows.map((row) => row.layoverDuration)),
    arrivalAirports: airportList(arrivalAirports),
    journeys: journeyTallies.map((tally, index) => ({
      origin: options.journeys[index]?.origin ?? '',
      destination: options.journeys[index]?.destination ?? '',
      stops: stopKeys
        .filter((key) => tally.stops.counts.has(key))
        .map((stopKey) => ({ stopKey, count: tally.stops.counts.get(stopKey)?.count ?? 0 })),
      departureTimings: timings
        .filter((timing) => tally.departures.counts.has(timing))
        .map((timing) => ({ timing, count: tally.departures.counts.get(timing)?.count ?? 0 })),
      arrivalTimings: timings
        .filter((timing) => tally.arrivals.counts.has(timing))
        .map((timing) => ({ timing, count: tally.arrivals.counts.get(timing)?.count ?? 0 })),
    })),
  };
}
