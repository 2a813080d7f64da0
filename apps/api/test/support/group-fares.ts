import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  GroupFarePaths,
  IdempotencyHeader,
  type GroupFareNameInput,
  type GroupFareReservation,
  type ReserveGroupFareInput,
} from '@portal/contracts';
import { afterSalesClock } from './after-sales';
import { authHeaders } from './flight';
import { createGroupFareBlock, type GroupFareBlock, type GroupFareBlockOptions } from './group-fare-builders';
import { expectLedgerBalanced } from './ledger-audit';
import { buildFundedAgency } from './money';
import { login } from './requests';
import { createTestApp, type TestApp } from './test-app';

export interface GroupFareSuite {
  t: TestApp;
  app: FastifyInstance;
  clock: ReturnType<typeof afterSalesClock>;
  operator: string;
  fundedAgency: (name: string, amount?: number) => Promise<{ agencyId: string; token: string }>;
  block: (options?: GroupFareBlockOptions) => Promise<GroupFareBlock>;
}

/**
 * An app of its own for a special-fare test file, on a clock the tests can move (noon in Dhaka today, ticking),
 * with the provider's operator signed in; the ledger audit must hold after every test.
 */
export function useGroupFareApp(): GroupFareSuite {
  const clock = afterSalesClock();
  const suite = { clock } as GroupFareSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ now: clock.now, env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
    suite.app = suite.t.app;
    suite.operator = await login(suite.app, 'ops@demo.test');
    suite.fundedAgency = (name, amount = 5_000_000_00) =>
      buildFundedAgency(suite.app, suite.t.db, { operatorToken: suite.operator, name, amount });
    suite.block = (options = {}) => createGroupFareBlock(suite.app, { now: clock.now(), ...options });
  }, 180_000);
  afterEach(async () => {
    clock.reset();
    await expectLedgerBalanced(suite.app, suite.operator);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}

export function refusal(response: LightMyRequestResponse): [number, string | undefined] {
  const body = response.json<{ error?: { code: string } }>();
  return [response.statusCode, body.error?.code];
}

export function ok<T = GroupFareReservation>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** A POST of the agency's special-fare calls, with a fresh Idempotency-Key unless given. */
export function post(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: Record<string, unknown>,
  options: { key?: string; host?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...authHeaders(token, options.host), [IdempotencyHeader]: options.key ?? randomUUID() },
    payload,
  });
}

export function get(
  app: FastifyInstance,
  token: string,
  url: string,
  query: Record<string, string>,
  host?: string,
) {
  return app.inject({ method: 'GET', url, query, headers: authHeaders(token, host) });
}

export function reserveCall(
  app: FastifyInstance,
  token: string,
  body: Partial<ReserveGroupFareInput> & { blockId: string },
  host?: string,
) {
  return post(app, token, GroupFarePaths.reserve, { adults: 2, ...body }, { host });
}

export async function reserve(
  app: FastifyInstance,
  token: string,
  body: Partial<ReserveGroupFareInput> & { blockId: string },
): Promise<GroupFareReservation> {
  return ok(await reserveCall(app, token, body));
}

export async function readReservation(app: FastifyInstance, token: string, reference: string) {
  return ok(await get(app, token, GroupFarePaths.reservation, { reference }));
}

export async function payDeposit(app: FastifyInstance, token: string, reservation: GroupFareReservation) {
  return ok(
    await post(app, token, GroupFarePaths.payDeposit, {
      reference: reservation.reference,
      amount: reservation.money.deposit,
    }),
  );
}

const uniquePassport = () => `P${randomBytes(4).toString('hex').toUpperCase()}`;

/** A passenger of the given type who fits the block: of age for the type on the day of travel, passport valid. */
export function passenger(
  type: 'ADT' | 'CHD' | 'INF',
  departureDate: string,
  overrides: Partial<GroupFareNameInput> = {},
): GroupFareNameInput {
  const year = Number(departureDate.slice(0, 4));
  const ageYears = { ADT: 34, CHD: 7, INF: 1 }[type];
  return {
    type,
    title: type === 'ADT' ? 'Mr' : 'Mstr',
    firstName: `Rahim${type === 'ADT' ? '' : type}`,
    lastName: 'Uddin',
    // An infant born on the first of the month a year before travel is one on the day; the others well inside.
    dateOfBirth:
      type === 'INF' ? `${year - ageYears}-${departureDate.slice(5, 7)}-01` : `${year - ageYears}-01-15`,
    gender: 'Male',
    nationality: 'BD',
    passportNumber: uniquePassport(),
    passportExpiry: `${year + 5}-06-30`,
    ...overrides,
  };
}

/** A valid list for a reservation: adults, then children, then infants. */
export function nameList(reservation: GroupFareReservation): GroupFareNameInput[] {
  const day = reservation.departureDate;
  const { adults, children, infants } = reservation.passengers;
  return [
    ...Array.from({ length: adults }, () => passenger('ADT', day)),
    ...Array.from({ length: children }, () => passenger('CHD', day)),
    ...Array.from({ length: infants }, () => passenger('INF', day)),
  ];
}

export function saveNames(
  app: FastifyInstance,
  token: string,
  reference: string,
  names: GroupFareNameInput[],
) {
  return post(app, token, GroupFarePaths.saveNames, { reference, names });
}
