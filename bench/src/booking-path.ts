import {
  bookOnce,
  fundAgency,
  isSoldOut,
  percentile,
  searchPools,
  signIn,
  type Choice,
  type Client,
  type Step,
} from './portal-client';
import { startPortal } from './server';
import { startThrowawayPostgres } from './throwaway-postgres';

const clients = 16;
const runSeconds = 15;
const warmUpSeconds = 4;
const searchesPerClient = 3;

async function runLoad(client: Client, pools: Choice[][], seconds: number, serials: { next: number }) {
  const steps: Record<Step, number[]> = { price: [], sell: [], book: [], issue: [] };
  const paths: number[] = [];
  let soldOut = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    pools.map(async (pool, worker) => {
      let pick = worker;
      while (performance.now() < deadline && pool.length > 0) {
        const choice = pool[pick % pool.length]!;
        pick += 7;
        serials.next += 1;
        const begin = performance.now();
        try {
          const answer = await bookOnce(client, choice, serials.next, steps);
          if (answer.order.status !== 'Confirmed') throw new Error(`issued as ${answer.order.status}`);
          paths.push(performance.now() - begin);
        } catch (error) {
          // The last seats of a cheap class go to someone else: an agent's everyday refusal, not a failure.
          if (isSoldOut(error)) {
            soldOut += 1;
            pool.splice(pool.indexOf(choice), 1);
          } else {
            errors += 1;
            if (errors <= 3) console.error(`  booking failed: ${(error as Error).message}`);
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const whole = sorted(paths);
  return {
    bookings: whole.length,
    perSecond: whole.length / elapsed,
    p50: percentile(whole, 0.5),
    p95: percentile(whole, 0.95),
    stepP95: Object.fromEntries(
      (Object.keys(steps) as Step[]).map((step) => [step, percentile(sorted(steps[step]), 0.95)]),
    ) as Record<Step, number>,
    soldOut,
    errors,
  };
}

async function benchOn(label: string, port: number, env: Record<string, string>) {
  const portal = await startPortal(
    port,
    { ...env, SUPPLY_LATENCY: 'zero', API_RATE_LIMIT_PER_MINUTE: '10000000' },
    fundAgency,
  );
  try {
    const client = await signIn(portal, 'bench-booking-path');
    const pools = await searchPools(client, clients, searchesPerClient);
    const serials = { next: 0 };
    await runLoad(client, pools, warmUpSeconds, serials);
    const load = await runLoad(client, pools, runSeconds, serials);
    console.log(
      `  ${label.padEnd(10)} ${load.perSecond.toFixed(1).padStart(6)} bookings/s issued, ` +
        `p50 ${load.p50.toFixed(0)} ms, p95 ${load.p95.toFixed(0)} ms per booking ` +
        `(p95 price ${load.stepP95.price.toFixed(0)}, sell ${load.stepP95.sell.toFixed(0)}, ` +
        `book ${load.stepP95.book.toFixed(0)}, issue ${load.stepP95.issue.toFixed(0)} ms); ` +
        `${load.bookings} bookings, sold out ${load.soldOut}, errors ${load.errors}`,
    );
    return load.errors === 0;
  } finally {
    await portal.stop();
  }
}

/**
 * The full booking path through the real server: 16 agents of one agency, each picking an OnHold itinerary it
 * searched, then AirPrice → AirSell → AirBook (held) → issue from the wallet in full; bookings issued per second and
 * the p95 of one whole booking, on the embedded database and on PostgreSQL. True when no booking failed (sold-out
 * refusals are counted apart: the last seats go to one agent).
 */
export async function benchBookingPath(): Promise<boolean> {
  const port = Number(process.env.BENCH_BOOKING_PORT ?? 3220);
  console.log(
    `\nBooking path: price → sell → book → issue, ${clients} clients of one agency, suppliers at once`,
  );
  let met = await benchOn('PGlite', port, {});
  const external = process.env.BENCH_DATABASE_URL;
  const postgres = external ? { url: external, stop: () => undefined } : startThrowawayPostgres(port + 1);
  if (!postgres) {
    console.log('  PostgreSQL not measured (set BENCH_DATABASE_URL or install PostgreSQL)');
    return met;
  }
  try {
    met = (await benchOn('PostgreSQL', port, { DATABASE_URL: postgres.url })) && met;
  } finally {
    postgres.stop();
  }
  return met;
}
