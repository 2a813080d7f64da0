import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import {
  AfterSalesOperatorPaths,
  IdempotencyHeader,
  OutboxPaths,
  PaymentPaths,
  RefundPaths,
  VoidPaths,
  type AfterSalesOptions,
  type AfterSalesRequest,
  type AirSearchRequestInput,
  type AutomaticAmounts,
  type FlightOrder,
  type OrderAnswer,
  type OutboxList,
  type PassbookPage,
  type QuoteLineKind,
} from '@portal/contracts';
import { soldSeats } from '../../src/adapters/sandbox-gds/sandbox-gds.repository';
import { book, issue, post, priceOne } from './booking';
import { authHeaders, dhakaDate } from './flight';
import { expectLedgerBalanced } from './ledger-audit';
import { balanceOf, buildFundedAgency } from './money';
import { login } from './requests';
import { createTestApp, type TestApp } from './test-app';

export type AfterSalesKind = 'Void' | 'Refund';

/** Each kind's agency calls, with the automatic amounts under one name (PenaltyDetails / AutoAmountDetails). */
export const pathsOf = (kind: AfterSalesKind) =>
  kind === 'Void'
    ? { ...VoidPaths, automaticAmounts: VoidPaths.penaltyDetails }
    : { ...RefundPaths, automaticAmounts: RefundPaths.autoAmountDetails };

/**
 * The business clock of an after-sales test app: it starts at noon in Dhaka today (so the void window of a ticket
 * issued "now" never closes during a test run late in the evening) and ticks in real time; a test moves it to an
 * instant or forward, and it is put back after each test.
 */
export function afterSalesClock() {
  const noon = new Date(`${dhakaDate(0)}T12:00:00+06:00`).getTime();
  const align = noon - Date.now();
  let shift = 0;
  const now = () => new Date(Date.now() + align + shift);
  return {
    now,
    /** Moves the clock to an instant; it keeps ticking from there. */
    set(at: Date | string) {
      shift += new Date(at).getTime() - now().getTime();
    },
    forward(ms: number) {
      shift += ms;
    },
    reset() {
      shift = 0;
    },
  };
}
export type AfterSalesClock = ReturnType<typeof afterSalesClock>;

export interface AfterSalesSuite {
  t: TestApp;
  app: FastifyInstance;
  operator: string;
  clock: AfterSalesClock;
  /** An agency of its own, funded, with its owner signed in. */
  fundedAgency: (name: string) => Promise<{ agencyId: string; token: string }>;
}

/**
 * One test app for a file, on a movable business clock, with an operator signed in; after every test the clock is
 * put back and the ledger audit must hold.
 */
export function useAfterSalesApp(): AfterSalesSuite {
  const clock = afterSalesClock();
  const suite = { clock } as AfterSalesSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ now: clock.now, env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
    suite.app = suite.t.app;
    suite.operator = await login(suite.app, 'ops@demo.test');
    suite.fundedAgency = (name) =>
      buildFundedAgency(suite.app, suite.t.db, { operatorToken: suite.operator, name, amount: 5_000_000_00 });
    // Migrating and seeding an embedded database takes a while on a busy machine.
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

/** A search for a trip on one airline (its own fares first), one way unless `returnAfterDays` is given. */
export function tripOn(
  airline: string,
  options: { from?: string; to?: string; adults?: number; days?: number; returnAfterDays?: number } = {},
): Partial<AirSearchRequestInput> {
  const days = options.days ?? 30;
  return {
    segments: [
      { origin: options.from ?? 'DAC', destination: options.to ?? 'DXB', departureDate: dhakaDate(days) },
    ],
    adultCount: options.adults ?? 1,
    preferredAirlines: [airline],
    ...(options.returnAfterDays
      ? { tripType: 'R' as const, returnDate: dhakaDate(days + options.returnAfterDays) }
      : {}),
  };
}

/** Airlines of the sandbox by their after-sales rules (the sandbox pins these). */
export const Airlines = {
  /** Voids on the issue day and refunds at once by the fare's penalties. */
  automatic: 'BG',
  /** Refuses every void, refunds only through its desk. */
  refusesVoids: { code: 'AI', to: 'BOM' },
  /** Voids, but refunds only through its desk. */
  deskRefunds: { code: 'SQ', to: 'SIN' },
} as const;

/** A ticketed order: priced, booked and issued (in full unless asked otherwise), as an agent does it. */
export async function ticketedOrder(
  app: FastifyInstance,
  token: string,
  options: { search?: Partial<AirSearchRequestInput>; payment?: 'Full' | 'Partial' } = {},
): Promise<FlightOrder> {
  const priced = await priceOne(app, token, {
    fareType: 'OnHold',
    search: options.search ?? tripOn(Airlines.automatic),
  });
  const booked = await book(app, token, priced);
  if (booked.statusCode !== 200) throw new Error(`AirBook failed: ${booked.body}`);
  const held = booked.json<OrderAnswer>().order;
  const issued = await issue(
    app,
    token,
    { orderReference: held.orderReference, acceptedPayable: held.totals.payable.amount },
    options.payment ?? 'Full',
  );
  if (issued.statusCode !== 200) throw new Error(`Issue failed: ${issued.body}`);
  return issued.json<OrderAnswer>().order;
}

export function airGetOrderRequest(
  app: FastifyInstance,
  token: string,
  orderReference: string,
  host?: string,
) {
  return app.inject({
    method: 'POST',
    url: VoidPaths.airGetOrderRequest,
    headers: authHeaders(token, host),
    payload: { orderReference },
  });
}

export async function afterSalesOptions(app: FastifyInstance, token: string, orderReference: string) {
  const response = await airGetOrderRequest(app, token, orderReference);
  if (response.statusCode !== 200) throw new Error(`AirGetOrderRequest failed: ${response.body}`);
  return response.json<AfterSalesOptions>();
}

export function askVoid(app: FastifyInstance, token: string, orderReference: string, paxIds: number[]) {
  return post(app, token, VoidPaths.request, { orderReference, paxIds });
}

export function askRefund(
  app: FastifyInstance,
  token: string,
  body: { orderReference: string; paxIds: number[]; journeyIndexes: number[]; reason?: string },
) {
  return post(app, token, RefundPaths.request, { reason: 'Voluntary', ...body });
}

/** Asks and expects the request answered (200); the request as the agency sees it. */
export async function asked(response: Promise<LightMyRequestResponse>): Promise<AfterSalesRequest> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AfterSalesRequest>();
}

export function updateStatus(
  app: FastifyInstance,
  token: string,
  kind: AfterSalesKind,
  body: Record<string, unknown>,
  key?: string,
  host?: string,
) {
  return postAs(app, token, pathsOf(kind).updateStatus, body, { key, host });
}

export function accept(
  app: FastifyInstance,
  token: string,
  kind: AfterSalesKind,
  request: Pick<AfterSalesRequest, 'reference' | 'quote'>,
  key: string = randomUUID(),
) {
  return updateStatus(
    app,
    token,
    kind,
    { reference: request.reference, action: 'Accept', quoteId: request.quote?.quoteId },
    key,
  );
}

export function getRequest(
  app: FastifyInstance,
  token: string,
  kind: AfterSalesKind,
  reference: string,
  host?: string,
) {
  return app.inject({
    method: 'GET',
    url: pathsOf(kind).getRequest,
    query: { reference },
    headers: authHeaders(token, host),
  });
}

export async function readRequest(
  app: FastifyInstance,
  token: string,
  kind: AfterSalesKind,
  reference: string,
) {
  const response = await getRequest(app, token, kind, reference);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AfterSalesRequest>();
}

export function automaticAmounts(
  app: FastifyInstance,
  token: string,
  kind: AfterSalesKind,
  reference: string,
  host?: string,
) {
  return app.inject({
    method: 'GET',
    url: pathsOf(kind).automaticAmounts,
    query: { reference },
    headers: authHeaders(token, host),
  });
}

export function agencyQueue(
  app: FastifyInstance,
  token: string,
  kind: AfterSalesKind,
  query: Record<string, string> = {},
  host?: string,
) {
  return app.inject({ method: 'GET', url: pathsOf(kind).queue, query, headers: authHeaders(token, host) });
}

/** The answer's status and error code, to compare in one expectation. */
export function refusal(response: LightMyRequestResponse): [number, string | undefined] {
  const body = response.json<{ error?: { code?: string } | null }>();
  return [response.statusCode, body.error?.code];
}

/** A POST as a signed-in user of the tenant at `host`, with an Idempotency-Key when given. */
export function postAs(
  app: FastifyInstance,
  token: string,
  url: string,
  payload: object,
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

/** The operators' desk, as an operator of the tenant at `host` (localhost unless given) calls it. */
export const desk = {
  get(app: FastifyInstance, token: string, reference: string, host?: string) {
    return app.inject({
      method: 'GET',
      url: AfterSalesOperatorPaths.getRequest,
      query: { reference },
      headers: authHeaders(token, host),
    });
  },
  amounts(app: FastifyInstance, token: string, reference: string, host?: string) {
    return app.inject({
      method: 'GET',
      url: AfterSalesOperatorPaths.automaticAmounts,
      query: { reference },
      headers: authHeaders(token, host),
    });
  },
  queue(app: FastifyInstance, token: string, query: Record<string, string>, host?: string) {
    return app.inject({
      method: 'GET',
      url: AfterSalesOperatorPaths.queue,
      query,
      headers: authHeaders(token, host),
    });
  },
  assign(app: FastifyInstance, token: string, reference: string, assignToMe = true, host?: string) {
    return postAs(app, token, AfterSalesOperatorPaths.assign, { reference, assignToMe }, { host });
  },
  quote(
    app: FastifyInstance,
    token: string,
    reference: string,
    lines: { kind: QuoteLineKind; label: string; paxId: number | null; amount: number }[],
    extra: { validMinutes?: number; note?: string } = {},
    host?: string,
  ) {
    return postAs(app, token, AfterSalesOperatorPaths.quote, { reference, lines, ...extra }, { host });
  },
  decide(
    app: FastifyInstance,
    token: string,
    reference: string,
    decision: 'Complete' | 'Reject',
    note: string,
    key: string = randomUUID(),
    host?: string,
  ) {
    return postAs(app, token, AfterSalesOperatorPaths.decide, { reference, decision, note }, { key, host });
  },
};

/** An operator's quote from the airline's automatic figures, as the desk starts one. */
export async function quoteFromAmounts(
  app: FastifyInstance,
  operator: string,
  reference: string,
): Promise<{ amounts: AutomaticAmounts; request: AfterSalesRequest }> {
  const amountsAnswer = await desk.amounts(app, operator, reference);
  expect(amountsAnswer.statusCode, amountsAnswer.body).toBe(200);
  const amounts = amountsAnswer.json<AutomaticAmounts>();
  const quoted = await desk.quote(
    app,
    operator,
    reference,
    amounts.lines.map((line) => ({
      kind: line.kind,
      label: line.label,
      paxId: line.paxId,
      amount: line.amount.amount,
    })),
    { note: 'As the airline’s desk confirmed' },
  );
  expect(quoted.statusCode, quoted.body).toBe(200);
  return { amounts, request: quoted.json<AfterSalesRequest>() };
}

export async function walletOf(app: FastifyInstance, token: string): Promise<number> {
  return (await balanceOf(app, token)).walletBalance;
}

/** The agency's passbook lines whose reference or description matches a term. */
export async function passbookLines(app: FastifyInstance, token: string, term: string) {
  const response = await app.inject({
    method: 'GET',
    url: PaymentPaths.passbook.load,
    query: { term, pageSize: '100' },
    headers: authHeaders(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PassbookPage>().entries;
}

/** The mails the built-in outbox holds for an address, newest first. */
export async function mailsTo(app: FastifyInstance, to: string) {
  const response = await app.inject({ method: 'GET', url: OutboxPaths.json, query: { to } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutboxList>().messages;
}

/** Seats the sandbox airline counts as sold on each leg of an order's journey (its class), in leg order. */
export async function seatsSold(app: FastifyInstance, order: FlightOrder, journeyIndex: number) {
  const journey = order.journeys[journeyIndex];
  if (!journey) throw new Error(`the order has no journey ${journeyIndex}`);
  return Promise.all(
    journey.legKeys.map((legKey, index) => soldSeats(app.db, legKey, journey.bookingClasses[index] ?? '')),
  );
}
