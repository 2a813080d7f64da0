import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FlightBookingPaths,
  OrderPaths,
  PartialPaymentPaths,
  PartialRequestMessage,
  PartialRequestQueuePaths,
  type FlightOrder,
  type OrderAnswer,
  type OrderDuesResponse,
  type OrderHistory,
  type OrderNotificationsResponse,
  type PartialRequestDecision,
  type PartialRequestQueueItem,
  type PartialRequestQueueResponse,
} from '@portal/contracts';
import { book, getOrder, issue, post, priceOne } from './support/booking';
import { authHeaders, dhakaDate } from './support/flight';
import { balanceOf, buildFundedAgency } from './support/money';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';
import { expectLedgerBalanced } from './support/ledger-audit';

// Part payment is offered a week or more before the first flight; closer, the agent asks and an operator decides.
let t: TestApp;
let operator: string;
let offsetMs = 0;
const hourMs = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(Date.now() + offsetMs),
    env: { API_RATE_LIMIT_PER_MINUTE: '100000000' },
  });
  operator = await login(t.app, 'ops@demo.test');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  offsetMs = 0;
  await expectLedgerBalanced(t.app, operator);
});

const fundedAgency = (name: string) => buildFundedAgency(t.app, t.db, { operatorToken: operator, name });

/** A held one-way order whose flight leaves `days` days from today (Dhaka). */
async function heldOrder(token: string, days: number): Promise<FlightOrder> {
  const priced = await priceOne(t.app, token, {
    fareType: 'OnHold',
    search: { segments: [{ origin: 'DAC', destination: 'DXB', departureDate: dhakaDate(days) }] },
  });
  const booked = await book(t.app, token, priced);
  expect(booked.statusCode).toBe(200);
  return booked.json<OrderAnswer>().order;
}

const askForPartial = (token: string, body: object) =>
  post(t.app, token, OrderPaths.initiateRequestToEnablePartialPayment, body);

const pendingQueue = (token = operator, host = 'localhost') =>
  t.app.inject({
    method: 'GET',
    url: PartialRequestQueuePaths.getPendingRequests,
    headers: authHeaders(token, host),
  });

async function queuedItem(orderReference: string): Promise<PartialRequestQueueItem | undefined> {
  const listed = await pendingQueue();
  expect(listed.statusCode).toBe(200);
  return listed
    .json<PartialRequestQueueResponse>()
    .requests.find((item) => item.orderReference === orderReference);
}

const decide = (
  action: 'approveRequest' | 'rejectRequest',
  body: object,
  token = operator,
  host = 'localhost',
) =>
  t.app.inject({
    method: 'POST',
    url: PartialRequestQueuePaths[action],
    headers: authHeaders(token, host),
    payload: body,
  });

const readOrder = async (token: string, reference: string) =>
  (await getOrder(t.app, token, reference)).json<OrderAnswer>().order;

/** The agency's notices about part-payment decisions (GetNotifications). */
async function decisionNotices(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: OrderPaths.getNotifications,
    headers: authHeaders(token),
  });
  expect(response.statusCode).toBe(200);
  return response
    .json<OrderNotificationsResponse>()
    .notifications.filter((notice) => notice.kind === 'partialRequest');
}

const errorOf = (response: {
  statusCode: number;
  json: () => { error: { code: string; message: string } };
}) => [response.statusCode, response.json().error.code, response.json().error.message];

describe('a request to enable part payment', () => {
  it('goes from the agent to the operators and, approved, lets the agent issue in part with the due agreed', async () => {
    const { token } = await fundedAgency('Short Notice Travels');
    const order = await heldOrder(token, 4);
    expect(order.partialPayment).toBeNull();
    expect(order.partialPaymentRequest).toBeNull();
    expect(order.actions.requestPartialPayment).toBe(true);
    const refusedPartial = await issue(
      t.app,
      token,
      { orderReference: order.orderReference, acceptedPayable: order.totals.payable.amount },
      'Partial',
    );
    expect(refusedPartial.statusCode).toBe(422);

    const asked = await askForPartial(token, {
      orderReference: order.orderReference,
      message: '  Client pays the rest on Monday  ',
    });
    expect(asked.statusCode).toBe(200);
    const pending = asked.json<OrderAnswer>().order;
    expect(pending.partialPaymentRequest).toMatchObject({
      status: 'Pending',
      message: 'Client pays the rest on Monday',
      requestedBy: 'Test User',
      decidedAt: null,
      dueAt: null,
    });
    expect(pending.actions.requestPartialPayment).toBe(false);
    expect(pending.partialPayment).toBeNull();

    expect(errorOf(await askForPartial(token, { orderReference: order.orderReference }))).toEqual([
      409,
      'PARTIAL_REQUEST_PENDING',
      PartialRequestMessage.requestPending,
    ]);

    const item = await queuedItem(order.orderReference);
    expect(item).toMatchObject({
      agencyName: 'Short Notice Travels',
      requestedBy: 'Test User',
      message: 'Client pays the rest on Monday',
      pnr: order.pnr,
      amount: order.totals.payable,
      minimumPayable: {
        amount: Math.ceil((order.totals.payable.amount * 0.4) / 100) * 100,
        currency: order.totals.payable.currency,
      },
    });
    const firstDeparture = new Date(item!.firstDepartureAt).getTime();
    expect(new Date(item!.latestDueAt).getTime()).toBe(firstDeparture - 24 * hourMs);

    // A due date after the latest allowed, or already past, is refused and changes nothing.
    const tooLate = new Date(new Date(item!.latestDueAt).getTime() + hourMs).toISOString();
    expect(errorOf(await decide('approveRequest', { requestId: item!.requestId, dueAt: tooLate }))).toEqual([
      422,
      'PARTIAL_DUE_DATE_INVALID',
      PartialRequestMessage.dueDateInvalid,
    ]);
    const past = new Date(Date.now() - hourMs).toISOString();
    expect((await decide('approveRequest', { requestId: item!.requestId, dueAt: past })).statusCode).toBe(
      422,
    );
    expect((await readOrder(token, order.orderReference)).partialPaymentRequest?.status).toBe('Pending');

    const dueAt = new Date(new Date(item!.latestDueAt).getTime() - hourMs);
    const approved = await decide('approveRequest', {
      requestId: item!.requestId,
      dueAt: dueAt.toISOString(),
      note: 'Agreed with the desk',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<PartialRequestDecision>()).toMatchObject({
      orderReference: order.orderReference,
      request: { status: 'Approved', dueAt: dueAt.toISOString(), decisionNote: 'Agreed with the desk' },
    });
    expect(
      errorOf(await decide('rejectRequest', { requestId: item!.requestId, note: 'Changed my mind' })),
    ).toEqual([409, 'PARTIAL_REQUEST_DECIDED', PartialRequestMessage.alreadyDecided]);
    expect(await queuedItem(order.orderReference)).toBeUndefined();

    expect(await decisionNotices(token)).toEqual([
      expect.objectContaining({
        orderReference: order.orderReference,
        decision: 'Approved',
        status: 'OnHold',
        deadline: dueAt.toISOString(),
      }),
    ]);

    const offered = await readOrder(token, order.orderReference);
    expect(offered.partialPayment).toEqual({
      minimumPayable: item!.minimumPayable,
      dueAt: dueAt.toISOString(),
    });
    expect(offered.partialPaymentRequest?.status).toBe('Approved');
    expect(offered.actions.requestPartialPayment).toBe(false);
    expect(errorOf(await askForPartial(token, { orderReference: order.orderReference }))).toEqual([
      409,
      'PARTIAL_ALREADY_AVAILABLE',
      PartialRequestMessage.alreadyAvailable,
    ]);

    const before = await balanceOf(t.app, token);
    const issued = await issue(
      t.app,
      token,
      { orderReference: order.orderReference, acceptedPayable: order.totals.payable.amount },
      'Partial',
    );
    expect(issued.statusCode).toBe(200);
    const ticketed = issued.json<OrderAnswer>().order;
    expect(ticketed.status).toBe('Confirmed');
    expect(ticketed.payment).toMatchObject({
      mode: 'Partial',
      paidAmount: item!.minimumPayable,
      dueAt: dueAt.toISOString(),
    });
    expect((await balanceOf(t.app, token)).walletBalance).toBe(
      before.walletBalance - item!.minimumPayable.amount,
    );
    const dues = await t.app.inject({
      method: 'GET',
      url: PartialPaymentPaths.getOrderDues,
      query: { orderReference: order.orderReference },
      headers: authHeaders(token),
    });
    expect(dues.json<OrderDuesResponse>().dues[0]).toMatchObject({
      outstandingAmount: order.totals.payable.amount - item!.minimumPayable.amount,
      dueAt: dueAt.toISOString(),
    });

    const history = await post(t.app, token, OrderPaths.getOrderHistory, {
      orderReference: order.orderReference,
    });
    expect(history.json<OrderHistory>().events.map((event) => event.action)).toEqual(
      expect.arrayContaining(['PartPaymentRequested', 'PartPaymentApproved', 'IssuedPartlyPaid']),
    );
    // Once issued, the approval is no longer news.
    expect(await decisionNotices(token)).toEqual([]);
  });

  it('declined, shows the reason and may be asked for again', async () => {
    const { token } = await fundedAgency('Declined Request Travels');
    const order = await heldOrder(token, 5);
    expect((await askForPartial(token, { orderReference: order.orderReference })).statusCode).toBe(200);
    const item = await queuedItem(order.orderReference);
    expect(item?.message).toBeNull();

    const noReason = await decide('rejectRequest', { requestId: item!.requestId, note: 'no' });
    expect([noReason.statusCode, noReason.json().error.message]).toEqual([
      400,
      `note: ${PartialRequestMessage.reasonRequired}`,
    ]);
    const declined = await decide('rejectRequest', {
      requestId: item!.requestId,
      note: 'Your agency has overdue dues',
    });
    expect(declined.statusCode).toBe(200);

    expect(await decisionNotices(token)).toEqual([
      expect.objectContaining({ orderReference: order.orderReference, decision: 'Rejected', deadline: null }),
    ]);

    const shown = await readOrder(token, order.orderReference);
    expect(shown.partialPaymentRequest).toMatchObject({
      status: 'Rejected',
      decisionNote: 'Your agency has overdue dues',
      dueAt: null,
    });
    expect(shown.partialPayment).toBeNull();
    expect(shown.actions.requestPartialPayment).toBe(true);
    const partial = await issue(
      t.app,
      token,
      { orderReference: order.orderReference, acceptedPayable: order.totals.payable.amount },
      'Partial',
    );
    expect(partial.statusCode).toBe(422);

    const again = await askForPartial(token, {
      orderReference: order.orderReference,
      message: 'Please reconsider',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderAnswer>().order.partialPaymentRequest).toMatchObject({
      status: 'Pending',
      message: 'Please reconsider',
    });
  });

  it('is refused when part payment is offered already, too close to departure, or the order is not held', async () => {
    const { token } = await fundedAgency('Refused Requests Travels');
    const farAway = await heldOrder(token, 20);
    expect(farAway.partialPayment).not.toBeNull();
    expect(farAway.actions.requestPartialPayment).toBe(false);
    expect(errorOf(await askForPartial(token, { orderReference: farAway.orderReference }))).toEqual([
      409,
      'PARTIAL_ALREADY_AVAILABLE',
      PartialRequestMessage.alreadyAvailable,
    ]);

    const tomorrow = await heldOrder(token, 1);
    expect(tomorrow.actions.requestPartialPayment).toBe(false);
    expect(errorOf(await askForPartial(token, { orderReference: tomorrow.orderReference }))).toEqual([
      422,
      'PARTIAL_REQUEST_TOO_LATE',
      PartialRequestMessage.tooLate,
    ]);

    const cancelled = await heldOrder(token, 4);
    expect(
      (await post(t.app, token, FlightBookingPaths.airCancel, { orderReference: cancelled.orderReference }))
        .statusCode,
    ).toBe(200);
    expect(errorOf(await askForPartial(token, { orderReference: cancelled.orderReference }))).toEqual([
      409,
      'ORDER_WRONG_STATUS',
      PartialRequestMessage.notHeld,
    ]);

    const unknownField = await askForPartial(token, { orderReference: tomorrow.orderReference, amount: 1 });
    expect(unknownField.statusCode).toBe(400);
    const history = await post(t.app, token, OrderPaths.getOrderHistory, {
      orderReference: tomorrow.orderReference,
    });
    expect(history.json<OrderHistory>().events.map((event) => event.action)).not.toContain(
      'PartPaymentRequested',
    );
  });

  it('cannot be approved once the order’s time limit has passed, and leaves the queue', async () => {
    const { token } = await fundedAgency('Lapsed Hold Travels');
    const order = await heldOrder(token, 4);
    expect((await askForPartial(token, { orderReference: order.orderReference })).statusCode).toBe(200);
    const item = await queuedItem(order.orderReference);
    offsetMs = new Date(order.timeLimit!).getTime() - Date.now() + 60_000;
    expect(await queuedItem(order.orderReference)).toBeUndefined();
    const dueAt = new Date(new Date(item!.latestDueAt).getTime() - hourMs).toISOString();
    expect(errorOf(await decide('approveRequest', { requestId: item!.requestId, dueAt }))).toEqual([
      409,
      'ORDER_WRONG_STATUS',
      PartialRequestMessage.orderNoLongerHeld,
    ]);
  });

  it('takes one decision when two operators decide at once', async () => {
    const { token } = await fundedAgency('Racing Decisions Travels');
    const order = await heldOrder(token, 4);
    expect((await askForPartial(token, { orderReference: order.orderReference })).statusCode).toBe(200);
    const item = await queuedItem(order.orderReference);
    const dueAt = new Date(new Date(item!.latestDueAt).getTime() - hourMs).toISOString();
    const answers = await Promise.all([
      decide('approveRequest', { requestId: item!.requestId, dueAt }),
      decide('rejectRequest', { requestId: item!.requestId, note: 'Not this time' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const decided = answers.find((answer) => answer.statusCode === 200)!.json<PartialRequestDecision>();
    const shown = await readOrder(token, order.orderReference);
    expect(shown.partialPaymentRequest?.status).toBe(decided.request.status);
    expect(shown.partialPayment !== null).toBe(decided.request.status === 'Approved');
  });
});

describe('who may ask and who may decide', () => {
  it('needs EnablePartialPayment to ask, an operator of the same tenant to decide; others get 403 or 404', async () => {
    const { token } = await fundedAgency('Guarded Requests Travels');
    const order = await heldOrder(token, 4);

    const other = await fundedAgency('Nosy Neighbour Travels');
    expect(errorOf(await askForPartial(other.token, { orderReference: order.orderReference }))[0]).toBe(404);

    const staff = await login(t.app, 'staff@demo.test');
    expect((await askForPartial(staff, { orderReference: order.orderReference })).statusCode).toBe(403);

    expect((await askForPartial(token, { orderReference: order.orderReference })).statusCode).toBe(200);
    const item = await queuedItem(order.orderReference);
    expect((await pendingQueue(token)).statusCode).toBe(403);
    expect(
      (await decide('rejectRequest', { requestId: item!.requestId, note: 'Self-service' }, token)).statusCode,
    ).toBe(403);

    const tripzenOperator = await login(t.app, 'ops@tripzen.test', { host: 'tripzen.localhost' });
    const theirQueue = await pendingQueue(tripzenOperator, 'tripzen.localhost');
    expect(theirQueue.statusCode).toBe(200);
    expect(
      theirQueue.json<PartialRequestQueueResponse>().requests.map((request) => request.orderReference),
    ).not.toContain(order.orderReference);
    const foreign = await decide(
      'rejectRequest',
      { requestId: item!.requestId, note: 'Not ours to decide' },
      tripzenOperator,
      'tripzen.localhost',
    );
    expect(errorOf(foreign)).toEqual([
      404,
      'PARTIAL_REQUEST_NOT_FOUND',
      PartialRequestMessage.requestNotFound,
    ]);
    expect((await readOrder(token, order.orderReference)).partialPaymentRequest?.status).toBe('Pending');
  });
});
