import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  IdempotencyHeader,
  OperatorQueueMessage,
  OperatorQueuePaths,
  OrderPaths,
  PartialPaymentPaths,
  PaymentPaths,
  type FlightOrder,
  type OperatorQueueResponse,
  type OrderAnswer,
  type OrderDuesResponse,
  type OrderHistory,
  type PassbookPage,
  type QueueOrderAnswer,
} from '@portal/contracts';
import { accountingCode } from '@portal/sandbox-supply';
import { book, getOrder, issue, post, priceOne, travellersFor } from './support/booking';
import { authHeaders } from './support/flight';
import { balanceOf, buildFundedAgency } from './support/money';
import { settleNow } from './support/partial-payments';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';
import { expectLedgerBalanced } from './support/ledger-audit';

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await login(t.app, 'ops@demo.test');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t.app, operator);
});

const fundedAgency = (name: string, amount = 5_000_000_00) =>
  buildFundedAgency(t.app, t.db, { operatorToken: operator, name, amount });

/** A held order whose tickets the airline issues without saying so: issuing leaves it InProgress. */
async function inDoubtOrder(token: string, payment: 'Full' | 'Partial' = 'Full'): Promise<FlightOrder> {
  const priced = await priceOne(t.app, token, { fareType: 'OnHold' });
  const booked = await book(t.app, token, priced, { passengers: travellersFor(priced, 'TICKETDOUBT') });
  expect(booked.statusCode).toBe(200);
  const held = booked.json<OrderAnswer>().order;
  const issued = await issue(
    t.app,
    token,
    { orderReference: held.orderReference, acceptedPayable: held.totals.payable.amount },
    payment,
  );
  expect(issued.statusCode).toBe(200);
  const order = issued.json<OrderAnswer>().order;
  expect(order.status).toBe('InProgress');
  return order;
}

function queue(token: string, host = 'localhost') {
  return t.app.inject({
    method: 'GET',
    url: OperatorQueuePaths.getInProgressOrders,
    headers: authHeaders(token, host),
  });
}

const queued = async (token = operator, host = 'localhost') =>
  (await queue(token, host)).json<OperatorQueueResponse>().orders.map((order) => order.orderReference);

function complete(token: string, body: object, host = 'localhost') {
  return t.app.inject({
    method: 'POST',
    url: OperatorQueuePaths.completeOrder,
    headers: authHeaders(token, host),
    payload: body,
  });
}

function fail(token: string, body: object, key: string | null = randomUUID(), host = 'localhost') {
  return t.app.inject({
    method: 'POST',
    url: OperatorQueuePaths.failOrder,
    headers: { ...authHeaders(token, host), ...(key ? { [IdempotencyHeader]: key } : {}) },
    payload: body,
  });
}

async function historyOf(token: string, orderReference: string) {
  const history = await post(t.app, token, OrderPaths.getOrderHistory, { orderReference });
  return history.json<OrderHistory>().events;
}

describe('the operators’ InProgress queue', () => {
  it('lists an issue in doubt with its agency, PNR and amount; completing it stores the airline’s tickets', async () => {
    const { token } = await fundedAgency('Doubtful Tickets Travels');
    const before = await balanceOf(t.app, token);
    const order = await inDoubtOrder(token);
    // The debit stays posted while the order waits.
    expect((await balanceOf(t.app, token)).walletBalance).toBe(
      before.walletBalance - order.totals.payable.amount,
    );
    expect(order.passengers.every((pax) => pax.ticketNumber === null)).toBe(true);

    const listed = await queue(operator);
    expect(listed.statusCode).toBe(200);
    const row = listed
      .json<OperatorQueueResponse>()
      .orders.find((r) => r.orderReference === order.orderReference);
    expect(row).toMatchObject({
      status: 'InProgress',
      agencyName: 'Doubtful Tickets Travels',
      pnr: order.pnr,
      amount: order.totals.payable,
      paidAmount: order.totals.payable,
      paymentMode: 'Full',
    });
    expect(Number.isNaN(Date.parse(row?.since ?? ''))).toBe(false);
    expect(row?.passengers.map((pax) => pax.name)).toEqual(['Mr Karim TICKETDOUBT']);

    const completed = await complete(operator, { orderReference: order.orderReference });
    expect(completed.statusCode).toBe(200);
    const answer = completed.json<QueueOrderAnswer>().order;
    expect(answer.status).toBe('Confirmed');
    const prefix = accountingCode(order.validatingAirline);
    expect(answer.passengers[0]?.ticketNumber).toMatch(new RegExp(`^${prefix}-\\d{10}$`));

    // The agency sees a ticketed order, paid once; the queue no longer lists it.
    const seen = (await getOrder(t.app, token, order.orderReference)).json<OrderAnswer>().order;
    expect([seen.status, seen.passengers[0]?.ticketNumber, seen.issuedAt === null]).toEqual([
      'Confirmed',
      answer.passengers[0]?.ticketNumber,
      false,
    ]);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(
      before.walletBalance - order.totals.payable.amount,
    );
    expect(await queued()).not.toContain(order.orderReference);
    const events = await historyOf(token, order.orderReference);
    expect(events.map((event) => [event.action, event.status])).toEqual([
      ['Booked', 'OnHold'],
      ['IssueInDoubt', 'InProgress'],
      ['CompletedByOperator', 'Confirmed'],
    ]);
    expect(events[2]?.by).toBeTruthy();

    // Exactly once: a second Complete or Fail finds it decided.
    const again = await complete(operator, { orderReference: order.orderReference });
    expect([again.statusCode, again.json().error.message]).toEqual([409, OperatorQueueMessage.notInProgress]);
    const late = await fail(operator, { orderReference: order.orderReference, note: 'Too late' });
    expect(late.statusCode).toBe(409);
  });

  it('fails an issue in doubt: the wallet is back where it was, the order Cancelled with the operator’s note', async () => {
    const { token } = await fundedAgency('Refunded Travels');
    const before = await balanceOf(t.app, token);
    const order = await inDoubtOrder(token);
    expect(await queued()).toContain(order.orderReference);

    const missingNote = await fail(operator, { orderReference: order.orderReference, note: '' });
    expect(missingNote.statusCode).toBe(400);
    expect(missingNote.json().error.message).toContain(OperatorQueueMessage.noteRequired);
    const noKey = await fail(operator, { orderReference: order.orderReference, note: 'No key' }, null);
    expect(noKey.statusCode).toBe(400);

    const key = randomUUID();
    const body = { orderReference: order.orderReference, note: 'Airline confirmed the tickets were voided' };
    const failed = await fail(operator, body, key);
    expect(failed.statusCode).toBe(200);
    expect(failed.json<QueueOrderAnswer>().order.status).toBe('Cancelled');
    // A replay of the same decision answers the same; the money moved once.
    const replay = await fail(operator, body, key);
    expect([replay.statusCode, replay.json<QueueOrderAnswer>().order.status]).toEqual([200, 'Cancelled']);
    const second = await fail(operator, body);
    expect([second.statusCode, second.json().error.code]).toEqual([409, 'ORDER_NOT_IN_PROGRESS']);
    const completeAfter = await complete(operator, { orderReference: order.orderReference });
    expect(completeAfter.statusCode).toBe(409);

    expect((await balanceOf(t.app, token)).walletBalance).toBe(before.walletBalance);
    const seen = (await getOrder(t.app, token, order.orderReference)).json<OrderAnswer>().order;
    expect([seen.status, seen.payment.paidAmount.amount, seen.actions]).toEqual([
      'Cancelled',
      0,
      { issue: false, cancel: false, print: false, requestPartialPayment: false },
    ]);
    const events = await historyOf(token, order.orderReference);
    expect(events.at(-1)).toMatchObject({
      action: 'FailedByOperator',
      status: 'Cancelled',
      note: 'Airline confirmed the tickets were voided',
    });
    const passbook = await t.app.inject({
      method: 'GET',
      url: PaymentPaths.passbook.load,
      headers: authHeaders(token),
    });
    const lines = passbook
      .json<PassbookPage>()
      .entries.filter((entry) => entry.reference === order.orderReference)
      .map((entry) => [entry.debit, entry.credit]);
    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual([order.totals.payable.amount, 0]);
    expect(lines).toContainEqual([0, order.totals.payable.amount]);
    expect(await queued()).not.toContain(order.orderReference);
  });

  it('fails a partly paid issue: the due is closed and every payment against it comes back', async () => {
    const { token } = await fundedAgency('Part Paid Doubt Travels');
    const before = await balanceOf(t.app, token);
    const order = await inDoubtOrder(token, 'Partial');
    const owed = order.totals.payable.amount - order.payment.paidAmount.amount;
    expect(order.payment.dueAmount.amount).toBe(owed);
    // The agency pays its due while the order waits in the queue.
    const settled = await settleNow(t.app, token, { orderReference: order.orderReference, amount: owed });
    expect(settled.statusCode).toBe(200);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(
      before.walletBalance - order.totals.payable.amount,
    );

    // The queue shows what the wallet has paid in all: at issue and off the due since.
    const row = (await queue(operator))
      .json<OperatorQueueResponse>()
      .orders.find((listed) => listed.orderReference === order.orderReference);
    expect([row?.paymentMode, row?.paidAmount.amount]).toEqual(['Partial', order.totals.payable.amount]);

    const failed = await fail(operator, {
      orderReference: order.orderReference,
      note: 'Airline refused the fare',
    });
    expect(failed.statusCode).toBe(200);
    const after = await balanceOf(t.app, token);
    expect([after.walletBalance, after.dueAmount]).toEqual([before.walletBalance, before.dueAmount]);
    const dues = await t.app.inject({
      method: 'GET',
      url: PartialPaymentPaths.getOrderDues,
      query: { orderReference: order.orderReference },
      headers: authHeaders(token),
    });
    expect(dues.json<OrderDuesResponse>().dues[0]?.outstandingAmount).toBe(0);
  });

  it('takes one decision when two operators decide at once', async () => {
    const { token } = await fundedAgency('Racing Operators Travels');
    const before = await balanceOf(t.app, token);
    const order = await inDoubtOrder(token);
    const answers = await Promise.all([
      complete(operator, { orderReference: order.orderReference }),
      fail(operator, { orderReference: order.orderReference, note: 'Racing the other operator' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const status = (await getOrder(t.app, token, order.orderReference)).json<OrderAnswer>().order.status;
    const wallet = (await balanceOf(t.app, token)).walletBalance;
    expect([status, wallet]).toEqual(
      answers[0]?.statusCode === 200
        ? ['Confirmed', before.walletBalance - order.totals.payable.amount]
        : ['Cancelled', before.walletBalance],
    );
  });

  it('closes an unpaid due when a partly paid issue fails', async () => {
    const { token } = await fundedAgency('Unpaid Due Travels');
    const before = await balanceOf(t.app, token);
    const order = await inDoubtOrder(token, 'Partial');
    expect((await balanceOf(t.app, token)).dueAmount).toBeGreaterThan(before.dueAmount);
    const failed = await fail(operator, { orderReference: order.orderReference, note: 'Seats were gone' });
    expect(failed.statusCode).toBe(200);
    const after = await balanceOf(t.app, token);
    expect([after.walletBalance, after.dueAmount]).toEqual([before.walletBalance, before.dueAmount]);
  });

  it('completes with ticket numbers the operator typed when the airline shows none', async () => {
    const { token } = await fundedAgency('Typed Tickets Travels');
    const order = await inDoubtOrder(token);
    // The airline's system answers the PNR without its tickets; the operator checked them with the airline's desk.
    const supplier = t.app.flightBooking;
    const retrieve = supplier.retrievePnr.bind(supplier);
    const withoutTickets = vi.spyOn(supplier, 'retrievePnr').mockImplementation(async (db, locator) => {
      const pnr = await retrieve(db, locator);
      return pnr && { ...pnr, status: 'Held', tickets: [] };
    });
    onTestFinished(() => withoutTickets.mockRestore());
    const none = await complete(operator, { orderReference: order.orderReference });
    expect([none.statusCode, none.json().error.message]).toEqual([422, OperatorQueueMessage.ticketsMissing]);
    const badFormat = await complete(operator, {
      orderReference: order.orderReference,
      ticketNumbers: [{ paxId: 1, ticketNumber: '12345' }],
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.message).toContain(OperatorQueueMessage.ticketNumber);
    const wrongPassenger = await complete(operator, {
      orderReference: order.orderReference,
      ticketNumbers: [{ paxId: 4, ticketNumber: '997-2400000999' }],
    });
    expect([wrongPassenger.statusCode, wrongPassenger.json().error.message]).toEqual([
      422,
      OperatorQueueMessage.ticketPassengers,
    ]);
    expect(await queued()).toContain(order.orderReference);

    const typed = await complete(operator, {
      orderReference: order.orderReference,
      ticketNumbers: [{ paxId: 1, ticketNumber: '997-2400000999' }],
      note: 'Checked with the airline desk',
    });
    expect(typed.statusCode).toBe(200);
    const seen = (await getOrder(t.app, token, order.orderReference)).json<OrderAnswer>().order;
    expect([seen.status, seen.passengers[0]?.ticketNumber]).toEqual(['Confirmed', '997-2400000999']);
    expect((await historyOf(token, order.orderReference)).at(-1)?.note).toBe(
      'Ticket numbers entered by the operator. Checked with the airline desk',
    );
  });

  it('lets only the tenant’s operators see and decide: agency users are refused, another tenant finds nothing', async () => {
    const { token } = await fundedAgency('Private Doubt Travels');
    const order = await inDoubtOrder(token);
    const agent = await login(t.app, 'agent@demo.test');
    expect((await queue(token)).statusCode).toBe(403);
    expect((await queue(agent)).statusCode).toBe(403);
    expect((await complete(token, { orderReference: order.orderReference })).statusCode).toBe(403);
    expect((await fail(agent, { orderReference: order.orderReference, note: 'Not mine' })).statusCode).toBe(
      403,
    );

    const tripzen = 'tripzen.localhost';
    const otherOperator = await login(t.app, 'ops@tripzen.test', { host: tripzen });
    expect(await queued(otherOperator, tripzen)).not.toContain(order.orderReference);
    const foreign = await complete(otherOperator, { orderReference: order.orderReference }, tripzen);
    expect(foreign.statusCode).toBe(404);
    const foreignFail = await fail(
      otherOperator,
      { orderReference: order.orderReference, note: 'Not ours' },
      randomUUID(),
      tripzen,
    );
    expect(foreignFail.statusCode).toBe(404);
    expect(await queued()).toContain(order.orderReference);
  });
});
