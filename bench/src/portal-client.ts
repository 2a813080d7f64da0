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
import { buildUser } from '../../apps/api/src/db/seed/builders';
import { seedDemoWorld } from '../../apps/api/src/db/seed/seed-demo-world';
import { tenantAccount, walletAccount } from '../../apps/api/src/ledger/accounts';
import { postTransaction } from '../../apps/api/src/ledger/post-transaction';
import type { RunningPortal } from './server';

/**
 * What the load tests through the real server share: one agency of a white-label tenant with a full wallet, its
 * agents signed in, searching and booking as the pages do.
 */
export const tenant = 'skyway';
export const agentLogin = { username: 'agent@skyway.test', password: 'Demo@1234' };
/** The tenant's seed has no operator; the bench adds one when it reads the operators' ledger audit. */
export const operatorLogin = { username: 'bench-ops@skyway.test', password: 'Demo@1234' };
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
const dayMs = 86_400_000;
const isoDate = (daysAhead: number) => new Date(Date.now() + daysAhead * dayMs).toISOString().slice(0, 10);

export interface Client {
  baseUrl: string;
  headers: Record<string, string>;
}

export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    path: string,
  ) {
    super(`${path}: ${status} ${body.slice(0, 200)}`);
  }
}

export async function call<T>(client: Client, path: string, body?: unknown, key?: string): Promise<T> {
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
 * the demo wallet holds a few tickets' worth only. `withOperator` adds an operator of the tenant (operatorLogin) unless it has one.
 */
export async function fundAgency(
  target: DatabaseTarget,
  options: { withOperator?: boolean } = {},
): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedDemoWorld(database.db);
    const { db } = database;
    const agency = await db.query.agencies.findFirst({
      where: (agencies, { and, eq }) => and(eq(agencies.tenantId, tenant), eq(agencies.name, agencyName)),
    });
    const owner = await db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, agentLogin.username),
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
    const operator =
      options.withOperator &&
      (await db.query.users.findFirst({
        where: (users, { and, eq }) =>
          and(eq(users.tenantId, tenant), eq(users.email, operatorLogin.username)),
      }));
    if (options.withOperator && !operator) {
      await buildUser(db, {
        tenantId: tenant,
        role: 'operator',
        email: operatorLogin.username,
        password: operatorLogin.password,
        firstName: 'Bench',
        lastName: 'Operator',
      });
    }
  } finally {
    await database.close();
  }
}

/** Signs in from one device as the agent (or `account`) and returns a client carrying the session. */
export async function signIn(
  portal: RunningPortal,
  deviceId: string,
  account: { username: string; password: string } = agentLogin,
): Promise<Client> {
  const base = {
    [Header.tenantId]: tenant,
    [Header.channelId]: '1',
    [Header.deviceType]: 'web',
    [Header.deviceId]: deviceId,
  };
  const answer = await call<AuthenticateResponse>(
    { baseUrl: portal.baseUrl, headers: base },
    IdentityPaths.authenticate,
    account,
  );
  const token = answer.identity?.token;
  if (!token) throw new Error(`sign-in gave no token: ${JSON.stringify(answer)}`);
  return { baseUrl: portal.baseUrl, headers: { ...base, authorization: `Bearer ${token}` } };
}

export interface Choice {
  requestId: string;
  itineraryId: string;
}

/** Searches as the results page does and keeps the OnHold itineraries found: what agents pick from. */
export async function searchChoices(client: Client, index: number): Promise<Choice[]> {
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

/** Each client's pool of choices: `searchesPerClient` searches on different routes and days. */
export async function searchPools(
  client: Client,
  clients: number,
  searchesPerClient: number,
): Promise<Choice[][]> {
  const pools: Choice[][] = [];
  for (let worker = 0; worker < clients; worker += 1) {
    const pool: Choice[] = [];
    for (let search = 0; search < searchesPerClient; search += 1) {
      pool.push(...(await searchChoices(client, worker * searchesPerClient + search)));
    }
    pools.push(pool);
  }
  return pools;
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

export type Step = 'price' | 'sell' | 'book' | 'issue';

/**
 * One booking as an agent makes it: AirPrice, AirSell, AirBook (held), then issue from the wallet in full. A price
 * that moved since it was accepted (seats sell and prices follow) is verified and accepted, as the pages do. Each
 * step's time goes to `steps` when given.
 */
export async function bookOnce(
  client: Client,
  choice: Choice,
  serial: number,
  steps?: Record<Step, number[]>,
): Promise<OrderAnswer> {
  const timed = async <T>(step: Step, run: () => Promise<T>): Promise<T> => {
    const begin = performance.now();
    const answer = await run();
    steps?.[step].push(performance.now() - begin);
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

/** The last seats of a cheap class went to someone else: an agent's everyday refusal, not a failure. */
export const isSoldOut = (error: unknown) => error instanceof CallError && error.body.includes('SOLD_OUT');

/**
 * Books and issues tickets for each client from its own pool, one passenger each, until it holds `perClient` or
 * `until` (a performance.now() instant) passes; sold-out choices leave the pool. The ticketed orders' references
 * by client. A client stops after a few failed bookings.
 */
export async function issueTickets(
  client: Client,
  pools: Choice[][],
  options: { perClient: number; until?: number; serials: { next: number } },
): Promise<{ orders: string[][]; soldOut: number; errors: number }> {
  let soldOut = 0;
  let errors = 0;
  const orders = await Promise.all(
    pools.map(async (pool, worker) => {
      const issued: string[] = [];
      let pick = worker;
      let failures = 0;
      while (
        issued.length < options.perClient &&
        pool.length > 0 &&
        failures < 3 &&
        performance.now() < (options.until ?? Infinity)
      ) {
        const choice = pool[pick % pool.length]!;
        pick += 7;
        options.serials.next += 1;
        try {
          const answer = await bookOnce(client, choice, options.serials.next);
          if (answer.order.status !== 'Confirmed') throw new Error(`issued as ${answer.order.status}`);
          issued.push(answer.order.orderReference);
        } catch (error) {
          if (isSoldOut(error)) {
            soldOut += 1;
            pool.splice(pool.indexOf(choice), 1);
          } else {
            errors += 1;
            failures += 1;
            if (errors <= 3) console.error(`  booking failed: ${(error as Error).message}`);
          }
        }
      }
      return issued;
    }),
  );
  return { orders, soldOut, errors };
}

export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
