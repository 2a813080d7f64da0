import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FlightBookingPaths,
  OrderPaths,
  PartialPaymentPaths,
  PaymentPaths,
  type OrderAnswer,
  type OrderDuesResponse,
  type OrderHistory,
  type PassbookPage,
} from '@portal/contracts';
import { accountingCode } from '@portal/sandbox-supply';
import { expireHeldOrders } from '../src/orders/expire-held-orders';
import { book, getOrder, holdOne, issue, post, priceOne, travellersFor } from './support/booking';
import { authHeaders } from './support/flight';
import { balanceOf, buildFundedAgency } from './support/money';
import { settleNow } from './support/partial-payments';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';
import { refusal } from './support/refusal';
import { expectLedgerBalanced } from './support/ledger-audit';

let t: TestApp;
let operator: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await login(t.app, 'ops@demo.test');
  agent = await login(t.app, 'agent@demo.test');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerBalanced(t.app, operator);
});

/** A fresh agency with money in its wallet, so tests do not share a balance. */
const fundedAgency = (name: string, amount = 5_000_000_00) =>
  buildFundedAgency(t.app, t.db, { operatorToken: operator, name, amount });

describe('holding and issuing a flight', () => {
  it('holds a one-way booking as a PNR, then issues it from the wallet with one ticket per traveller', async () => {
    const { token } = await fundedAgency('Hold Issue Travels');
    const before = await balanceOf(t.app, token);
    const held = await holdOne(t.app, token);
    expect(held.status).toBe('OnHold');
    expect(held.pnr).toMatch(/^[A-Z2-9]{6}$/);
    expect(new Date(held.timeLimit ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(held.actions).toEqual({ issue: true, cancel: true, print: true, requestPartialPayment: false });
    expect((await balanceOf(t.app, token)).walletBalance).toBe(before.walletBalance);
    // What makes up the agent fare: gross, less commission, plus AIT and taxes.
    const { fareGross, fareAgent, commission, ait } = held.totals;
    expect(commission.amount).toBeGreaterThanOrEqual(0);
    expect(ait.amount).toBeGreaterThanOrEqual(0);
    expect(fareAgent.amount).toBe(fareGross.amount - commission.amount + ait.amount);

    const issued = await issue(t.app, token, {
      orderReference: held.orderReference,
      acceptedPayable: held.totals.payable.amount,
    });
    expect(issued.statusCode).toBe(200);
    const order = issued.json<OrderAnswer>().order;
    expect(order.status).toBe('Confirmed');
    const prefix = accountingCode(order.validatingAirline);
    for (const pax of order.passengers) expect(pax.ticketNumber).toMatch(new RegExp(`^${prefix}-\\d{10}$`));
    expect((await balanceOf(t.app, token)).walletBalance).toBe(
      before.walletBalance - order.totals.payable.amount,
    );

    const ledger = await t.app.inject({
      method: 'GET',
      url: `${PaymentPaths.passbook.load}?kind=ticket`,
      headers: authHeaders(token),
    });
    expect(ledger.json<PassbookPage>().entries.map((entry) => [entry.reference, entry.debit])).toEqual([
      [order.orderReference, order.totals.payable.amount],
    ]);
    const history = await post(t.app, token, OrderPaths.getOrderHistory, {
      orderReference: order.orderReference,
    });
    expect(history.json<OrderHistory>().events.map((event) => [event.action, event.status])).toEqual([
      ['Booked', 'OnHold'],
      ['Issued', 'Confirmed'],
    ]);
    // The history stays what happened: the database refuses to change or remove an event.
    expect(await refusal(t.db.execute(sql`update flight_order_events set note = 'rewritten'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(t.db.execute(sql`delete from flight_order_events`))).toMatch(/append-only/);
  });

  it('refuses what the status does not allow: issuing a cancelled or expired order, cancelling a ticketed one', async () => {
    const { token } = await fundedAgency('Refusals Travels');
    const cancelled = await holdOne(t.app, token);
    const cancel = await post(t.app, token, FlightBookingPaths.airCancel, {
      orderReference: cancelled.orderReference,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json<OrderAnswer>().order.status).toBe('Cancelled');
    const issueCancelled = await issue(t.app, token, {
      orderReference: cancelled.orderReference,
      acceptedPayable: cancelled.totals.payable.amount,
    });
    expect([issueCancelled.statusCode, issueCancelled.json().error.message]).toEqual([
      409,
      'Only a booking on hold can be issued.',
    ]);

    const lapsing = await holdOne(t.app, token);
    const expired = await expireHeldOrders({
      db: t.db,
      supplier: t.app.flightBooking,
      now: new Date(new Date(lapsing.timeLimit ?? 0).getTime() - 30_000),
    });
    expect(expired).toContain(lapsing.orderReference);
    expect((await getOrder(t.app, token, lapsing.orderReference)).json<OrderAnswer>().order.status).toBe(
      'Expired',
    );
    const issueExpired = await issue(t.app, token, {
      orderReference: lapsing.orderReference,
      acceptedPayable: lapsing.totals.payable.amount,
    });
    expect(issueExpired.statusCode).toBe(409);

    const ticketed = await holdOne(t.app, token);
    const done = await issue(t.app, token, {
      orderReference: ticketed.orderReference,
      acceptedPayable: ticketed.totals.payable.amount,
    });
    expect(done.statusCode).toBe(200);
    const cancelTicketed = await post(t.app, token, FlightBookingPaths.airCancel, {
      orderReference: ticketed.orderReference,
    });
    expect([cancelTicketed.statusCode, cancelTicketed.json().error.message]).toEqual([
      409,
      'Only a booking on hold can be cancelled. A ticketed booking needs a void or refund request.',
    ]);
  });

  it('refuses an issue at a price the agent did not accept, and one the wallet cannot pay, debiting nothing', async () => {
    const { token } = await fundedAgency('Poor Travels', 100_00);
    const held = await holdOne(t.app, token);
    const wrongPrice = await issue(t.app, token, {
      orderReference: held.orderReference,
      acceptedPayable: held.totals.payable.amount - 100,
    });
    expect([wrongPrice.statusCode, wrongPrice.json().error.code]).toEqual([409, 'PRICE_CHANGED']);
    const tooPoor = await issue(t.app, token, {
      orderReference: held.orderReference,
      acceptedPayable: held.totals.payable.amount,
    });
    expect([tooPoor.statusCode, tooPoor.json().error.message]).toEqual([422, 'insufficient balance']);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(100_00);
    expect((await getOrder(t.app, token, held.orderReference)).json<OrderAnswer>().order.status).toBe(
      'OnHold',
    );
  });

  it('issues twenty parallel calls with one Idempotency-Key once', async () => {
    const { token } = await fundedAgency('Parallel Travels');
    const before = await balanceOf(t.app, token);
    const held = await holdOne(t.app, token);
    const key = randomUUID();
    const body = { orderReference: held.orderReference, acceptedPayable: held.totals.payable.amount };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => issue(t.app, token, body, 'Full', key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json<OrderAnswer>().order.status))).toEqual(
      new Set(['Confirmed']),
    );
    expect((await balanceOf(t.app, token)).walletBalance).toBe(
      before.walletBalance - held.totals.payable.amount,
    );
  });

  it('issues partly paid: the wallet pays the minimum and the rest is a due on the partial-payment list', async () => {
    const { token } = await fundedAgency('Part Pay Travels');
    const before = await balanceOf(t.app, token);
    const held = await holdOne(t.app, token);
    expect(held.partialPayment).not.toBeNull();
    const minimum = held.partialPayment?.minimumPayable.amount ?? 0;
    const issued = await issue(
      t.app,
      token,
      { orderReference: held.orderReference, acceptedPayable: held.totals.payable.amount },
      'Partial',
    );
    expect(issued.statusCode).toBe(200);
    const order = issued.json<OrderAnswer>().order;
    expect([
      order.status,
      order.payment.mode,
      order.payment.paidAmount.amount,
      order.payment.dueAmount.amount,
    ]).toEqual(['Confirmed', 'Partial', minimum, held.totals.payable.amount - minimum]);
    const after = await balanceOf(t.app, token);
    expect([after.walletBalance, after.dueAmount]).toEqual([
      before.walletBalance - minimum,
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

    // Settling the rest pays the order in full: the order page shows it paid, nothing due.
    const settled = await settleNow(t.app, token, {
      orderReference: held.orderReference,
      amount: held.totals.payable.amount - minimum,
    });
    expect(settled.statusCode).toBe(200);
    const paid = (await getOrder(t.app, token, held.orderReference)).json<OrderAnswer>().order.payment;
    expect([paid.paidAmount.amount, paid.dueAmount.amount, paid.dueAt]).toEqual([
      held.totals.payable.amount,
      0,
      null,
    ]);
  });
});

describe('web fares and permissions', () => {
  it('issues a Web fare at booking; the staff user may hold but not issue', async () => {
    const { token } = await fundedAgency('Instant Travels');
    const priced = await priceOne(t.app, token, { fareType: 'Web' });
    expect(priced.canHold).toBe(false);
    const booked = await book(t.app, token, priced);
    expect(booked.statusCode).toBe(200);
    expect(booked.json<OrderAnswer>().order.status).toBe('Confirmed');

    const staff = await login(t.app, 'staff@demo.test');
    const webForStaff = await priceOne(t.app, staff, { fareType: 'Web' });
    expect((await book(t.app, staff, webForStaff)).statusCode).toBe(403);
    const heldByStaff = await holdOne(t.app, staff);
    expect(heldByStaff.status).toBe('OnHold');
    const staffIssue = await issue(t.app, staff, {
      orderReference: heldByStaff.orderReference,
      acceptedPayable: heldByStaff.totals.payable.amount,
    });
    expect(staffIssue.statusCode).toBe(403);
    // The agency's owner sees the staff's booking and may issue it.
    expect((await getOrder(t.app, agent, heldByStaff.orderReference)).statusCode).toBe(200);
  });

  it('answers staff without ShowPassportVisa the passengers without their passports; the owner sees them', async () => {
    const staff = await login(t.app, 'staff@demo.test');
    const priced = await priceOne(t.app, staff);
    const passengers = travellersFor(priced, 'Passportson');
    const passportNumber = passengers[0]?.passportNumber;
    expect(passportNumber).toMatch(/^EB\d+$/);
    const booked = await book(t.app, staff, priced, { passengers });
    expect(booked.statusCode).toBe(200);
    expect(booked.body).not.toContain(passportNumber);
    const { orderReference } = booked.json<OrderAnswer>().order;

    const forStaff = await getOrder(t.app, staff, orderReference);
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.body).not.toContain(passportNumber);
    expect(forStaff.body).not.toContain('2032-01-31');
    expect(forStaff.json<OrderAnswer>().order.passengers[0]).toMatchObject({
      firstName: 'Karim',
      lastName: 'Passportson',
      type: 'ADT',
      dateOfBirth: passengers[0]?.dateOfBirth,
      nationality: null,
      passportNumber: null,
      passportExpiry: null,
    });

    const forOwner = await getOrder(t.app, agent, orderReference);
    expect(forOwner.json<OrderAnswer>().order.passengers[0]).toMatchObject({
      nationality: 'BD',
      passportNumber,
      passportExpiry: '2032-01-31',
    });
  });
});

describe('isolation', () => {
  it('answers 404 for an order of another agency or another tenant', async () => {
    const { token } = await fundedAgency('Owner Travels');
    const held = await holdOne(t.app, token);
    expect((await getOrder(t.app, agent, held.orderReference)).statusCode).toBe(404);
    const skyway = await login(t.app, 'agent@skyway.test', { host: 'skyway.localhost' });
    expect((await getOrder(t.app, skyway, held.orderReference, 'skyway.localhost')).statusCode).toBe(404);
    const foreignIssue = await issue(t.app, agent, {
      orderReference: held.orderReference,
      acceptedPayable: held.totals.payable.amount,
    });
    expect(foreignIssue.statusCode).toBe(404);
  });
});

describe('travellers', () => {
  it('refuses travellers who do not match the search, naming what to fix', async () => {
    const { token } = await fundedAgency('Traveller Rules Travels');
    const priced = await priceOne(t.app, token, {
      search: { adultCount: 1, childCount: 1, childAges: [7], infantCount: 1 },
    });
    const people = travellersFor(priced);
    const response = await post(t.app, token, FlightBookingPaths.airSell, {
      priceId: priced.priceId,
      passengers: people.slice(0, 2),
      contact: { email: 'desk@demo.test', phone: '+8801711000000' },
    });
    expect([response.statusCode, response.json().error.message]).toEqual([
      400,
      'The travellers must match the passengers searched for',
    ]);
    const oldInfant = people.map((pax) => (pax.type === 'INF' ? { ...pax, dateOfBirth: '2020-01-01' } : pax));
    const infant = await post(t.app, token, FlightBookingPaths.airSell, {
      priceId: priced.priceId,
      passengers: oldInfant,
      contact: { email: 'desk@demo.test', phone: '+8801711000000' },
    });
    expect(infant.json().error.message).toBe('An infant must be under 2 years old on the day of travel');
    const booked = await book(t.app, token, priced, { passengers: people });
    expect(booked.statusCode).toBe(200);
    expect(booked.json<OrderAnswer>().order.passengers.map((pax) => pax.type)).toEqual(['ADT', 'CHD', 'INF']);
  });
});
