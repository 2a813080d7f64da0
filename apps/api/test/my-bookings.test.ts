import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomerPaths,
  FlightBookingPaths,
  OrderPaths,
  PartialPaymentPaths,
  type BookingsPage,
  type BookingsRequestInput,
  type OrderAnswer,
  type OrderDuesPage,
  type OrderNotificationsResponse,
  type OrderSearchResponse,
  type AfterSalesRequest,
  type SearchBarResult,
} from '@portal/contracts';
import { buildRole, buildUser } from '../src/db/seed/builders';
import { expireHeldOrders } from '../src/orders/expire-held-orders';
import { askRefund, askVoid, ticketedOrder } from './support/after-sales';
import { book, holdOne, issue, issuePartly, post, priceOne, travellersFor } from './support/booking';
import { authHeaders } from './support/flight';
import { buildFundedAgency } from './support/money';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';
import { expectLedgerBalanced } from './support/ledger-audit';
import { settleNow } from './support/partial-payments';

let t: TestApp;
let operator: string;
/** The business clock runs this far ahead of the wall clock; tests move it to look at deadlines. */
let clockAhead = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { API_RATE_LIMIT_PER_MINUTE: '100000000' },
    now: () => new Date(Date.now() + clockAhead),
  });
  operator = await login(t.app, 'ops@demo.test');
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  clockAhead = 0;
  await expectLedgerBalanced(t.app, operator);
});

const fundedAgency = (name: string) => buildFundedAgency(t.app, t.db, { operatorToken: operator, name });

/** Another user of the agency, allowed what the codes say (all of it without codes). */
async function agencyUser(agencyId: string, codes?: number[]) {
  const role = codes
    ? await buildRole(t.db, {
        tenantId: 'bdfare',
        agencyId,
        name: `Role ${randomUUID()}`,
        functionalities: codes,
      })
    : null;
  const email = `desk-${randomUUID().slice(0, 8)}@bookings.test`;
  await buildUser(t.db, {
    tenantId: 'bdfare',
    agencyId,
    email,
    password: 'Desk@1234',
    firstName: 'Desk',
    lastName: 'Agent',
    role: role ? 'staff' : 'agent',
    roleId: role?.id ?? null,
  });
  return login(t.app, email, { password: 'Desk@1234' });
}

const getBookings = (
  token: string,
  body: BookingsRequestInput | Record<string, unknown> = {},
  host?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: CustomerPaths.getBookings,
    headers: authHeaders(token, host),
    payload: body,
  });

async function bookingsOf(token: string, body: BookingsRequestInput = {}, host?: string) {
  const response = await getBookings(token, body, host);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingsPage>();
}

const get = (token: string, url: string, query: Record<string, string> = {}, host?: string) =>
  t.app.inject({ method: 'GET', url, query, headers: authHeaders(token, host) });

const tabCounts = (page: BookingsPage) => Object.fromEntries(page.tabs.map((tab) => [tab.tab, tab.count]));

/**
 * One agency's queue: a held order (travellers named Rahman), a ticketed one (Chowdhury) and a cancelled one
 * (Hossain), booked in that order.
 */
async function agencyWithThreeOrders(name: string) {
  const owner = await fundedAgency(name);
  const held = await holdOne(t.app, owner.token);
  const priced = await priceOne(t.app, owner.token, { fareType: 'OnHold' });
  const booked = await book(t.app, owner.token, priced, { passengers: travellersFor(priced, 'Chowdhury') });
  expect(booked.statusCode, booked.body).toBe(200);
  const toIssue = booked.json<OrderAnswer>().order;
  const issued = await issue(t.app, owner.token, {
    orderReference: toIssue.orderReference,
    acceptedPayable: toIssue.totals.payable.amount,
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const ticketed = issued.json<OrderAnswer>().order;
  const pricedAgain = await priceOne(t.app, owner.token, { fareType: 'OnHold' });
  const third = await book(t.app, owner.token, pricedAgain, {
    passengers: travellersFor(pricedAgain, 'Hossain'),
  });
  const toCancel = third.json<OrderAnswer>().order;
  const cancel = await post(t.app, owner.token, FlightBookingPaths.airCancel, {
    orderReference: toCancel.orderReference,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  return { ...owner, held, ticketed, cancelled: cancel.json<OrderAnswer>().order };
}

let queue: Awaited<ReturnType<typeof agencyWithThreeOrders>>;
beforeAll(async () => {
  queue = await agencyWithThreeOrders('Queue Travels');
});

describe('MyBooking/GetBookings', () => {
  it('lists the agency’s orders newest first, each row saying what the queue shows, with every tab’s count', async () => {
    const page = await bookingsOf(queue.token);
    expect(page.total).toBe(3);
    expect(page.bookings.map((row) => [row.orderReference, row.status])).toEqual([
      [queue.cancelled.orderReference, 'Cancelled'],
      [queue.ticketed.orderReference, 'Confirmed'],
      [queue.held.orderReference, 'OnHold'],
    ]);
    expect(tabCounts(page)).toEqual({
      all: 3,
      onHold: 1,
      inProgress: 0,
      confirmed: 1,
      cancelled: 1,
      expired: 0,
    });

    const held = page.bookings[2];
    const first = queue.held.journeys[0];
    expect(held).toMatchObject({
      pnr: queue.held.pnr,
      route: ['DAC', 'DXB'],
      departure: first?.departure,
      leadPassenger: 'Mr Karim Rahman',
      passengerCount: 1,
      airline: queue.held.validatingAirline,
      payable: queue.held.totals.payable,
      paid: { amount: 0, currency: 'BDT' },
      due: { amount: 0, currency: 'BDT' },
      dueAt: null,
      timeLimit: queue.held.timeLimit,
      createdAt: queue.held.createdAt,
      bookedBy: 'Test User',
    });
    const ticketed = page.bookings[1];
    expect(ticketed).toMatchObject({
      paid: queue.ticketed.totals.payable,
      timeLimit: null,
      leadPassenger: 'Mr Karim Chowdhury',
    });
    expect(page.filterOptions).toEqual({
      airlines: [
        ...new Set([queue.held, queue.ticketed, queue.cancelled].map((o) => o.validatingAirline)),
      ].sort(),
      bookers: [{ userId: expect.any(String), name: 'Test User' }],
    });
  });

  it('lists one tab at a time, keeping every tab’s count', async () => {
    const confirmed = await bookingsOf(queue.token, { tab: 'confirmed' });
    expect(confirmed.bookings.map((row) => row.orderReference)).toEqual([queue.ticketed.orderReference]);
    expect(confirmed.total).toBe(1);
    expect(tabCounts(confirmed).all).toBe(3);
    const onHold = await bookingsOf(queue.token, { tab: 'onHold' });
    expect(onHold.bookings.map((row) => row.orderReference)).toEqual([queue.held.orderReference]);
    expect((await bookingsOf(queue.token, { tab: 'expired' })).bookings).toEqual([]);
  });

  it('pages the list: at most pageSize rows, the total of all', async () => {
    const first = await bookingsOf(queue.token, { pageSize: 2 });
    const second = await bookingsOf(queue.token, { pageSize: 2, page: 2 });
    expect([first.total, first.bookings.length, second.bookings.length]).toEqual([3, 2, 1]);
    expect([...first.bookings, ...second.bookings].map((row) => row.orderReference)).toEqual([
      queue.cancelled.orderReference,
      queue.ticketed.orderReference,
      queue.held.orderReference,
    ]);
    expect((await bookingsOf(queue.token, { page: 5 })).bookings).toEqual([]);
  });

  it('finds an order by its PNR, a traveller’s name, a ticket number or its reference, whatever the case', async () => {
    const found = async (search: string) =>
      (await bookingsOf(queue.token, { search })).bookings.map((row) => row.orderReference);
    expect(await found(queue.held.pnr?.toLowerCase() ?? 'none')).toEqual([queue.held.orderReference]);
    expect(await found('chowdhury')).toEqual([queue.ticketed.orderReference]);
    expect(await found('Chowdhury Karim')).toEqual([queue.ticketed.orderReference]);
    const ticket = queue.ticketed.passengers[0]?.ticketNumber ?? 'none';
    expect(await found(ticket)).toEqual([queue.ticketed.orderReference]);
    expect(await found(ticket.replace('-', ''))).toEqual([queue.ticketed.orderReference]);
    expect(await found(queue.cancelled.orderReference)).toEqual([queue.cancelled.orderReference]);
    expect(await found('Nobody By This Name')).toEqual([]);

    const searched = await bookingsOf(queue.token, { search: 'Hossain' });
    expect(tabCounts(searched)).toMatchObject({ all: 1, cancelled: 1, onHold: 0 });
  });

  it('filters by airline, booker, booking day and departure day', async () => {
    const airline = queue.held.validatingAirline;
    const byAirline = await bookingsOf(queue.token, { airline });
    expect(byAirline.bookings.every((row) => row.airline === airline)).toBe(true);
    expect(byAirline.total).toBeGreaterThan(0);

    const departureDay = queue.held.journeys[0]?.departure.slice(0, 10) ?? '';
    expect(
      (await bookingsOf(queue.token, { departureFrom: departureDay, departureTo: departureDay })).total,
    ).toBe(3);
    const dayAfter = new Date(Date.parse(`${departureDay}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await bookingsOf(queue.token, { departureFrom: dayAfter })).total).toBe(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    expect((await bookingsOf(queue.token, { bookedFrom: today, bookedTo: today })).total).toBe(3);
    expect((await bookingsOf(queue.token, { bookedTo: '2020-01-01' })).total).toBe(0);

    const booker = (await bookingsOf(queue.token)).filterOptions.bookers[0]?.userId ?? '';
    expect((await bookingsOf(queue.token, { bookedBy: booker })).total).toBe(3);
    expect((await bookingsOf(queue.token, { bookedBy: randomUUID() })).total).toBe(0);
  });

  it('never lists another agency’s or another tenant’s orders', async () => {
    const other = await fundedAgency('Other Queue Travels');
    const otherPage = await bookingsOf(other.token);
    expect([otherPage.total, otherPage.bookings, otherPage.filterOptions]).toEqual([
      0,
      [],
      { airlines: [], bookers: [] },
    ]);
    expect((await bookingsOf(other.token, { search: queue.held.pnr ?? 'none' })).total).toBe(0);
    const skyway = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
    const skywayPage = await bookingsOf(skyway, { search: queue.held.orderReference }, hosts.skyway);
    expect(skywayPage.total).toBe(0);
    expect(tabCounts(skywayPage).all).toBe(0);
  });

  it('refuses 403 without ShowBookings and 400 for a bad request, naming what is wrong', async () => {
    const withoutQueue = await agencyUser(queue.agencyId, [202, 207, 211]);
    const refused = await getBookings(withoutQueue, {});
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'FORBIDDEN']);
    const withQueue = await agencyUser(queue.agencyId, [223]);
    expect((await bookingsOf(withQueue)).total).toBe(3);

    for (const body of [
      { pageSize: 101 },
      { page: 0 },
      { tab: 'Everything' },
      { unknown: true },
      { bookedFrom: '2025-02-30x' },
      { airline: 'emirates' },
    ]) {
      expect((await getBookings(queue.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const inverted = await getBookings(queue.token, {
      departureFrom: '2026-05-02',
      departureTo: '2026-05-01',
    });
    expect([inverted.statusCode, inverted.json().error.message]).toEqual([
      400,
      expect.stringContaining('The first day of a range must not be after its last day'),
    ]);
  });
});

describe('MyBooking/GetBookings on a part-paid order', () => {
  it('reads a settled due as paid: paid is the whole price, nothing due', async () => {
    const { token } = await fundedAgency('Settled Queue Travels');
    const held = await holdOne(t.app, token);
    const { payment } = await issuePartly(t.app, token, held);
    const rowOf = async () =>
      (await bookingsOf(token)).bookings.find((row) => row.orderReference === held.orderReference);
    expect(await rowOf()).toMatchObject({ paid: payment.paidAmount, due: payment.dueAmount });

    const settled = await settleNow(t.app, token, {
      orderReference: held.orderReference,
      amount: payment.dueAmount.amount,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await rowOf()).toMatchObject({
      paid: held.totals.payable,
      due: { amount: 0, currency: 'BDT' },
    });
  });
});

describe('header search (MyBooking/GetSearchBar) on orders', () => {
  it('names one flight order by its PNR, and counts the orders a reference’s start names', async () => {
    const byPnr = await get(queue.token, CustomerPaths.getSearchBar, { searchKey: queue.held.pnr ?? 'none' });
    expect(byPnr.json<SearchBarResult>()).toEqual({
      error: null,
      type: 'other',
      reference: queue.held.orderReference,
      orderType: 1,
      count: 1,
    });
    const byReference = await get(queue.token, CustomerPaths.getSearchBar, {
      searchKey: queue.ticketed.orderReference.toLowerCase(),
    });
    expect(byReference.json<SearchBarResult>()).toMatchObject({
      reference: queue.ticketed.orderReference,
      count: 1,
    });
    // Every order of the agency starts with the tenant's code and the year.
    const prefix = queue.held.orderReference.slice(0, 6);
    const several = await get(queue.token, CustomerPaths.getSearchBar, { searchKey: prefix });
    expect(several.json<SearchBarResult>()).toMatchObject({ type: 'other', orderType: 1, count: 3 });

    const other = await fundedAgency('Header Search Orders Travels');
    const elsewhere = await get(other.token, CustomerPaths.getSearchBar, {
      searchKey: queue.held.pnr ?? 'none',
    });
    expect(elsewhere.json<SearchBarResult>()).toMatchObject({
      error: { message: 'No orders found' },
      type: null,
      count: 0,
    });
  });
});

describe('header search (MyBooking/GetSearchBar) on after-sales requests', () => {
  it('names a void or refund request by its reference, whatever the case, within the agency only', async () => {
    const agency = await fundedAgency('Header Search Requests Travels');
    const voided = await ticketedOrder(t.app, agency.token);
    const refunded = await ticketedOrder(t.app, agency.token);
    const voidAsked = await askVoid(t.app, agency.token, voided.orderReference, [1]);
    expect(voidAsked.statusCode, voidAsked.body).toBe(200);
    const voidRequest = voidAsked.json<AfterSalesRequest>();
    const refundAsked = await askRefund(t.app, agency.token, {
      orderReference: refunded.orderReference,
      paxIds: [1],
      journeyIndexes: [0],
    });
    expect(refundAsked.statusCode, refundAsked.body).toBe(200);
    const refundRequest = refundAsked.json<AfterSalesRequest>();

    const byVoid = await get(agency.token, CustomerPaths.getSearchBar, {
      searchKey: voidRequest.reference.toLowerCase(),
    });
    expect(byVoid.json<SearchBarResult>()).toEqual({
      error: null,
      type: 'void',
      reference: voidRequest.reference,
      orderType: null,
      count: 1,
    });
    const byRefund = await get(agency.token, CustomerPaths.getSearchBar, {
      searchKey: refundRequest.reference,
    });
    expect(byRefund.json<SearchBarResult>()).toEqual({
      error: null,
      type: 'refund',
      reference: refundRequest.reference,
      orderType: null,
      count: 1,
    });

    const other = await fundedAgency('Header Search Requests Elsewhere Travels');
    const elsewhere = await get(other.token, CustomerPaths.getSearchBar, {
      searchKey: voidRequest.reference,
    });
    expect(elsewhere.json<SearchBarResult>()).toMatchObject({
      error: { message: 'No orders found' },
      type: null,
      count: 0,
    });
    const skyway = await login(t.app, 'agent@skyway.test', { host: hosts.skyway });
    const otherTenant = await get(
      skyway,
      CustomerPaths.getSearchBar,
      { searchKey: refundRequest.reference },
      hosts.skyway,
    );
    expect(otherTenant.json<SearchBarResult>()).toMatchObject({ type: null, count: 0 });
  });
});

describe('SearchOrders', () => {
  it('finds up to 10 of the agency’s orders by reference, PNR or traveller’s name', async () => {
    const search = (keyword: string, token = queue.token) => get(token, OrderPaths.searchOrders, { keyword });
    const byName = await search('rahman');
    expect(byName.statusCode).toBe(200);
    expect(byName.json<OrderSearchResponse>().orders).toEqual([
      {
        orderReference: queue.held.orderReference,
        pnr: queue.held.pnr,
        status: 'OnHold',
        route: ['DAC', 'DXB'],
        departure: queue.held.journeys[0]?.departure,
        leadPassenger: 'Mr Karim Rahman',
        passengerCount: 1,
        createdAt: queue.held.createdAt,
      },
    ]);
    const byPrefix = await search(queue.held.orderReference.slice(0, 6));
    expect(byPrefix.json<OrderSearchResponse>().orders.map((order) => order.orderReference)).toEqual([
      queue.cancelled.orderReference,
      queue.ticketed.orderReference,
      queue.held.orderReference,
    ]);
    expect((await search(queue.ticketed.pnr ?? 'none')).json<OrderSearchResponse>().orders).toHaveLength(1);

    const tooShort = await search('ab');
    expect([tooShort.statusCode, tooShort.json().error.message]).toEqual([
      400,
      'keyword: Please type at least 3 characters',
    ]);
    const other = await fundedAgency('Search Orders Other Travels');
    expect((await search('rahman', other.token)).json<OrderSearchResponse>().orders).toEqual([]);
    const noView = await agencyUser(queue.agencyId, [223]);
    expect((await search('rahman', noView)).statusCode).toBe(403);
  });
});

describe('GetNotifications', () => {
  const notificationsOf = async (token: string) => {
    const response = await get(token, OrderPaths.getNotifications);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderNotificationsResponse>().notifications;
  };

  it('tells another user of the agency about a change of status, and everyone about one the system made', async () => {
    const { token, agencyId } = await fundedAgency('Notice Travels');
    const colleague = await agencyUser(agencyId);
    const toIssue = await holdOne(t.app, token);
    const issued = await issue(t.app, token, {
      orderReference: toIssue.orderReference,
      acceptedPayable: toIssue.totals.payable.amount,
    });
    expect(issued.statusCode).toBe(200);
    const lapsing = await holdOne(t.app, token);
    await expireHeldOrders({
      db: t.db,
      supplier: t.app.flightBooking,
      now: new Date(new Date(lapsing.timeLimit ?? 0).getTime() - 30_000),
    });

    const changesFor = async (who: string) =>
      (await notificationsOf(who))
        .filter((notice) => notice.kind === 'statusChanged')
        .map((notice) => [notice.orderReference, notice.previousStatus, notice.status]);
    expect(await changesFor(colleague)).toEqual([
      [lapsing.orderReference, 'OnHold', 'Expired'],
      [toIssue.orderReference, 'OnHold', 'Confirmed'],
    ]);
    // The owner issued the ticket and knows it; the expiry was the system's.
    expect(await changesFor(token)).toEqual([[lapsing.orderReference, 'OnHold', 'Expired']]);
    expect(await changesFor(queue.token)).not.toContainEqual([lapsing.orderReference, 'OnHold', 'Expired']);
  });

  it('tells of dues only those who may see the part-payment list: the owner, not the reservations staff', async () => {
    const dueReferences = async (email: string) =>
      (await notificationsOf(await login(t.app, email)))
        .filter((notice) => notice.kind === 'due')
        .map((notice) => notice.orderReference);
    // The demo agency's seeded dues: one overdue, one due within days.
    expect(await dueReferences('agent@demo.test')).toHaveLength(2);
    expect(await dueReferences('staff@demo.test')).toEqual([]);
  });

  it('warns of a held order’s time limit within hours and of a due falling due', async () => {
    const { token } = await fundedAgency('Deadline Travels');
    const held = await holdOne(t.app, token);
    const partlyPaid = await issuePartly(t.app, token, await holdOne(t.app, token));
    const timeLimit = Date.parse(held.timeLimit ?? '');
    const dueAt = Date.parse(partlyPaid.payment.dueAt ?? '');

    clockAhead = timeLimit - 60 * 60_000 - Date.now();
    const nearLimit = await notificationsOf(token);
    expect(nearLimit.filter((notice) => notice.kind === 'timeLimit')).toContainEqual(
      expect.objectContaining({
        orderReference: held.orderReference,
        pnr: held.pnr,
        status: 'OnHold',
        deadline: held.timeLimit,
      }),
    );
    expect(nearLimit.some((notice) => notice.kind === 'due')).toBe(false);

    clockAhead = dueAt - 24 * 60 * 60_000 - Date.now();
    const nearDue = await notificationsOf(token);
    expect(nearDue.filter((notice) => notice.kind === 'due')).toEqual([
      expect.objectContaining({
        orderReference: partlyPaid.orderReference,
        status: 'Confirmed',
        deadline: partlyPaid.payment.dueAt,
        amount: partlyPaid.payment.dueAmount,
      }),
    ]);
    // Days later the hold is long past its time limit: no warning for it any more.
    expect(nearDue.some((notice) => notice.kind === 'timeLimit')).toBe(false);
    // Most urgent first: deadlines soonest first, ahead of the changes of status.
    const deadlines = nearDue.filter((notice) => notice.deadline).map((notice) => notice.deadline!);
    expect(deadlines).toEqual([...deadlines].sort());
    expect(nearDue.slice(0, deadlines.length).every((notice) => notice.deadline)).toBe(true);
  });
});

describe('the demo world’s part-paid orders', () => {
  it('has an order for every seeded due, which opens part paid and is listed on My Bookings', async () => {
    for (const [email, host] of [
      ['agent@demo.test', hosts.main],
      ['agent@skyway.test', hosts.skyway],
    ] as const) {
      const token = await login(t.app, email, { host });
      const dues = await get(token, PartialPaymentPaths.getOrders, {}, host);
      expect(dues.statusCode, dues.body).toBe(200);
      const seeded = dues.json<OrderDuesPage>().orders;
      expect(seeded.map((due) => due.status).sort()).toEqual(
        email === 'agent@demo.test' ? ['open', 'open', 'overdue'] : ['open', 'overdue'],
      );
      const listed = (await bookingsOf(token, {}, host)).bookings;
      for (const due of seeded) {
        const opened = await get(token, OrderPaths.airGetOrder, { orderReference: due.orderReference }, host);
        expect(opened.statusCode, opened.body).toBe(200);
        const { order } = opened.json<OrderAnswer>();
        expect([order.status, order.pnr, order.payment]).toEqual([
          'Confirmed',
          due.pnr,
          {
            mode: 'Partial',
            paidAmount: { amount: due.paidAmount, currency: 'BDT' },
            dueAmount: { amount: due.outstandingAmount, currency: 'BDT' },
            dueAt: due.dueAt,
          },
        ]);
        expect(listed.find((row) => row.orderReference === due.orderReference)).toMatchObject({
          status: 'Confirmed',
          due: { amount: due.outstandingAmount, currency: 'BDT' },
        });
      }
    }
  });
});
