import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Functionality,
  MoneyErrorCode,
  MoneyMessage,
  PartialPaymentErrorCode,
  PartialPaymentMessage,
  PartialPaymentPaths,
  PaymentPaths,
  type OrderDuesPage,
  type OrderDuesResponse,
  type PartialPaymentSummaryResponse,
  type PassbookPage,
  type SettleNowResponse,
  type SettlementDetails,
} from '@portal/contracts';
import { buildAgency, buildRole, buildUser } from '../src/db/seed/builders';
import { balanceOf, buildAgencyWithOwner, buildFundedAgency } from './support/money';
import { getAs, issueWithDue, orderReference, settleNow } from './support/partial-payments';
import { hosts, login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

const day = 86_400_000;
// The business clock of the app: dues are judged overdue against it.
const clock = { now: new Date('2026-03-10T06:00:00Z') };
let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now, env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await login(t.app, 'ops@demo.test');
});
afterAll(async () => {
  await t.close();
});

const inDays = (days: number) => new Date(clock.now.getTime() + days * day);

const fundedAgency = (name: string, amount: number) =>
  buildFundedAgency(t.app, t.db, { operatorToken: operator, name, amount });

async function count(table: 'order_due_settlements' | 'ledger_transactions', agencyId: string) {
  const result = await t.db.execute(
    sql`select count(*)::int as total from ${sql.identifier(table)} where agency_id = ${agencyId}`,
  );
  return Number((result as unknown as { rows: { total: number }[] }).rows[0]?.total);
}

const summaryOf = async (token: string) =>
  (await getAs(t.app, token, PartialPaymentPaths.getSummary)).json<PartialPaymentSummaryResponse>();
const ordersOf = async (token: string, query = '') =>
  (await getAs(t.app, token, `${PartialPaymentPaths.getOrders}${query}`)).json<OrderDuesPage>();
const detailsOf = (token: string, reference: string) =>
  getAs(t.app, token, `${PartialPaymentPaths.getSettlementDetails}?orderReference=${reference}`);
const duesOf = (token: string, reference: string) =>
  getAs(t.app, token, `${PartialPaymentPaths.getOrderDues}?orderReference=${reference}`);

describe('issuing with a partial payment', () => {
  it('takes the paid part from the wallet, books the rest as a due, and balances', async () => {
    const { agencyId, token } = await fundedAgency('Issue Travels', 100_000_00);
    const reference = orderReference();
    const { orderDue } = await issueWithDue(t.db, {
      tenantId: 'bdfare',
      agencyId,
      orderReference: reference,
      totalAmount: 60_000_00,
      paidAmount: 18_000_00,
      dueAt: inDays(5),
      pnr: 'ABC123',
      route: 'DAC-DXB',
      airline: 'Emirates',
      passengers: ['MR A KHAN'],
      now: clock.now,
    });
    expect(orderDue).toMatchObject({ outstandingAmount: 42_000_00, status: 'open', paidAmount: 18_000_00 });
    const balance = await balanceOf(t.app, token);
    expect([balance.walletBalance, balance.dueAmount]).toEqual([82_000_00, 42_000_00]);
    const passbook = (await getAs(t.app, token, PaymentPaths.passbook.load)).json<PassbookPage>();
    expect(passbook.entries[0]).toMatchObject({
      kind: 'ticket',
      reference,
      description: `Ticket ${reference}, partly paid: DAC-DXB, PNR ABC123`,
      debit: 18_000_00,
      balance: 82_000_00,
    });
  });

  it('refuses (422) a paid part beyond what the wallet holds, and stores nothing', async () => {
    const { agencyId, token } = await fundedAgency('Short Travels', 1_000_00);
    const reference = orderReference();
    await expect(
      issueWithDue(t.db, {
        tenantId: 'bdfare',
        agencyId,
        orderReference: reference,
        totalAmount: 10_000_00,
        paidAmount: 3_000_00,
        dueAt: inDays(5),
      }),
    ).rejects.toMatchObject({ status: 422, message: MoneyMessage.insufficientBalance });
    expect((await duesOf(token, reference)).statusCode).toBe(404);
    const balance = await balanceOf(t.app, token);
    expect([balance.walletBalance, balance.dueAmount]).toEqual([1_000_00, 0]);
  });
});

describe('the partial-payment list', () => {
  let token: string;
  const refs = { overdue: '', soon: '', later: '', settled: '' };

  beforeAll(async () => {
    const owner = await fundedAgency('List Travels', 200_000_00);
    token = owner.token;
    const issue = (days: number, total: number, pnr: string) =>
      issueWithDue(t.db, {
        tenantId: 'bdfare',
        agencyId: owner.agencyId,
        totalAmount: total,
        paidAmount: total / 4,
        dueAt: inDays(days),
        pnr,
        now: inDays(-10),
      });
    refs.overdue = (await issue(-1, 40_000_00, 'OVR001')).orderDue.orderReference;
    refs.soon = (await issue(3, 20_000_00, 'SOON02')).orderDue.orderReference;
    refs.later = (await issue(20, 8_000_00, 'LATE03')).orderDue.orderReference;
    refs.settled = (await issue(2, 4_000_00, 'DONE04')).orderDue.orderReference;
    expect(
      (await settleNow(t.app, token, { orderReference: refs.settled, amount: 3_000_00 })).statusCode,
    ).toBe(200);
  });

  it('sums what is owed, overdue and due within 7 days', async () => {
    expect(await summaryOf(token)).toEqual({
      dueSoonDays: 7,
      summaries: [
        {
          currency: 'BDT',
          outstandingAmount: 30_000_00 + 15_000_00 + 6_000_00,
          openCount: 3,
          overdueAmount: 30_000_00,
          overdueCount: 1,
          dueSoonAmount: 15_000_00,
          dueSoonCount: 1,
        },
      ],
    });
  });

  it('lists unpaid orders soonest first, then settled ones, filtered by status, due date and reference or PNR', async () => {
    const all = await ordersOf(token);
    expect(all.orders.map((order) => [order.orderReference, order.status])).toEqual([
      [refs.overdue, 'overdue'],
      [refs.soon, 'open'],
      [refs.later, 'open'],
      [refs.settled, 'settled'],
    ]);
    expect(all.total).toBe(4);
    expect((await ordersOf(token, '?status=overdue')).orders.map((o) => o.orderReference)).toEqual([
      refs.overdue,
    ]);
    expect((await ordersOf(token, '?status=open')).orders.map((o) => o.orderReference)).toEqual([
      refs.soon,
      refs.later,
    ]);
    expect((await ordersOf(token, '?status=settled')).orders[0]).toMatchObject({
      orderReference: refs.settled,
      outstandingAmount: 0,
    });
    expect((await ordersOf(token, '?term=soon0')).orders.map((o) => o.orderReference)).toEqual([refs.soon]);
    expect(
      (await ordersOf(token, `?term=${refs.later.toLowerCase()}`)).orders.map((o) => o.orderReference),
    ).toEqual([refs.later]);
    const isoDay = (date: Date) => date.toISOString().slice(0, 10);
    const ranged = await ordersOf(token, `?dueFrom=${isoDay(inDays(1))}&dueTo=${isoDay(inDays(10))}`);
    expect(ranged.orders.map((o) => o.orderReference)).toEqual([refs.soon, refs.settled]);
    const paged = await ordersOf(token, '?page=2&pageSize=3');
    expect([paged.total, paged.orders.map((o) => o.orderReference)]).toEqual([4, [refs.settled]]);
    const bad = await getAs(t.app, token, `${PartialPaymentPaths.getOrders}?status=late`);
    expect(bad.statusCode).toBe(400);
  });

  it('shows an order’s dues and settlements, and what settling it would cost', async () => {
    const dues = await duesOf(token, refs.settled);
    expect(dues.statusCode).toBe(200);
    const body = dues.json<OrderDuesResponse>();
    expect(body.dues).toHaveLength(1);
    expect(body.dues[0]).toMatchObject({ totalAmount: 4_000_00, paidAmount: 4_000_00, status: 'settled' });
    expect(body.settlements.map((s) => s.amount)).toEqual([3_000_00]);

    const details = (await detailsOf(token, refs.overdue)).json<SettlementDetails>();
    const wallet = (await balanceOf(t.app, token)).walletBalance;
    expect(details).toMatchObject({
      status: 'overdue',
      outstandingAmount: 30_000_00,
      walletBalance: wallet,
      availableBalance: wallet,
      balanceAfter: wallet - 30_000_00,
      canSettle: true,
    });
    expect((await detailsOf(token, refs.settled)).json<SettlementDetails>()).toMatchObject({
      status: 'settled',
      canSettle: false,
    });
    expect((await duesOf(token, 'NOPE-1')).statusCode).toBe(404);
  });
});

describe('SettleNow', () => {
  async function agencyWithDue(name: string, float: number, total = 10_000_00, paid = 2_000_00) {
    const owner = await fundedAgency(name, float);
    const { orderDue } = await issueWithDue(t.db, {
      tenantId: 'bdfare',
      agencyId: owner.agencyId,
      totalAmount: total,
      paidAmount: paid,
      dueAt: inDays(2),
    });
    return { ...owner, reference: orderDue.orderReference, outstanding: orderDue.outstandingAmount };
  }

  it('pays the outstanding amount from the wallet once; a second settle is 409', async () => {
    const { token, reference, outstanding } = await agencyWithDue('Settle Travels', 50_000_00);
    const before = await balanceOf(t.app, token);
    const answer = await settleNow(t.app, token, { orderReference: reference, amount: outstanding });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<SettleNowResponse>();
    expect(body.order).toMatchObject({ status: 'settled', outstandingAmount: 0 });
    expect(body.walletBalance).toBe(before.walletBalance - outstanding);
    const after = await balanceOf(t.app, token);
    expect([after.walletBalance, after.dueAmount]).toEqual([before.walletBalance - outstanding, 0]);

    const again = await settleNow(t.app, token, { orderReference: reference, amount: outstanding });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: PartialPaymentErrorCode.AlreadySettled, message: PartialPaymentMessage.alreadySettled },
    });
    expect((await balanceOf(t.app, token)).walletBalance).toBe(after.walletBalance);
  });

  it('reads a settled due as paid: the list and the order’s dues show paid as the total, nothing outstanding', async () => {
    const total = 38_200_00;
    const { token, reference, outstanding } = await agencyWithDue(
      'Paid Up Travels',
      50_000_00,
      total,
      11_460_00,
    );
    expect(
      (await settleNow(t.app, token, { orderReference: reference, amount: outstanding })).statusCode,
    ).toBe(200);
    const listed = (await ordersOf(token)).orders.find((row) => row.orderReference === reference);
    const [ofOrder] = (await duesOf(token, reference)).json<OrderDuesResponse>().dues;
    for (const due of [listed, ofOrder]) {
      expect(due).toMatchObject({
        status: 'settled',
        totalAmount: total,
        paidAmount: total,
        outstandingAmount: 0,
      });
    }
  });

  it('refuses an amount other than the one outstanding (409) and a call without a key (400)', async () => {
    const { agencyId, token, reference, outstanding } = await agencyWithDue('Amount Travels', 50_000_00);
    const wrong = await settleNow(t.app, token, { orderReference: reference, amount: outstanding - 1 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.code).toBe(PartialPaymentErrorCode.AmountChanged);
    const keyless = await settleNow(t.app, token, { orderReference: reference, amount: outstanding }, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error.code).toBe(MoneyErrorCode.IdempotencyKeyRequired);
    const extra = await settleNow(t.app, token, { orderReference: reference, amount: outstanding, x: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await count('order_due_settlements', agencyId)).toBe(0);
    expect((await balanceOf(t.app, token)).dueAmount).toBe(outstanding);
  });

  it('runs once per Idempotency-Key however often it is sent in parallel, and replays its answer', async () => {
    for (const copies of [1, 2, 3, 4, 5]) {
      const { agencyId, token, reference, outstanding } = await agencyWithDue(`Replay ${copies}`, 50_000_00);
      const key = randomUUID();
      const body = { orderReference: reference, amount: outstanding };
      const answers = await Promise.all(
        Array.from({ length: copies }, () => settleNow(t.app, token, body, key)),
      );
      const late = await settleNow(t.app, token, body, key);
      for (const answer of [...answers, late]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(answers[0]?.body);
      }
      expect(await count('order_due_settlements', agencyId)).toBe(1);
      expect((await balanceOf(t.app, token)).walletBalance).toBe(50_000_00 - 2_000_00 - outstanding);
    }
  });

  it('refuses the same key with another body (409) and writes nothing', async () => {
    const owner = await agencyWithDue('Reuse Travels', 50_000_00);
    const { orderDue: second } = await issueWithDue(t.db, {
      tenantId: 'bdfare',
      agencyId: owner.agencyId,
      totalAmount: 6_000_00,
      paidAmount: 1_000_00,
      dueAt: inDays(4),
    });
    const key = randomUUID();
    const first = await settleNow(
      t.app,
      owner.token,
      { orderReference: owner.reference, amount: owner.outstanding },
      key,
    );
    expect(first.statusCode).toBe(200);
    const before = await balanceOf(t.app, owner.token);
    const other = await settleNow(
      t.app,
      owner.token,
      { orderReference: second.orderReference, amount: second.outstandingAmount },
      key,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe(MoneyErrorCode.IdempotencyKeyReused);
    expect(await count('order_due_settlements', owner.agencyId)).toBe(1);
    expect(await balanceOf(t.app, owner.token)).toEqual(before);
    expect(before.dueAmount).toBe(second.outstandingAmount);
    const dues = (await duesOf(owner.token, second.orderReference)).json<OrderDuesResponse>();
    expect([dues.dues[0]?.status, dues.settlements]).toEqual(['open', []]);
  });

  it('settles once when several settles of one order race under different keys', async () => {
    const { agencyId, token, reference, outstanding } = await agencyWithDue('Race Travels', 50_000_00);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        settleNow(t.app, token, { orderReference: reference, amount: outstanding }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await count('order_due_settlements', agencyId)).toBe(1);
    expect((await balanceOf(t.app, token)).walletBalance).toBe(50_000_00 - 2_000_00 - outstanding);
  });

  it('refuses (422) what the wallet cannot cover, and writes nothing', async () => {
    const { agencyId, token, reference, outstanding } = await agencyWithDue(
      'Broke Travels',
      3_000_00,
      10_000_00,
      2_000_00,
    );
    const details = (await detailsOf(token, reference)).json<SettlementDetails>();
    expect([details.walletBalance, details.canSettle]).toEqual([1_000_00, false]);
    const transactions = await count('ledger_transactions', agencyId);
    const answer = await settleNow(t.app, token, { orderReference: reference, amount: outstanding });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      error: { code: MoneyErrorCode.InsufficientBalance, message: MoneyMessage.insufficientBalance },
    });
    expect(await count('ledger_transactions', agencyId)).toBe(transactions);
    expect(await count('order_due_settlements', agencyId)).toBe(0);
    const balance = await balanceOf(t.app, token);
    expect([balance.walletBalance, balance.dueAmount]).toEqual([1_000_00, outstanding]);
    expect((await ordersOf(token)).orders[0]?.status).toBe('open');
  });
});

describe('who sees and pays dues', () => {
  let reference: string;
  let outstanding: number;
  let agencyId: string;

  beforeAll(async () => {
    const owner = await fundedAgency('Guarded Travels', 50_000_00);
    agencyId = owner.agencyId;
    const { orderDue } = await issueWithDue(t.db, {
      tenantId: 'bdfare',
      agencyId,
      totalAmount: 5_000_00,
      paidAmount: 1_000_00,
      dueAt: inDays(2),
    });
    reference = orderDue.orderReference;
    outstanding = orderDue.outstandingAmount;
  });

  it('answers 404 to another agency of the tenant and to another tenant’s agency', async () => {
    const neighbour = await buildAgencyWithOwner(t.db, t.app, 'Neighbour Travels');
    const agency = await buildAgency(t.db, { tenantId: 'skyway', name: 'Foreign Travels' });
    await buildUser(t.db, {
      tenantId: 'skyway',
      agencyId: agency.id,
      email: 'owner@foreign.test',
      password: 'Money@1234',
    });
    const foreign = await login(t.app, 'owner@foreign.test', { host: hosts.skyway, password: 'Money@1234' });
    for (const [token, host] of [
      [neighbour.token, hosts.main],
      [foreign, hosts.skyway],
    ] as const) {
      expect(
        (await getAs(t.app, token, `${PartialPaymentPaths.getOrderDues}?orderReference=${reference}`, host))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await getAs(
            t.app,
            token,
            `${PartialPaymentPaths.getSettlementDetails}?orderReference=${reference}`,
            host,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await settleNow(
            t.app,
            token,
            { orderReference: reference, amount: outstanding },
            randomUUID(),
            host,
          )
        ).statusCode,
      ).toBe(404);
      const listed = (await getAs(t.app, token, PartialPaymentPaths.getOrders, host)).json<OrderDuesPage>();
      expect(listed.orders.map((order) => order.orderReference)).not.toContain(reference);
    }
    expect(await count('order_due_settlements', agencyId)).toBe(0);
  });

  it('lets a role with the list but not 231 see dues and not pay them; others not even see them', async () => {
    const role = await buildRole(t.db, {
      tenantId: 'bdfare',
      agencyId,
      name: 'Accounts viewer',
      functionalities: [Functionality.ShowPartialPaymentList],
    });
    await buildUser(t.db, {
      tenantId: 'bdfare',
      agencyId,
      roleId: role.id,
      role: 'staff',
      email: 'viewer@dues.test',
      password: 'Money@1234',
    });
    const viewer = await login(t.app, 'viewer@dues.test', { password: 'Money@1234' });
    expect((await getAs(t.app, viewer, PartialPaymentPaths.getOrders)).json<OrderDuesPage>().total).toBe(1);
    expect(
      (await getAs(t.app, viewer, `${PartialPaymentPaths.getOrderDues}?orderReference=${reference}`))
        .statusCode,
    ).toBe(200);
    expect((await detailsOf(viewer, reference)).statusCode).toBe(403);
    const refused = await settleNow(t.app, viewer, { orderReference: reference, amount: outstanding });
    expect(refused.statusCode).toBe(403);

    const staff = await login(t.app, 'staff@demo.test');
    expect((await getAs(t.app, staff, PartialPaymentPaths.getSummary)).statusCode).toBe(403);
    expect((await getAs(t.app, operator, PartialPaymentPaths.getSummary)).statusCode).toBe(403);
    expect(await count('order_due_settlements', agencyId)).toBe(0);
  });
});
