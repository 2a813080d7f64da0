import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BackofficeMoneyPaths,
  BookingErrorCode,
  FlightBookingPaths,
  OnlineIssueFailedAction,
  OrderErrorCode,
  OrderPaths,
  PartialPaymentPaths,
  PaymentPaths,
  type FlightOrder,
  type LedgerAudit,
  type OnlineIssueRequest,
  type OnlineIssueResponse,
  type OrderAnswer,
  type OrderDuesResponse,
  type OrderHistory,
  type PassbookPage,
} from '@portal/contracts';
import { book, getOrder, holdOne, post, priceOne, travellersFor } from './support/booking';
import { authHeaders, dhakaDate } from './support/flight';
import { balanceOf, buildFundedAgency } from './support/money';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

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
  // Whatever a test did, the ledger still balances and every wallet equals its entries.
  const response = await t.app.inject({
    method: 'GET',
    url: BackofficeMoneyPaths.getLedgerAudit,
    headers: authHeaders(operator),
  });
  const audit = response.json<LedgerAudit>();
  expect(audit.unbalancedTransactions).toEqual([]);
  expect(audit.mismatchedAccounts).toEqual([]);
});

/** A fresh agency with a little money in its wallet, so a wallet issue alone could not pay a ticket. */
const agencyWithFloat = (name: string, amount = 500_00) =>
  buildFundedAgency(t.app, t.db, { operatorToken: operator, name, amount });

type Body = Partial<OnlineIssueRequest> & Record<string, unknown>;

function payOnline(token: string, body: Body, payment: 'Full' | 'Partial' = 'Full', key = randomUUID()) {
  const url =
    payment === 'Full'
      ? OrderPaths.getIssueTicketWithFullPayOnline
      : OrderPaths.getIssueTicketWithPartPayOnline;
  return post(t.app, token, url, body, key);
}

const byCard = (order: FlightOrder) => ({
  orderReference: order.orderReference,
  acceptedPayable: order.totals.payable.amount,
  method: 'card' as const,
  cardBin: '432155',
});

async function openCheckout(token: string, order: FlightOrder, payment: 'Full' | 'Partial' = 'Full') {
  const response = await payOnline(token, byCard(order), payment);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OnlineIssueResponse>();
}

/** Posts the checkout page's card form as the payer's browser would. */
function payAtCheckout(checkoutUrl: string, cardNumber = '4321 5500 0000 0008') {
  return t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/card`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber,
      cardName: 'Rahim Uddin',
      expiry: '12/39',
      cvv: '123',
    }).toString(),
  });
}

async function orderOf(token: string, orderReference: string): Promise<FlightOrder> {
  const response = await getOrder(t.app, token, orderReference);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderAnswer>().order;
}

async function historyOf(token: string, orderReference: string) {
  const response = await post(t.app, token, OrderPaths.getOrderHistory, { orderReference });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderHistory>().events;
}

async function passbook(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: PaymentPaths.passbook.load,
    headers: authHeaders(token),
  });
  return response.json<PassbookPage>().entries;
}

describe('issuing a held order paying online', () => {
  it('issues the order once the card payment is made: the wallet is credited and debited the same amount', async () => {
    const { token } = await agencyWithFloat('Online Issue Travels');
    const before = await balanceOf(t.app, token);
    const held = await holdOne(t.app, token);
    const payable = held.totals.payable.amount;

    const opened = await openCheckout(token, held);
    expect(opened.payment).toMatchObject({
      status: 'pending',
      amount: payable,
      surchargeBasisPoints: 150,
      cardScope: 'local',
    });
    expect(opened.payment.total).toBe(payable + opened.payment.surcharge);
    expect(opened.checkoutUrl).toMatch(/^\/sandbox-gateway\/checkout\/cs_/);
    // Nothing is issued or posted before the gateway says paid.
    expect((await orderOf(token, held.orderReference)).status).toBe('OnHold');

    const paid = await payAtCheckout(opened.checkoutUrl);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/flight-order?reference=${held.orderReference}&paymentId=${opened.payment.paymentId}&code=success`,
    );

    const order = await orderOf(token, held.orderReference);
    expect([order.status, order.payment.mode, order.payment.paidAmount.amount]).toEqual([
      'Confirmed',
      'Full',
      payable,
    ]);
    for (const pax of order.passengers) expect(pax.ticketNumber).not.toBeNull();
    expect((await balanceOf(t.app, token)).walletBalance).toBe(before.walletBalance);
    const lines = await passbook(token);
    expect(
      lines
        .filter((line) => line.kind !== 'adjustment')
        .map((line) => [line.kind, line.reference, line.credit, line.debit])
        .sort(),
    ).toEqual(
      [
        ['online_payment', opened.payment.reference, payable, 0],
        ['ticket', held.orderReference, 0, payable],
      ].sort(),
    );
    expect(
      (await historyOf(token, held.orderReference)).map((event) => [event.action, event.status]),
    ).toEqual([
      ['Booked', 'OnHold'],
      ['Issued', 'Confirmed'],
    ]);
  });

  it('pays the part-payment minimum online and leaves the rest as a due', async () => {
    const { token } = await agencyWithFloat('Online Part Pay Travels');
    const before = await balanceOf(t.app, token);
    const held = await holdOne(t.app, token);
    const minimum = held.partialPayment?.minimumPayable.amount ?? 0;
    expect(minimum).toBeGreaterThan(0);

    const opened = await openCheckout(token, held, 'Partial');
    expect(opened.payment.amount).toBe(minimum);
    const paid = await payAtCheckout(opened.checkoutUrl);
    expect(paid.headers.location).toContain('code=success');

    const order = await orderOf(token, held.orderReference);
    expect([
      order.status,
      order.payment.mode,
      order.payment.paidAmount.amount,
      order.payment.dueAmount.amount,
    ]).toEqual(['Confirmed', 'Partial', minimum, held.totals.payable.amount - minimum]);
    const after = await balanceOf(t.app, token);
    expect([after.walletBalance, after.dueAmount]).toEqual([
      before.walletBalance,
      held.totals.payable.amount - minimum,
    ]);
    const dues = await t.app.inject({
      method: 'GET',
      url: PartialPaymentPaths.getOrderDues,
      query: { orderReference: held.orderReference },
      headers: authHeaders(token),
    });
    expect(dues.json<OrderDuesResponse>().dues[0]?.outstandingAmount).toBe(
      held.totals.payable.amount - minimum,
    );
  });

  it('keeps the money in the wallet and says why in the history when the price moved before issuing', async () => {
    const { token } = await agencyWithFloat('Moving Price Travels');
    const before = await balanceOf(t.app, token);
    const priced = await priceOne(t.app, token, { fareType: 'OnHold' });
    const booked = await book(t.app, token, priced, { passengers: travellersFor(priced, 'ISSUECHANGE') });
    expect(booked.statusCode, booked.body).toBe(200);
    const held = booked.json<OrderAnswer>().order;

    const opened = await openCheckout(token, held);
    const paid = await payAtCheckout(opened.checkoutUrl);
    // The payment went through, so the payer is sent back as paid and the gateway's result is acknowledged.
    expect(paid.headers.location).toContain('code=success');

    const order = await orderOf(token, held.orderReference);
    expect(order.status).toBe('OnHold');
    expect(order.passengers.every((pax) => pax.ticketNumber === null)).toBe(true);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(
      before.walletBalance + held.totals.payable.amount,
    );
    expect((await passbook(token)).filter((line) => line.kind === 'ticket')).toEqual([]);
    const last = (await historyOf(token, held.orderReference)).at(-1);
    expect(last).toMatchObject({
      action: OnlineIssueFailedAction,
      status: 'OnHold',
      note: expect.stringMatching(/price/i),
    });
  });

  it('keeps the money when the airline refuses, and leaves an issue in doubt to the operators, paid', async () => {
    const { token } = await agencyWithFloat('Airline Moods Travels');
    const before = await balanceOf(t.app, token);
    const heldAs = async (surname: string) => {
      const priced = await priceOne(t.app, token, { fareType: 'OnHold' });
      const booked = await book(t.app, token, priced, { passengers: travellersFor(priced, surname) });
      expect(booked.statusCode, booked.body).toBe(200);
      return booked.json<OrderAnswer>().order;
    };

    const refused = await heldAs('TICKETREFUSED');
    await payAtCheckout((await openCheckout(token, refused)).checkoutUrl);
    expect((await orderOf(token, refused.orderReference)).status).toBe('OnHold');
    expect((await historyOf(token, refused.orderReference)).at(-1)).toMatchObject({
      action: OnlineIssueFailedAction,
      status: 'OnHold',
      note: expect.stringContaining('The airline refused to issue the tickets'),
    });
    expect((await balanceOf(t.app, token)).walletBalance).toBe(
      before.walletBalance + refused.totals.payable.amount,
    );

    const doubtful = await heldAs('TICKETDOUBT');
    await payAtCheckout((await openCheckout(token, doubtful)).checkoutUrl);
    const inProgress = await orderOf(token, doubtful.orderReference);
    expect([inProgress.status, inProgress.payment.paidAmount.amount]).toEqual([
      'InProgress',
      doubtful.totals.payable.amount,
    ]);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(
      before.walletBalance + refused.totals.payable.amount,
    );
  });

  it('issues nothing and posts nothing when the card is declined', async () => {
    const { token } = await agencyWithFloat('Declined Card Travels');
    const before = await balanceOf(t.app, token);
    const held = await holdOne(t.app, token);
    const response = await payOnline(token, { ...byCard(held), cardBin: '400000' });
    expect(response.statusCode, response.body).toBe(200);
    const opened = response.json<OnlineIssueResponse>();

    const declined = await payAtCheckout(opened.checkoutUrl, '4000 0000 0000 0002');
    expect(declined.headers.location).toBe(
      `/flight-order?reference=${held.orderReference}&paymentId=${opened.payment.paymentId}&code=failure`,
    );
    expect((await orderOf(token, held.orderReference)).status).toBe('OnHold');
    expect((await balanceOf(t.app, token)).walletBalance).toBe(before.walletBalance);
    expect((await historyOf(token, held.orderReference)).map((event) => event.action)).toEqual(['Booked']);
  });

  it('answers the same checkout to a replay of the Idempotency-Key, and 409 to the key with another body', async () => {
    const { token } = await agencyWithFloat('Replay Online Travels');
    const held = await holdOne(t.app, token);
    const key = randomUUID();
    const first = await payOnline(token, byCard(held), 'Full', key);
    const again = await payOnline(token, byCard(held), 'Full', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const changed = await payOnline(
      token,
      { ...byCard(held), method: 'net_banking', cardBin: undefined },
      'Full',
      key,
    );
    expect(changed.statusCode).toBe(409);
  });
});

describe('refusals', () => {
  it('answers 404 for another agency’s order and writes nothing', async () => {
    const owner = await agencyWithFloat('Order Owner Travels');
    const stranger = await agencyWithFloat('Stranger Travels');
    const held = await holdOne(t.app, owner.token);
    const response = await payOnline(stranger.token, byCard(held));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe(OrderErrorCode.OrderNotFound);
    const skyway = await login(t.app, 'agent@skyway.test', { host: 'skyway.localhost' });
    const crossTenant = await t.app.inject({
      method: 'POST',
      url: OrderPaths.getIssueTicketWithFullPayOnline,
      headers: { ...authHeaders(skyway, 'skyway.localhost'), 'idempotency-key': randomUUID() },
      payload: byCard(held),
    });
    expect(crossTenant.statusCode).toBe(404);
    expect((await orderOf(owner.token, held.orderReference)).status).toBe('OnHold');
  });

  it('refuses a changed payable, a cancelled order, bad input and a staff user without the right', async () => {
    const { token } = await agencyWithFloat('Refusing Online Travels');
    const held = await holdOne(t.app, token);

    const stale = await payOnline(token, {
      ...byCard(held),
      acceptedPayable: held.totals.payable.amount - 100,
    });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, BookingErrorCode.PriceChanged]);

    const noWallet = await payOnline(token, { ...byCard(held), method: 'mobile_wallet', cardBin: undefined });
    expect(noWallet.statusCode).toBe(400);
    const unknownField = await payOnline(token, { ...byCard(held), amount: 1 });
    expect(unknownField.statusCode).toBe(400);
    const noKey = await post(t.app, token, OrderPaths.getIssueTicketWithFullPayOnline, byCard(held));
    expect(noKey.statusCode).toBe(400);

    const soon = await holdOne(t.app, token, {
      segments: [{ origin: 'DAC', destination: 'DXB', departureDate: dhakaDate(3) }],
    });
    const noPart = await payOnline(token, byCard(soon), 'Partial');
    expect([noPart.statusCode, noPart.json().error.code]).toEqual([422, OrderErrorCode.PartialNotAvailable]);

    const cancel = await post(t.app, token, FlightBookingPaths.airCancel, {
      orderReference: held.orderReference,
    });
    expect(cancel.statusCode).toBe(200);
    const afterCancel = await payOnline(token, byCard(held));
    expect([afterCancel.statusCode, afterCancel.json().error.code]).toEqual([
      409,
      OrderErrorCode.WrongStatus,
    ]);

    const staff = await login(t.app, 'staff@demo.test');
    const staffHeld = await holdOne(t.app, staff);
    expect((await payOnline(staff, byCard(staffHeld))).statusCode).toBe(403);
  });
});
