import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  HolidayOperatorPaths,
  HolidayPaths,
  IdempotencyHeader,
  type HolidayQueuePage,
  type HolidayQuoteBody,
  type HolidayRequest,
  type SendHolidayRequestBody,
} from '@portal/contracts';
import { afterSalesClock } from './after-sales';
import { authHeaders } from './flight';
import { buildHolidayPackage, type BuiltPackage, type PackageInput } from './holiday-packages';
import { expectLedgerBalanced } from './ledger-audit';
import { buildFundedAgency } from './money';
import { login } from './requests';
import { createTestApp, type TestApp } from './test-app';

export interface HolidaySuite {
  t: TestApp;
  app: FastifyInstance;
  clock: ReturnType<typeof afterSalesClock>;
  operator: string;
  fundedAgency: (name: string, amount?: number) => Promise<{ agencyId: string; token: string }>;
  holidayPackage: (input?: PackageInput) => Promise<BuiltPackage>;
}

/**
 * An app of its own for a holiday test file, on a clock the tests can move (noon in Dhaka today, ticking), with the
 * provider's operator signed in; the ledger audit must hold after every test.
 */
export function useHolidayApp(): HolidaySuite {
  const clock = afterSalesClock();
  const suite = { clock } as HolidaySuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ now: clock.now, env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
    suite.app = suite.t.app;
    suite.operator = await login(suite.app, 'ops@demo.test');
    suite.fundedAgency = (name, amount = 5_000_000_00) =>
      buildFundedAgency(suite.app, suite.t.db, { operatorToken: suite.operator, name, amount });
    suite.holidayPackage = (input = {}) => buildHolidayPackage(suite.t.db, { today: clock.now(), ...input });
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

/** The code and message of a refusal, or the status alone for a success. */
export function refusal(response: LightMyRequestResponse): [number, string | undefined] {
  const body = response.json<{ error?: { code: string } }>();
  return [response.statusCode, body.error?.code];
}

export function ok<T = HolidayRequest>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

export function sendEnquiry(
  app: FastifyInstance,
  token: string,
  body: Partial<SendHolidayRequestBody> & Record<string, unknown>,
  options: { key?: string | null; host?: string } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url: HolidayPaths.sendRequest,
    headers: { ...authHeaders(token, options.host), ...(key ? { [IdempotencyHeader]: key } : {}) },
    payload: { adults: 2, rooms: 1, ...body },
  });
}

/** An enquiry for the package's first departure (two adults by default), expected to open. */
export async function enquire(
  app: FastifyInstance,
  token: string,
  pkg: BuiltPackage,
  body: Partial<SendHolidayRequestBody> = {},
): Promise<HolidayRequest> {
  return ok(
    await sendEnquiry(app, token, {
      packageId: pkg.packageId,
      departureId: pkg.departures[0]!.departureId,
      ...body,
    }),
  );
}

export function getRequest(app: FastifyInstance, token: string, reference: string, host?: string) {
  return app.inject({
    method: 'GET',
    url: HolidayPaths.request,
    query: { reference },
    headers: authHeaders(token, host),
  });
}

export async function readRequest(app: FastifyInstance, token: string, reference: string) {
  return ok(await getRequest(app, token, reference));
}

export async function agencyQueue(app: FastifyInstance, token: string, query: Record<string, string> = {}) {
  return ok<HolidayQueuePage>(
    await app.inject({ method: 'GET', url: HolidayPaths.requests, query, headers: authHeaders(token) }),
  );
}

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
    headers: {
      ...authHeaders(token, options.host),
      ...(options.key ? { [IdempotencyHeader]: options.key } : {}),
    },
    payload,
  });
}

export function accept(
  app: FastifyInstance,
  token: string,
  request: Pick<HolidayRequest, 'reference'> & { quote: { quoteId: string } | null },
  idempotencyKey: string = randomUUID(),
) {
  return post(
    app,
    token,
    HolidayPaths.accept,
    { reference: request.reference, quoteId: request.quote?.quoteId ?? randomUUID() },
    { key: idempotencyKey },
  );
}

/** Per traveller type at the departure's prices, as an operator would start a quote. */
export function linesFor(
  travellers: { adults: number; children?: number; infants?: number },
  prices: { adult?: number; child?: number; infant?: number } = {},
): HolidayQuoteBody['lines'] {
  return [
    {
      kind: 'Adult',
      label: 'Adult, twin sharing',
      quantity: travellers.adults,
      unitAmount: prices.adult ?? 85_000_00,
    },
    ...(travellers.children
      ? [
          {
            kind: 'Child' as const,
            label: 'Child with bed',
            quantity: travellers.children,
            unitAmount: prices.child ?? 60_000_00,
          },
        ]
      : []),
    ...(travellers.infants
      ? [
          {
            kind: 'Infant' as const,
            label: 'Infant',
            quantity: travellers.infants,
            unitAmount: prices.infant ?? 15_000_00,
          },
        ]
      : []),
  ];
}

export function quote(
  app: FastifyInstance,
  operatorToken: string,
  reference: string,
  /** Loosely typed: tests send what a hostile or careless client would too. */
  body: Record<string, unknown> = {},
  host?: string,
) {
  return post(
    app,
    operatorToken,
    HolidayOperatorPaths.quote,
    { reference, lines: linesFor({ adults: 2 }), validHours: 48, ...body },
    { host },
  );
}

/** An enquiry sent and quoted by the operators, as the agency then reads it. */
export async function quotedEnquiry(
  suite: HolidaySuite,
  token: string,
  pkg: BuiltPackage,
  options: { enquiry?: Partial<SendHolidayRequestBody>; quote?: Partial<HolidayQuoteBody> } = {},
): Promise<HolidayRequest> {
  const sent = await enquire(suite.app, token, pkg, options.enquiry);
  ok(await quote(suite.app, suite.operator, sent.reference, options.quote));
  return readRequest(suite.app, token, sent.reference);
}

export async function seatsLeft(app: FastifyInstance, token: string, reference: string): Promise<number> {
  return (await readRequest(app, token, reference)).departure.seatsLeft;
}
