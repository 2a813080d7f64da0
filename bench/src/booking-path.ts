import { randomUUID } from 'node:crypto';
import {
  FlightBookingPaths,
  FlightPaths,
  Header,
  IdentityPaths,
  IdempotencyHeader,
  OrderPaths,
  type AirSearchRequestInput,
  type AirSearchResults,
  type AirSearchStarted,
  type AirSellResponse,
  type AuthenticateResponse,
  type BookingPassengerInput,
  type OrderAnswer,
  type PricedItinerary,
  type VerifyPriceResponse,
} from '@portal/contracts';
import { openDatabase, type DatabaseTarget } from '../../apps/api/src/db/client';
import { seedDemoWorld } from '../../apps/api/src/db/seed/seed-demo-world';
import { tenantAccount, walletAccount } from '../../apps/api/src/ledger/accounts';
import { postTransaction } from '../../apps/api/src/ledger/post-transaction';
import { startPortal, type RunningPortal } from './server';
import { startThrowawayPostgres } from './throwaway-postgres';

const clients = 16;
const runSeconds = 15;
const warmUpSeconds = 4;
const tenant = 'skyway';
const login = { username: 'agent@skyway.test', password: 'Demo@1234' };
const agencyName = 'Skyway Demo Agency';

/** Routes across the network and days over the coming two months, so the bookings spread over many flights. */
const cityPairs: [string, string][] = [
  ['DAC', 'DXB'],
  ['DAC', 'KUL'],
  ['DAC', 'SIN'],
  ['DAC', 'BKK'],
  ['DAC', 'JED'],
  ['DAC', 'CCU'],
  ['DAC', 'DOH'],
  ['DAC', 'CXB'],
  ['DAC', 'CGP'],
  ['CGP', 'DXB'],
];
const searchesPerClient = 3;
const dayMs = 86_400_000;
const isoDate = (daysAhead: number) => new Date(Date.now() + daysAhead * dayMs).toISOString().slice(0, 10);

interface Client {
  baseUrl: string;
  headers: Record<string, string>;
}

class CallError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    path: string,
  ) {
    super(`${path}: ${status} ${body.slice(0, 200)}`);
  }
}

async function call<T>(client: Client, path: string, body?: unknown, key?: string): Promise<T> {
  const response = await fetch(`${client.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...client.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { [IdempotencyHeader]: key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new CallError(response.status, text, path);
  return JSON.parse(text) as T;
}

/**
 * Seeds the database the server will open and fills the agency's wallet, as a money desk would before a busy day:
 * the demo wallet holds a few tickets' worth only.
 */
async function fundAgency(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedDemoWorld(database.db);
    const { db } = database;
    const agency = await db.query.agencies.findFirst({
      where: (agencies, { and, eq }) => and(eq(agencies.tenantId, tenant), eq(agencies.name, agencyName)),
    });
    const owner = await db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, login.username),
    });
    if (!agency || !owner) throw new Error('the seeded skyway agency is missing');
    const wallet = await walletAccount(db, tenant, agency.id, 'BDT');
    const adjustments = await tenantAccount(db, tenant, 'adjustments', 'BDT');
    await db.transaction((tx) =>
      postTransaction(tx, {
        tenantId: tenant,
        agencyId: agency.id,
        kind: 'adjustment',
        reference: 'BENCH-FLOAT',
        description: 'Bench float for a busy day of ticketing',
        lines: [
          { accountId: wallet.id, amount: 1_000_000_000_00 },
          { accountId: adjustments.id, amount: -1_000_000_000_00 },
        ],
        createdBy: owner.id,
        now: new Date(),
      }),
    );
  } finally {
    await database.close();
  }
}

async function signIn(portal: RunningPortal): Promise<Client> {
  const base = {
    [Header.tenantId]: tenant,
    [Header.channelId]: '1',
    [Header.deviceType]: 'web',
    [Header.deviceId]: 'bench-booking-path',
  };
  const answer = await call<AuthenticateResponse>(
    { baseUrl: portal.baseUrl, headers: base },
    IdentityPaths.authenticate,
    login,
  );
  const token = answer.identity?.token;
  if (!token) throw new Error(`sign-in gave no token: ${JSON.stringify(answer)}`);
  return { baseUrl: portal.baseUrl, headers: { ...base, authorization: `Bearer ${token}` } };
}

interface Choice {
  requestId: string;
  itineraryId: string;
}

/** Searches as the results page does and keeps the OnHold itineraries found: what agents pick from. */
async function searchChoices(client: Client, index: number): Promise<Choice[]> {
  const [origin, destination] = cityPairs[index % cityPairs.length]!;
  const body: AirSearchRequestInput = {
    tripType: 'O',
    segments: [{ origin, destination, departureDate: isoDate(10 + ((index * 5) % 50)) }],
    adultCount: 1,
    childCount: 0,
    childAges: [],
    infantCount: 0,
    travelClass: 'Economy',
  };
  const { requestId } = await call<AirSearchStarted>(client, FlightPaths.airSearch, body);
  const choices: Choice[] = [];
  let since = 0;
  for (;;) {
    const results = await call<AirSearchResults>(
      client,
      `${FlightPaths.getAirSearch}?requestId=${encodeURIComponent(requestId)}&since=${since}`,
    );
    for (const row of results.itineraries) {
      if (row.fareType === 'OnHold') choices.push({ requestId, itineraryId: row.itineraryId });
    }
    since = results.cursor;
    if (results.status === 'Completed') return choices;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function traveller(priced: PricedItinerary, serial: number): BookingPassengerInput {
  const [year, month, day] = priced.firstDepartureDay.split('-');
  const letters = serial
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(65 + parseInt(digit, 26)))
    .join('');
  return {
    type: 'ADT',
    title: 'Mr',
    firstName: `Bench${letters}`,
    lastName: 'Traveller',
    dateOfBirth: `${Number(year) - 35}-${month}-${day === '29' && month === '02' ? '28' : day}`,
    gender: 'Male',
    nationality: 'BD',
    passportNumber: priced.international ? `BE${1_000_000 + serial}` : null,
    passportExpiry: priced.international ? `${Number(year) + 5}-01-31` : null,
  };
}

const contact = { email: 'bench@skyway.test', phone: '+8801711000000' };

type Step = 'price' | 'sell' | 'book' | 'issue';

/**
 * One booking as an agent makes it: AirPrice, AirSell, AirBook (held), then issue from the wallet in full. A price
 * that moved since it was accepted (seats sell and prices follow) is verified and accepted, as the pages do.
 */
async function bookOnce(client: Client, choice: Choice, serial: number, steps: Record<Step, number[]>) {
  const timed = async <T>(step: Step, run: () => Promise<T>): Promise<T> => {
    const begin = performance.now();
    const answer = await run();
    steps[step].push(performance.now() - begin);
    return answer;
  };
  const priced = await timed('price', () =>
    call<PricedItinerary>(client, FlightBookingPaths.airPrice, choice),
  );
  const passengers = [traveller(priced, serial)];
  const sold = await timed('sell', () =>
    call<AirSellResponse>(client, FlightBookingPaths.airSell, {
      priceId: priced.priceId,
      passengers,
      contact,
    }),
  );
  const booked = await timed('book', () =>
    call<OrderAnswer>(
      client,
      FlightBookingPaths.airBook,
      {
        priceId: priced.priceId,
        passengers,
        contact,
        acceptedPayable: sold.totals.payable.amount,
        issueNow: false,
        payment: 'Full',
      },
      randomUUID(),
    ),
  );
  const orderReference = booked.order.orderReference;
  let acceptedPayable = booked.order.totals.payable.amount;
  return timed('issue', async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await call<OrderAnswer>(
          client,
          OrderPaths.getFullPaymentForIssueTicket,
          { orderReference, acceptedPayable },
          randomUUID(),
        );
      } catch (error) {
        if (!(error instanceof CallError) || error.status !== 409 || attempt > 0) throw error;
        const verified = await call<VerifyPriceResponse>(client, OrderPaths.airVerifyPrice, {
          orderReference,
        });
        acceptedPayable = verified.order.totals.payable.amount;
      }
    }
  });
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

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
          if (error instanceof CallError && error.body.includes('SOLD_OUT')) {
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
    const client = await signIn(portal);
    const pools: Choice[][] = [];
    for (let worker = 0; worker < clients; worker += 1) {
      const pool: Choice[] = [];
      for (let search = 0; search < searchesPerClient; search += 1) {
        pool.push(...(await searchChoices(client, worker * searchesPerClient + search)));
      }
      pools.push(pool);
    }
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
