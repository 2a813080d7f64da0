import {
  TimingBands,
  type ItinerarySummary,
  type StopKey,
  type Timing,
  type TripType,
} from '@portal/contracts';
import { landingAirports } from './filter-itineraries';
import { priceOf, type PriceType } from './sort-itineraries';

export const Timings = Object.keys(TimingBands) as Timing[];
export const StopKeys: StopKey[] = ['0', '1', '2'];

export interface Counted<K> {
  key: K;
  count: number;
  /** The cheapest price among them, of the price type shown. */
  minAmount: number;
}

export interface Range {
  min: number;
  max: number;
}

export interface JourneyOptions {
  origin: string;
  destination: string;
  stops: Counted<StopKey>[];
  departureTimings: Counted<Timing>[];
  arrivalTimings: Counted<Timing>[];
}

/** The filters' options with counts over the results loaded so far (spec §5). */
export interface FilterOptions {
  total: number;
  stops: Counted<StopKey>[];
  departureTimings: Counted<Timing>[];
  arrivalTimings: Counted<Timing>[];
  refundableCount: number;
  airlines: Counted<string>[];
  alliances: Counted<string>[];
  price: Range;
  duration: Range;
  layoverAirports: Counted<string>[];
  layoverDuration: Range;
  arrivalAirports: Counted<string>[];
  journeys: JourneyOptions[];
}

class Tally<K> {
  private readonly entries = new Map<K, Counted<K>>();
  add(key: K, amount: number) {
    const entry = this.entries.get(key);
    if (entry) {
      entry.count += 1;
      entry.minAmount = Math.min(entry.minAmount, amount);
    } else this.entries.set(key, { key, count: 1, minAmount: amount });
  }
  list(order?: readonly K[]): Counted<K>[] {
    const all = [...this.entries.values()];
    if (order) return order.flatMap((key) => this.entries.get(key) ?? []);
    return all;
  }
}

function rangeOf(values: number[]): Range {
  if (values.length === 0) return { min: 0, max: 0 };
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

const byCode = <K extends string>(a: Counted<K>, b: Counted<K>) => a.key.localeCompare(b.key);

export function buildFilterOptions(
  itineraries: readonly ItinerarySummary[],
  options: { priceType: PriceType; tripType: TripType },
): FilterOptions {
  const stops = new Tally<StopKey>();
  const departures = new Tally<Timing>();
  const arrivals = new Tally<Timing>();
  const airlines = new Tally<string>();
  const alliances = new Tally<string>();
  const layoverAirports = new Tally<string>();
  const arrivalAirports = new Tally<string>();
  const journeyCount = itineraries.reduce((most, row) => Math.max(most, row.journeys.length), 0);
  const journeys = Array.from({ length: journeyCount }, () => ({
    origin: '',
    destination: '',
    stops: new Tally<StopKey>(),
    departures: new Tally<Timing>(),
    arrivals: new Tally<Timing>(),
  }));
  let refundableCount = 0;
  const prices: number[] = [];

  for (const row of itineraries) {
    const amount = priceOf(row, options.priceType);
    prices.push(amount);
    stops.add(row.stopKey, amount);
    departures.add(row.journeys[0]!.departureTiming, amount);
    arrivals.add(row.journeys[0]!.arrivalTiming, amount);
    airlines.add(row.airlineCode, amount);
    if (row.alliance) alliances.add(row.alliance, amount);
    if (row.refundable) refundableCount += 1;
    for (const code of new Set(row.layoverAirports)) layoverAirports.add(code, amount);
    for (const code of landingAirports(row, options.tripType)) arrivalAirports.add(code, amount);
    row.journeys.forEach((journey, index) => {
      const tally = journeys[index]!;
      tally.origin ||= journey.origin;
      tally.destination ||= journey.destination;
      tally.stops.add(journey.stopKey, amount);
      tally.departures.add(journey.departureTiming, amount);
      tally.arrivals.add(journey.arrivalTiming, amount);
    });
  }

  return {
    total: itineraries.length,
    stops: stops.list(StopKeys),
    departureTimings: departures.list(Timings),
    arrivalTimings: arrivals.list(Timings),
    refundableCount,
    airlines: airlines.list().sort((a, b) => a.minAmount - b.minAmount || a.key.localeCompare(b.key)),
    alliances: alliances.list().sort(byCode),
    price: rangeOf(prices),
    duration: rangeOf(itineraries.map((row) => row.duration)),
    layoverAirports: layoverAirports.list().sort(byCode),
    layoverDuration: rangeOf(itineraries.map((row) => row.layoverDuration)),
    arrivalAirports: arrivalAirports.list().sort(byCode),
    journeys: journeys.map((tally) => ({
      origin: tally.origin,
      destination: tally.destination,
      stops: tally.stops.list(StopKeys),
      departureTimings: tally.departures.list(Timings),
      arrivalTimings: tally.arrivals.list(Timings),
    })),
  };
}
