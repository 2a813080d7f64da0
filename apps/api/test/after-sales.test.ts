import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AfterSalesRequest } from '@portal/contracts';
import { accept, afterSalesOptions, askRefund, askVoid, ticketedOrder } from './support/after-sales';
import { expectLedgerBalanced } from './support/ledger-audit';
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
  await expectLedgerBalanced(t.app, operator);
});

const fundedAgency = (name: string) =>
  buildFundedAgency(t.app, t.db, { operatorToken: operator, name, amount: 5_000_000_00 });

describe('void', () => {
  it('voids a ticket issued today and credits the wallet with the quoted amount', async () => {
    const agency = await fundedAgency('Void Today Travels');
    const order = await ticketedOrder(t.app, agency.token);
    const options = await afterSalesOptions(t.app, agency.token, order.orderReference);
    expect(options.tickets[0]?.void.allowed).toBe(true);
    expect(options.voidDeadline).not.toBeNull();
    const before = await balanceOf(t.app, agency.token);

    const asked = await askVoid(t.app, agency.token, order.orderReference, [1]);
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<AfterSalesRequest>();
    expect(request.status).toBe('Quoted');
    expect(request.reference).toMatch(/^VD-/);
    const total = request.quote!.total.amount;
    expect(total).toBeGreaterThan(0);

    const accepted = await accept(t.app, agency.token, 'Void', request);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<AfterSalesRequest>().status).toBe('Completed');
    expect(accepted.json<AfterSalesRequest>().passengers[0]?.ticketStatus).toBe('Voided');
    const after = await balanceOf(t.app, agency.token);
    expect(after.walletBalance - before.walletBalance).toBe(total);
  });
});

describe('refund', () => {
  it('refunds a ticket by the fare penalties and credits the quote', async () => {
    const agency = await fundedAgency('Refund Travels');
    const order = await ticketedOrder(t.app, agency.token);
    const before = await balanceOf(t.app, agency.token);
    const asked = await askRefund(t.app, agency.token, {
      orderReference: order.orderReference,
      paxIds: [1],
      journeyIndexes: [0],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json<AfterSalesRequest>();
    if (request.mode === 'Manual') {
      expect(request.status).toBe('Requested');
      return;
    }
    expect(request.status).toBe('Quoted');
    const accepted = await accept(t.app, agency.token, 'Refund', request);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await balanceOf(t.app, agency.token);
    expect(after.walletBalance - before.walletBalance).toBe(request.quote!.total.amount);
  });
});
