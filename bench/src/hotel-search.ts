import { gzipSync } from 'node:zlib';
import {
  HotelPaths,
  type HotelSearchRequestInput,
  type HotelSearchResults,
  type HotelSearchStarted,
} from '@portal/contracts';
import { backToBack } from './back-to-back';
import { call, percentile, signIn, type Client } from './portal-client';
import { startPortal } from './server';

/** Dubai: the network's largest hotel city, the one agents sell most with a flight. */
const largeCity = 'DXB';
const clients = 16;
const warmUpSeconds = 4;
const runSeconds = 15;
/** The results page polls this often while sources are still answering. */
const pollMs = 100;

const dayMs = 86_400_000;
const isoDate = (daysAhead: number) => new Date(Date.now() + daysAhead * dayMs).toISOString().slice(0, 10);

/** Stays spread over the coming months, with the guests agents book most: couples, families, two rooms. */
function stay(index: number): HotelSearchRequestInput {
  const checkIn = 10 + ((index * 5) % 120);
  const nights = 1 + (index % 5);
  const rooms =
    index % 3 === 0
      ? [{ adults: 2, children: 1, childAges: [7] }]
      : index % 3 === 1
        ? [{ adults: 2, children: 0, childAges: [] }]
        : [
            { adults: 2, children: 0, childAges: [] },
            { adults: 1, children: 0, childAges: [] },
          ];
  return {
    destination: { type: 'City', id: largeCity },
    checkIn: isoDate(checkIn),
    checkOut: isoDate(checkIn + nights),
    rooms,
  };
}

interface SearchTimes {
  firstWaveMs: number;
  completeMs: number;
  hotels: number;
  last: HotelSearchResults;
}

/** One search as the results page runs it: start, then poll page one until every source has answered. */
async function searchOnce(client: Client, body: HotelSearchRequestInput): Promise<SearchTimes> {
  const began = performance.now();
  const { requestId } = await call<HotelSearchStarted>(client, HotelPaths.hotelSearch, body);
  let firstWaveMs = 0;
  for (;;) {
    const results = await call<HotelSearchResults>(
      client,
      `${HotelPaths.getHotelSearch}?requestId=${encodeURIComponent(requestId)}`,
    );
    const elapsed = performance.now() - began;
    if (!firstWaveMs && results.hotels.length > 0) firstWaveMs = elapsed;
    if (results.status === 'Completed') {
      return {
        firstWaveMs: firstWaveMs || elapsed,
        completeMs: elapsed,
        hotels: results.totalHotels,
        last: results,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

async function runLoad(client: Client, seconds: number, serial: { next: number }) {
  const firstWave: number[] = [];
  const complete: number[] = [];
  let errors = 0;
  let largest: SearchTimes | null = null;
  const elapsed = await backToBack(clients, seconds, async () => {
    const body = stay(serial.next);
    serial.next += 1;
    try {
      const times = await searchOnce(client, body);
      firstWave.push(times.firstWaveMs);
      complete.push(times.completeMs);
      if (!largest || times.hotels > largest.hotels) largest = times;
    } catch (error) {
      errors += 1;
      if (errors <= 3) console.error(`  hotel search failed: ${(error as Error).message}`);
    }
  });
  firstWave.sort((a, b) => a - b);
  complete.sort((a, b) => a - b);
  return { firstWave, complete, errors, elapsed, largest: largest as SearchTimes | null };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * Hotel search through the real server, as the results page runs it: 16 agents searching Dubai back to back for
 * different stays and guests, each polling page one until every bed-bank source has answered (sources answer after
 * their own latency, as agents see them). Prints p50/p95 of the first wave (the first answer with hotels) and of
 * the complete search, and the size of a complete page-one answer (JSON and gzip). True when no search failed.
 */
export async function benchHotelSearch(
  port = Number(process.env.BENCH_HOTEL_PORT ?? 3214),
): Promise<boolean> {
  console.log(`\nHotel search: ${largeCity}, ${clients} clients, polling every ${pollMs} ms`);
  const portal = await startPortal(port, { API_RATE_LIMIT_PER_MINUTE: '10000000' });
  try {
    const client = await signIn(portal, 'bench-hotel-search');
    const serial = { next: 0 };
    const warmUp = await runLoad(client, warmUpSeconds, serial);
    const run = await runLoad(client, runSeconds, serial);
    const searches = run.complete.length;
    console.log(
      `  ${searches} searches in ${run.elapsed.toFixed(1)} s (${(searches / run.elapsed).toFixed(1)}/s), ` +
        `errors ${run.errors + warmUp.errors}`,
    );
    console.log(
      `  first wave  p50 ${ms(percentile(run.firstWave, 0.5))}, p95 ${ms(percentile(run.firstWave, 0.95))}`,
    );
    console.log(
      `  complete    p50 ${ms(percentile(run.complete, 0.5))}, p95 ${ms(percentile(run.complete, 0.95))}`,
    );
    if (run.largest) {
      const json = JSON.stringify(run.largest.last);
      console.log(
        `  answer size: page one of ${run.largest.hotels} hotels (${run.largest.last.hotels.length} cards, ` +
          `facets): ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB JSON, ` +
          `${(gzipSync(json).length / 1024).toFixed(1)} KB gzip`,
      );
    }
    return run.errors + warmUp.errors === 0 && searches > 0;
  } finally {
    await portal.stop();
  }
}
