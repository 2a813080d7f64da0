import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { OrderPaths, type AfterSalesRequest, type OrderNotificationsResponse } from '@portal/contracts';
import { accept, askVoid, ticketedOrder } from './support/after-sales';
import { authHeaders } from './support/flight';
import { expectLedgerBalanced } from './support/ledger-audit';
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
afterEach(async () => {
  await expectLedgerBalanced(t.app, operator);
});

async function notices(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: OrderPaths.getNotifications,
    headers: authHeaders(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<OrderNotificationsResponse>().notifications;
}

it('shows a quote waiting for the agency, then the credit once the void is completed', async () => {
  const agency = await buildFundedAgency(t.app, t.db, { operatorToken: operator, name: 'Notice Travels' });
  const order = await ticketedOrder(t.app, agency.token);
  const asked = await askVoid(t.app, agency.token, order.orderReference, [1]);
  const request = asked.json<AfterSalesRequest>();

  const waiting = (await notices(agency.token)).find((notice) => notice.kind === 'requestQuoted');
  expect(waiting?.request).toEqual({ kind: 'Void', reference: request.reference });
  expect(waiting?.orderReference).toBe(order.orderReference);
  expect(waiting?.deadline).toBe(request.quote?.expiresAt);

  expect((await accept(t.app, agency.token, 'Void', request)).statusCode).toBe(200);
  const after = await notices(agency.token);
  expect(after.some((notice) => notice.kind === 'requestQuoted')).toBe(false);
  const done = after.find((notice) => notice.kind === 'requestCompleted');
  expect(done?.request?.reference).toBe(request.reference);
  expect(done?.amount).toEqual(request.quote?.total);
});
