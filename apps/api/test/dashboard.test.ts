import { describe, expect, it } from 'vitest';
import {
  DashboardPaths,
  PartialPaymentPaths,
  type FlightOrder,
  type OrderDuesPage,
  type PartialPaymentSummaryResponse,
} from '@portal/contracts';
import { addDays, zonedDay, zonedDayStart } from '../src/lib/zoned-day';
import { Airlines, askVoid, asked, ticketedOrder, tripOn, useAfterSalesApp } from './support/after-sales';
import { holdOne } from './support/booking';
import { createBranch } from './support/branches';
import { dashboardOf, dashboardStaff } from './support/dashboard';
import { balanceOf } from './support/money';
import { getAs } from './support/partial-payments';
import { login } from './support/requests';

const suite = useAfterSalesApp();

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** One agency's own trading: a hold, a ticket paid in full, a ticket paid in part (a due), a void asked for. */
async function tradingAgency(name: string) {
  const agency = await suite.fundedAgency(name);
  const held = await holdOne(suite.app, agency.token, tripOn(Airlines.automatic, { to: 'DXB' }));
  const full = await ticketedOrder(suite.app, agency.token, {
    search: tripOn(Airlines.automatic, { to: 'KUL' }),
  });
  const partly = await ticketedOrder(suite.app, agency.token, {
    search: tripOn(Airlines.automatic, { to: 'DXB', days: 40 }),
    payment: 'Partial',
  });
  return { ...agency, held, full, partly };
}

describe('the dashboard of an agency', () => {
  it('counts the agency’s own orders, sales, wallet and dues, and never another agency’s', async () => {
    const agency = await tradingAgency('Dash Counting Travels');
    const other = await tradingAgency('Dash Other Travels');
    const dashboard = await dashboardOf(suite.app, agency.token);
    const { widgets, actions } = dashboard;
    const ticketed: FlightOrder[] = [agency.full, agency.partly];

    expect(dashboard).toMatchObject({
      scope: 'agency',
      currency: 'BDT',
      timeZone: 'Asia/Dhaka',
      periodDays: 30,
    });
    expect(widgets.orderStats?.total).toBe(3);
    expect(
      Object.fromEntries(widgets.orderStats?.statuses.map((row) => [row.status, row.count]) ?? []),
    ).toEqual({
      OnHold: 1,
      Confirmed: 2,
    });
    expect(widgets.conversion).toMatchObject({ basis: 'bookingsToTickets', bookings: 3, tickets: 2 });
    expect(widgets.conversion?.days).toHaveLength(30);
    expect(widgets.conversion?.days.at(-1)).toMatchObject({ date: dashboard.today, bookings: 3, tickets: 2 });

    // Sales are the ledger's: what both tickets cost, whichever way they were paid.
    const sold = sum(ticketed.map((order) => order.totals.payable.amount));
    expect(widgets.salesOverview?.total).toBe(sold);
    expect(widgets.salesOverview?.days.at(-1)).toMatchObject({
      date: dashboard.today,
      amount: sold,
      count: 2,
    });
    expect(widgets.statistic?.thisMonth).toMatchObject({ bookings: 3, tickets: 2, sales: sold });

    const flights = widgets.bookingSummary?.products.find((row) => row.product === 'flight');
    expect(flights).toEqual({
      product: 'flight',
      count: 3,
      confirmed: 2,
      amounts: [{ currency: 'BDT', amount: sold }],
    });
    expect(widgets.topDestinations?.items.map((row) => [row.code, row.bookings])).toEqual([
      ['DXB', 2],
      ['KUL', 1],
    ]);
    expect(sum(widgets.frequentTravellers?.items.map((row) => row.trips) ?? [])).toBeGreaterThanOrEqual(2);
    expect(sum(widgets.topTravelSpend?.items.map((row) => row.amount) ?? [])).toBe(sold);

    const balance = await balanceOf(suite.app, agency.token);
    expect(widgets.walletBalance?.wallets).toEqual([{ currency: 'BDT', balance: balance.walletBalance }]);
    expect(widgets.remainingBalance?.wallets[0]).toMatchObject({
      balance: balance.walletBalance,
      available: balance.walletBalance,
    });

    const summary = (
      await getAs(suite.app, agency.token, PartialPaymentPaths.getSummary)
    ).json<PartialPaymentSummaryResponse>();
    expect(widgets.due?.items).toEqual([
      expect.objectContaining({
        currency: 'BDT',
        outstanding: summary.summaries[0]?.outstandingAmount,
        openCount: 1,
      }),
    ]);
    expect(widgets.companyStatus).toMatchObject({
      agencyName: 'Dash Counting Travels',
      kycStatus: 'notSubmitted',
      activeStaff: 1,
      activeBranches: 0,
    });
    expect(widgets.activity?.items.length).toBeGreaterThan(0);
    expect(
      widgets.activity?.items.every((row) =>
        [agency.held, agency.full, agency.partly].some((order) => order.orderReference === row.reference),
      ),
    ).toBe(true);

    // Both tickets were issued today and no after-sales request is open on them.
    expect(actions.voidsClosingToday?.count).toBe(2);
    expect(actions.voidsClosingToday?.items.map((row) => row.reference).sort()).toEqual(
      ticketed.map((order) => order.orderReference).sort(),
    );
    const dues = (await getAs(suite.app, agency.token, PartialPaymentPaths.getOrders)).json<OrderDuesPage>();
    const weekEnds = zonedDayStart(addDays(dashboard.today, 7), 'Asia/Dhaka').getTime();
    const dueThisWeek = dues.orders.filter((row) => new Date(row.dueAt).getTime() < weekEnds);
    expect(actions.duesThisWeek?.count).toBe(dueThisWeek.length);
    expect(actions.quotesWaiting).toEqual({ count: 0, items: [] });

    // The other agency's dashboard holds only its own figures.
    const theirs = await dashboardOf(suite.app, other.token);
    expect(theirs.widgets.orderStats?.total).toBe(3);
    expect(theirs.widgets.salesOverview?.total).toBe(
      other.full.totals.payable.amount + other.partly.totals.payable.amount,
    );
  });

  it('shows a hold whose time limit ends today, and a void quote waiting for the agency', async () => {
    const agency = await tradingAgency('Dash Action Travels');
    const voided = await asked(askVoid(suite.app, agency.token, agency.full.orderReference, [1]));
    const timeLimit = new Date(agency.held.timeLimit ?? 0);
    // On the day the hold lapses, before it does: an hour before, or at the day's start if that is later.
    const lapseDay = zonedDayStart(zonedDay(timeLimit, 'Asia/Dhaka'), 'Asia/Dhaka').getTime();
    suite.clock.set(new Date(Math.max(lapseDay, timeLimit.getTime() - 60 * 60_000)));
    const { actions } = await dashboardOf(suite.app, agency.token);
    expect(actions.holdsEndingToday).toEqual({
      count: 1,
      items: [expect.objectContaining({ reference: agency.held.orderReference, product: 'flight' })],
    });
    suite.clock.reset();
    const earlier = await dashboardOf(suite.app, agency.token);
    expect(earlier.actions.holdsEndingToday?.count).toBe(
      earlier.today === zonedDay(timeLimit, 'Asia/Dhaka') ? 1 : 0,
    );
    const now = await dashboardOf(suite.app, agency.token);
    // The airline quotes a void at once; the quote waits on the agency.
    expect(voided.status).toBe('Quoted');
    expect(now.actions.quotesWaiting).toEqual({
      count: 1,
      items: [expect.objectContaining({ reference: voided.reference, kind: 'Void', product: 'flight' })],
    });
    // The order with a void open is no longer one to void.
    expect(now.actions.voidsClosingToday?.items.map((row) => row.reference)).not.toContain(
      agency.full.orderReference,
    );
  });
});

describe('who sees which widget', () => {
  it('leaves out every widget whose own functionality the user lacks, and refuses a user without Dashboard', async () => {
    const agency = await suite.fundedAgency('Dash Access Travels');
    const dashboardOnly = await dashboardStaff(suite.app, suite.t.db, agency.agencyId, ['Dashboard']);
    expect(await dashboardOf(suite.app, dashboardOnly)).toMatchObject({ widgets: {}, actions: {} });

    const bookings = await dashboardStaff(suite.app, suite.t.db, agency.agencyId, [
      'Dashboard',
      'ShowBookings',
    ]);
    const seen = await dashboardOf(suite.app, bookings);
    expect(Object.keys(seen.widgets).sort()).toEqual(
      [
        'activity',
        'bookingSummary',
        'conversion',
        'orderStats',
        'salesOverview',
        'statistic',
        'topDestinations',
        'topTravelSpend',
      ].sort(),
    );
    expect(Object.keys(seen.actions)).toEqual(['holdsEndingToday']);

    const money = await dashboardStaff(suite.app, suite.t.db, agency.agencyId, [
      'Dashboard',
      'ShowAllTransactions',
      'ShowPartialPaymentList',
    ]);
    const accounts = await dashboardOf(suite.app, money);
    expect(Object.keys(accounts.widgets).sort()).toEqual(['due', 'remainingBalance', 'walletBalance']);
    expect(Object.keys(accounts.actions)).toEqual(['duesThisWeek']);

    const owner = await dashboardOf(suite.app, agency.token);
    expect(Object.keys(owner.widgets)).toHaveLength(13);
    expect(Object.keys(owner.actions).sort()).toEqual(
      ['duesThisWeek', 'holdsEndingToday', 'quotesWaiting', 'voidsClosingToday'].sort(),
    );

    const noDashboard = await dashboardStaff(suite.app, suite.t.db, agency.agencyId, [
      'ShowBookings',
      'ShowAllTransactions',
    ]);
    const refused = await getAs(suite.app, noDashboard, DashboardPaths.get);
    expect(refused.statusCode).toBe(403);

    const operator = await getAs(suite.app, await login(suite.app, 'ops@demo.test'), DashboardPaths.get);
    expect(operator.statusCode).toBe(403);
    const anonymous = await suite.app.inject({ method: 'GET', url: DashboardPaths.get });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a branch user only what the branch’s users made, with the agency’s wallet', async () => {
    const agency = await tradingAgency('Dash Branch Travels');
    const branch = await createBranch(suite.t.db, { agencyId: agency.agencyId, code: 'CTG' });
    const desk = await dashboardStaff(
      suite.app,
      suite.t.db,
      agency.agencyId,
      [
        'Dashboard',
        'Search',
        'BookTicket',
        'IssueTicket',
        'ShowBookings',
        'ShowAllTransactions',
        'ViewTraveller',
      ],
      branch.id,
    );
    const before = await dashboardOf(suite.app, desk);
    expect(before.scope).toBe('branch');
    expect(before.widgets.orderStats).toEqual({ statuses: [], total: 0 });

    const own = await ticketedOrder(suite.app, desk, { search: tripOn(Airlines.automatic, { to: 'KUL' }) });
    const mine = await dashboardOf(suite.app, desk);
    expect(mine.widgets.orderStats).toEqual({ statuses: [{ status: 'Confirmed', count: 1 }], total: 1 });
    expect(mine.widgets.salesOverview?.total).toBe(own.totals.payable.amount);
    expect(mine.widgets.activity?.items.every((row) => row.reference === own.orderReference)).toBe(true);
    const balance = await balanceOf(suite.app, agency.token);
    expect(mine.widgets.walletBalance?.wallets).toEqual([
      { currency: 'BDT', balance: balance.walletBalance },
    ]);

    // Head office sees the whole agency, the branch's order included.
    const owner = await dashboardOf(suite.app, agency.token);
    expect(owner.scope).toBe('agency');
    expect(owner.widgets.orderStats?.total).toBe(4);
    expect(owner.widgets.companyStatus).toMatchObject({ activeStaff: 2, activeBranches: 1 });
  });
});
