import type { TravelClass } from '@portal/contracts';
import { createFlightSupply, type SupplyQuery } from '@portal/sandbox-supply';

/**
 * Engine benchmark: 2,000 mixed searches (one-way, return, three-city; Bangladesh's markets and world pairs; dates
 * over the next 300 days; mixed passengers and cabins), each run through all three sources as the API does.
 * The queries are the same on every run (a fixed pseudo-random sequence) relative to today's date.
 */

const QUERY_COUNT = 2000;
const targets = { OneWay: 25, Return: 100, MultiCity: 200 } as const;

/** Mulberry32: a small seeded generator, so every run searches the same queries. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const bdOrigins = ['DAC', 'DAC', 'DAC', 'DAC', 'DAC', 'CGP', 'ZYL'];
const bdDestinations =
  'DXB DXB DXB JED JED MED RUH DMM DOH DOH KUL KUL SIN SIN BKK CCU CCU DEL MAA KTM MCT AUH SHJ KWI BAH LHR LHR MAN JFK YYZ CXB CXB ZYL CGP JSR SPD RJH BZL CAN HKG MLE CMB IST NRT SYD FCO KHI'.split(
    ' ',
  );
const worldHubs =
  'LHR CDG FRA AMS IST DXB DOH SIN HKG NRT ICN PEK PVG BKK KUL DEL BOM SYD MEL JFK LAX ORD ATL DFW YYZ GRU MEX JNB ADD CAI MAD FCO ZRH MUC CPH SFO SEA MIA BOS AKL CGK MNL TPE'.split(
    ' ',
  );

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function pair(random: () => number): [string, string] {
  for (;;) {
    const bd = random() < 0.6;
    const from = bd ? pick(random, bdOrigins) : pick(random, worldHubs);
    const to = bd ? pick(random, bdDestinations) : pick(random, worldHubs);
    if (from !== to) return random() < 0.5 || !bd ? [from, to] : [to, from];
  }
}

function cabin(random: () => number): TravelClass {
  const r = random();
  return r < 0.85 ? 'Economy' : r < 0.95 ? 'Business' : r < 0.98 ? 'PremiumEconomy' : 'First';
}

export function benchQueries(count = QUERY_COUNT, today = new Date()): SupplyQuery[] {
  const random = generator(20_261_205);
  const queries: SupplyQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kindRoll = random();
    const tripKind = kindRoll < 0.5 ? 'OneWay' : kindRoll < 0.85 ? 'Return' : 'MultiCity';
    const start = 1 + Math.floor(random() * 300);
    const [origin, destination] = pair(random);
    const journeys = [{ origin, destination, date: addDays(today, start) }];
    if (tripKind === 'Return') {
      journeys.push({
        origin: destination,
        destination: origin,
        date: addDays(today, start + 2 + Math.floor(random() * 20)),
      });
    } else if (tripKind === 'MultiCity') {
      let third = pair(random)[1];
      while (third === origin || third === destination) third = pick(random, worldHubs);
      const second = start + 2 + Math.floor(random() * 8);
      journeys.push({ origin: destination, destination: third, date: addDays(today, second) });
      journeys.push({
        origin: third,
        destination: origin,
        date: addDays(today, second + 2 + Math.floor(random() * 8)),
      });
    }
    const adults = random() < 0.7 ? 1 : 1 + Math.floor(random() * 3);
    const children = random() < 0.8 ? 0 : 1 + Math.floor(random() * 2);
    queries.push({
      journeys,
      tripKind,
      adults,
      childAges: Array.from({ length: children }, () => 2 + Math.floor(random() * 10)),
      infants: random() < 0.9 ? 0 : 1,
      cabin: cabin(random),
      fareType: 'Regular',
      preferredAirlines: [],
    });
  }
  return queries;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs the queries, prints p50/p95/p99 per trip kind beside the targets, and answers whether all were met. */
export async function benchFlightEngine(): Promise<boolean> {
  const supply = createFlightSupply({ latency: 'zero' });
  const queries = benchQueries();
  const times: Record<SupplyQuery['tripKind'], number[]> = { OneWay: [], Return: [], MultiCity: [] };
  let offers = 0;
  const started = performance.now();
  for (const query of queries) {
    const t = performance.now();
    for (const source of supply.sources) offers += supply.search(query, source.code).length;
    times[query.tripKind].push(performance.now() - t);
  }
  const total = performance.now() - started;
  console.log(
    `\nFlight engine: ${queries.length} searches over all three sources in ${(total / 1000).toFixed(1)} s, ${Math.round(offers / queries.length)} offers per search on average`,
  );
  let ok = true;
  const labels = { OneWay: 'one-way', Return: 'return', MultiCity: '3-city' } as const;
  for (const kind of ['OneWay', 'Return', 'MultiCity'] as const) {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const met = p95 <= targets[kind];
    ok &&= met;
    console.log(
      `  ${labels[kind]} (${sorted.length}): p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target <= ${targets[kind]} ms) ${met ? 'ok' : 'MISSED'}, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
  }
  return ok;
}
