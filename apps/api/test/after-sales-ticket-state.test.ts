import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AfterSalesReason, type AfterSalesRequest } from '@portal/contracts';
import { accept, afterSalesOptions, askVoid, ticketedOrder } from './support/after-sales';
import { buildFundedAgency } from './support/money';
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

describe('AirGetOrderRequest after a void', () => {
  it('says the voided ticket is voided, not that the booking is not ticketed', async () => {
    const agency = await buildFundedAgency(t.app, t.db, {
      operatorToken: operator,
      name: 'Voided Ticket State Travels',
      amount: 5_000_000_00,
    });
    const order = await ticketedOrder(t.app, agency.token);
    const asked = await askVoid(t.app, agency.token, order.orderReference, [1]);
    expect(asked.statusCode, asked.body).toBe(200);
    const accepted = await accept(t.app, agency.token, 'Void', asked.json<AfterSalesRequest>());
    expect(accepted.statusCode, accepted.body).toBe(200);

    const options = await afterSalesOptions(t.app, agency.token, order.orderReference);
    expect(options.tickets[0]).toMatchObject({
      status: 'Voided',
      void: { allowed: false, reason: AfterSalesReason.voided },
      refund: { allowed: false, reason: AfterSalesReason.voided },
    });
    expect(options.voidDeadline).toBeNull();
  });
});
