import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentPaths,
  ReportPaths,
  type BookingsReport,
  type CommissionsReport,
  type DuesReport,
  type FlightOrder,
  type LedgerStatement,
  type PassbookPage,
  type RefundsReport,
  type SalesReport,
} from '@portal/contracts';
import { agencies } from '../src/db/schema';
import { commissionOf } from '../src/modules/flight/map-offer';
import { Airlines, ticketedOrder, tripOn } from './support/after-sales';
import { createBranch } from './support/branches';
import { adjust, buildFundedAgency } from './support/money';
import { issueWithDue } from './support/partial-payments';
import { login } from './support/requests';
import { staffWith } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

// The business clock: null follows real time (bookings need fresh searches), a date pins it for a posting.
const clock: { at: Date | null } = { at: null };
let t: TestApp;
let operator: string;
let owner: { agencyId: string; token: string };
let other: { agencyId: string; token: string };
const orders: FlightOrder[] = [];

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

function get(token: string, url: string, query: Record<string, string | number>) {
  return t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: { authorization: `Bearer ${token}` },
  });
}

async function read<T>(token: string, url: string, query: Record<string, string | number>): Promise<T> {
  const response = await get(token, url, query);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock.at ?? new Date(),
    env: { API_RATE_LIMIT_PER_MINUTE: '100000000' },
  });
  operator = await login(t.app, 'ops@demo.test');
  owner = await buildFundedAgency(t.app, t.db, { operatorToken: operator, name: 'Report Travels' });
  other = await buildFundedAgency(t.app, t.db, { operatorToken: operator, name: 'Other Report Travels' });
  orders.push(await ticketedOrder(t.app, owner.token, { search: tripOn(Airlines.automatic) }));
  orders.push(await ticketedOrder(t.app, owner.token, { search: tripOn(Airlines.automatic, { to: 'SIN' }) }));
  orders.push(
    await ticketedOrder(t.app, owner.token, { search: tripOn(Airlines.automatic), payment: 'Partial' }),
  );
  await ticketedOrder(t.app, other.token, { search: tripOn(Airlines.automatic) });
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('sales report', () => {
  it('totals what the payment ledger shows as ticket lines for the same days, with the orders’ own figures', async () => {
    const today = dhakaToday();
    const report = await read<SalesReport>(owner.token, ReportPaths.sales, { from: today, to: today });
    const passbook = await read<PassbookPage>(owner.token, PaymentPaths.passbook.load, {
      from: today,
      to: today,
      kind: 'ticket',
      pageSize: 100,
    });
    expect(passbook.total).toBe(3);
    expect(report.totals.net).toBe(passbook.totalDebit - passbook.totalCredit);
    expect(report.totals.count).toBe(3);
    const sum = (pick: (order: FlightOrder) => number) =>
      orders.reduce((total, order) => total + pick(order), 0);
    expect(report.totals.gross).toBe(
      sum((order) => order.totals.fareGross.amount + order.totals.extras.amount),
    );
    expect(report.totals.commission).toBe(sum((order) => order.totals.commission.amount));
    expect(report.totals.ait).toBe(sum((order) => order.totals.ait.amount));
    expect(report.totals.profit).toBe(report.totals.commission - report.totals.ait);
    expect(report.range).toEqual({ from: today, to: today, timeZone: 'Asia/Dhaka', currency: 'BDT' });
    expect(report.lines).toEqual([expect.objectContaining({ key: today, ...report.totals })]);
  });

  it('groups by route and airline, pages the groups and keeps the totals of the whole filter', async () => {
    const byRoute = await read<SalesReport>(owner.token, ReportPaths.sales, {
      preset: 'today',
      groupBy: 'route',
      pageSize: 1,
    });
    expect(byRoute.total).toBe(2);
    expect(byRoute.lines).toHaveLength(1);
    const second = await read<SalesReport>(owner.token, ReportPaths.sales, {
      preset: 'today',
      groupBy: 'route',
      pageSize: 1,
      page: 2,
    });
    expect([byRoute.lines[0]?.key, second.lines[0]?.key]).toEqual(['DAC-DXB', 'DAC-SIN']);
    expect((byRoute.lines[0]?.net ?? 0) + (second.lines[0]?.net ?? 0)).toBe(byRoute.totals.net);
    const byAirline = await read<SalesReport>(owner.token, ReportPaths.sales, {
      preset: 'today',
      groupBy: 'airline',
    });
    expect(byAirline.lines.map((line) => line.key)).toEqual([Airlines.automatic]);
    const hotels = await read<SalesReport>(owner.token, ReportPaths.sales, {
      preset: 'today',
      product: 'hotel',
    });
    expect(hotels.totals).toMatchObject({ count: 0, net: 0 });
  });

  it('groups by staff and branch with names', async () => {
    const byStaff = await read<SalesReport>(owner.token, ReportPaths.sales, {
      preset: 'today',
      groupBy: 'staff',
    });
    expect(byStaff.lines).toHaveLength(1);
    expect(byStaff.lines[0]?.label).toBe('Test User');
    const byBranch = await read<SalesReport>(owner.token, ReportPaths.sales, {
      preset: 'today',
      groupBy: 'branch',
    });
    expect(byBranch.lines.map((line) => [line.key, line.label])).toEqual([['head', 'Head office']]);
  });

  it('never counts another agency’s sales', async () => {
    const mine = await read<SalesReport>(owner.token, ReportPaths.sales, { preset: 'today' });
    const theirs = await read<SalesReport>(other.token, ReportPaths.sales, { preset: 'today' });
    expect(theirs.totals.count).toBe(1);
    expect(mine.totals.count).toBe(3);
    // A staff id of another agency narrows to nothing rather than reaching into it.
    const theirOwner = await t.db.execute(
      sql`select id from users where agency_id = ${other.agencyId} limit 1`,
    );
    const theirId = (theirOwner as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
    const narrowed = await read<SalesReport>(owner.token, ReportPaths.sales, {
      preset: 'today',
      staffId: theirId,
    });
    expect(narrowed.totals).toMatchObject({ count: 0, net: 0 });
  });
});

describe('commission kept by the database', () => {
  it('equals the commission the API computes from the order’s offer', async () => {
    const result = await t.db.execute(
      sql`select offer, brand_index as "brandIndex", commission from flight_orders where agency_id = ${owner.agencyId}`,
    );
    const rows = (
      result as unknown as { rows: { offer: FlightOrderOffer; brandIndex: number; commission: string }[] }
    ).rows;
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const brand = row.offer.brands[row.brandIndex];
      expect(brand).toBeDefined();
      expect(Number(row.commission)).toBe(commissionOf(brand as never, row.offer.commissionBps));
      expect(Number(row.commission)).toBeGreaterThan(0);
    }
  });
});
type FlightOrderOffer = { brands: unknown[]; commissionBps: number };

describe('ledger statement', () => {
  it('opens and closes on the wallet’s balances and totals what the passbook totals for the same days', async () => {
    const today = dhakaToday();
    const statement = await read<LedgerStatement>(owner.token, ReportPaths.ledger, {
      from: today,
      to: today,
      pageSize: 2,
    });
    const passbook = await read<PassbookPage>(owner.token, PaymentPaths.passbook.load, {
      from: today,
      to: today,
    });
    expect(statement.totalDebit).toBe(passbook.totalDebit);
    expect(statement.totalCredit).toBe(passbook.totalCredit);
    expect(statement.total).toBe(passbook.total);
    expect(statement.openingBalance).toBe(0);
    expect(statement.closingBalance).toBe(
      statement.openingBalance + statement.totalCredit - statement.totalDebit,
    );
    expect(statement.lines).toHaveLength(2);
    // Oldest first: the opening float, then the first ticket.
    expect(statement.lines[0]).toMatchObject({
      kind: 'adjustment',
      credit: 5_000_000_00,
      balance: 5_000_000_00,
    });
    expect(statement.lines[1]?.balance).toBe(5_000_000_00 - (statement.lines[1]?.debit ?? 0));
  });

  it('reads preset days in the agency’s own time zone', async () => {
    const agency = await buildFundedAgency(t.app, t.db, {
      operatorToken: operator,
      name: 'Zone Travels',
      amount: 0,
    });
    await t.db.update(agencies).set({ timeZone: 'America/New_York' }).where(eq(agencies.id, agency.agencyId));
    // 2026-01-10 begins at 05:00 UTC in New York (standard time); Dhaka's day began 11 hours before.
    const post = async (at: string, amount: number) => {
      clock.at = new Date(at);
      const response = await adjust(t.app, operator, {
        agencyId: agency.agencyId,
        direction: 'credit',
        amount,
        reason: 'Zone check',
      });
      expect(response.statusCode).toBe(200);
    };
    try {
      await post('2026-01-10T04:59:59Z', 100);
      await post('2026-01-10T05:00:00Z', 200);
      clock.at = new Date('2026-01-11T04:59:00Z');
      const today = await read<LedgerStatement>(agency.token, ReportPaths.ledger, { preset: 'today' });
      expect(today.range).toMatchObject({
        from: '2026-01-10',
        to: '2026-01-10',
        timeZone: 'America/New_York',
      });
      expect(today.lines.map((line) => line.credit)).toEqual([200]);
      expect(today.openingBalance).toBe(100);
      expect(today.closingBalance).toBe(300);
      const yesterday = await read<LedgerStatement>(agency.token, ReportPaths.ledger, {
        preset: 'yesterday',
      });
      expect(yesterday.lines.map((line) => line.credit)).toEqual([100]);
      clock.at = new Date('2026-01-11T05:00:00Z');
      const nextDay = await read<LedgerStatement>(agency.token, ReportPaths.ledger, { preset: 'yesterday' });
      expect(nextDay.range.from).toBe('2026-01-10');
      expect(nextDay.lines.map((line) => line.credit)).toEqual([200]);
    } finally {
      clock.at = null;
    }
  });
});

describe('bookings, refunds, dues and commissions', () => {
  it('counts bookings per product and status', async () => {
    const report = await read<BookingsReport>(owner.token, ReportPaths.bookings, { preset: 'today' });
    expect(report.lines).toEqual([
      {
        product: 'flight',
        status: 'Confirmed',
        count: 3,
        amount: orders.reduce((sum, order) => sum + order.totals.payable.amount, 0),
      },
    ]);
    expect(report.totals.count).toBe(3);
  });

  it('shows no refunds before any was asked', async () => {
    const report = await read<RefundsReport>(owner.token, ReportPaths.refunds, { preset: 'thisMonth' });
    expect(report.totals).toEqual({ count: 0, refunded: 0, charged: 0 });
  });

  it('ages open dues in buckets', async () => {
    const agency = await buildFundedAgency(t.app, t.db, { operatorToken: operator, name: 'Due Travels' });
    const day = 86_400_000;
    const now = Date.now();
    for (const [daysPast, outstanding] of [
      [-3, 1_000],
      [2, 2_000],
      [10, 3_000],
      [40, 4_000],
      [90, 5_000],
    ] as const) {
      await issueWithDue(t.db, {
        tenantId: 'bdfare',
        agencyId: agency.agencyId,
        totalAmount: outstanding + 500,
        paidAmount: 500,
        dueAt: new Date(now - daysPast * day),
      });
    }
    const report = await read<DuesReport>(agency.token, ReportPaths.dues, { preset: 'today' });
    expect(report.buckets).toEqual([
      { bucket: 'notDue', count: 1, outstanding: 1_000 },
      { bucket: 'days1to7', count: 1, outstanding: 2_000 },
      { bucket: 'days8to30', count: 1, outstanding: 3_000 },
      { bucket: 'days31to60', count: 1, outstanding: 4_000 },
      { bucket: 'over60', count: 1, outstanding: 5_000 },
    ]);
    expect(report.totals).toEqual({ count: 5, outstanding: 15_000 });
    const old = await read<DuesReport>(agency.token, ReportPaths.dues, { preset: 'today', bucket: 'over60' });
    expect(old.lines).toEqual([expect.objectContaining({ outstanding: 5_000, bucket: 'over60', paid: 500 })]);
    expect(old.total).toBe(1);
  });

  it('sums commission and AIT per airline and month', async () => {
    const report = await read<CommissionsReport>(owner.token, ReportPaths.commissions, {
      preset: 'thisYear',
    });
    expect(report.lines).toEqual([
      expect.objectContaining({ month: dhakaToday().slice(0, 7), airline: Airlines.automatic, count: 3 }),
    ]);
    expect(report.totals.commission).toBe(
      orders.reduce((sum, order) => sum + order.totals.commission.amount, 0),
    );
    const byAirline = await read<CommissionsReport>(owner.token, ReportPaths.commissions, {
      preset: 'thisYear',
      groupBy: 'airline',
    });
    expect(byAirline.lines[0]).toMatchObject({ month: null, airline: Airlines.automatic });
  });
});

describe('access and filters', () => {
  it('refuses staff without AccessReports and admits staff with it', async () => {
    const without = await staffWith(t.app, t.db, owner.agencyId, ['ShowBookings']);
    for (const url of [ReportPaths.sales, ReportPaths.ledger, ReportPaths.dues]) {
      expect((await get(without, url, { preset: 'today' })).statusCode).toBe(403);
    }
    expect(
      (await get(without, ReportPaths.export, { report: 'sales', format: 'csv', preset: 'today' }))
        .statusCode,
    ).toBe(403);
    const withReports = await staffWith(t.app, t.db, owner.agencyId, ['AccessReports']);
    const report = await read<SalesReport>(withReports, ReportPaths.sales, { preset: 'today' });
    expect(report.totals.count).toBe(3);
    expect((await get(operator, ReportPaths.sales, { preset: 'today' })).statusCode).toBe(403);
  });

  it('shows a branch user only its branch’s figures, and lets the head office pick a branch', async () => {
    const branch = await createBranch(t.db, { agencyId: owner.agencyId, name: 'Chattogram' });
    const branchStaff = await staffWith(t.app, t.db, owner.agencyId, ['AccessReports'], {
      branchId: branch.id,
    });
    const theirs = await read<SalesReport>(branchStaff, ReportPaths.sales, {
      preset: 'today',
      branchId: 'head',
    });
    expect(theirs.totals).toMatchObject({ count: 0, net: 0 });
    const statement = await read<LedgerStatement>(branchStaff, ReportPaths.ledger, { preset: 'today' });
    expect(statement.total).toBe(0);
    const ofBranch = await read<SalesReport>(owner.token, ReportPaths.sales, {
      preset: 'today',
      branchId: branch.id,
    });
    expect(ofBranch.totals.count).toBe(0);
    const ofHead = await read<SalesReport>(owner.token, ReportPaths.sales, {
      preset: 'today',
      branchId: 'head',
    });
    expect(ofHead.totals.count).toBe(3);
  });

  it('answers 400 for bad filters', async () => {
    const bad: Record<string, string>[] = [
      {},
      { from: '2026-01-01' },
      { from: '2026-02-01', to: '2026-01-01' },
      { from: '2025-01-01', to: '2026-01-02' },
      { from: '2026-02-30', to: '2026-03-01' },
      { preset: 'someday' },
      { preset: 'today', groupBy: 'colour' },
      { preset: 'today', product: 'cruise' },
      { preset: 'today', currency: 'taka' },
      { preset: 'today', branchId: 'main' },
      { preset: 'today', pageSize: '1000' },
      { preset: 'today', unknown: '1' },
    ];
    for (const query of bad) {
      const response = await get(owner.token, ReportPaths.sales, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
