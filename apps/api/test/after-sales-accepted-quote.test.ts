import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AfterSalesOperatorPaths, type AfterSalesRequest, type AutomaticAmounts } from '@portal/contracts';
import { accept, askRefund, getRequest, ticketedOrder } from './support/after-sales';
import { post } from './support/booking';
import { authHeaders } from './support/flight';
import { balanceOf, buildFundedAgency } from './support/money';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

// A manual quote accepted in time stays the accepted quote while the airline's desk acts, however long that takes:
// it is not shown as expired once its validity has passed, and completing it posts its total.

let t: TestApp;
let operator: string;
let offsetMs = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { API_RATE_LIMIT_PER_MINUTE: '100000000' },
    now: () => new Date(Date.now() + offsetMs),
  });
  operator = await login(t.app, 'ops@demo.test');
});
afterAll(async () => {
  await t.close();
});

const operatorGet = async (reference: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: AfterSalesOperatorPaths.getRequest,
    query: { reference },
    headers: authHeaders(operator),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AfterSalesRequest>();
};

it('keeps an accepted manual quote current after its validity has passed, and completing posts it', async () => {
  offsetMs = 0;
  const agency = await buildFundedAgency(t.app, t.db, { operatorToken: operator, name: 'Desk Wait Travels' });
  const order = await ticketedOrder(t.app, agency.token);
  const asked = await askRefund(t.app, agency.token, {
    orderReference: order.orderReference,
    paxIds: [1],
    journeyIndexes: [0],
    reason: 'FlightCancelled',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { reference, mode } = asked.json<AfterSalesRequest>();
  expect(mode).toBe('Manual');

  const figures = await t.app.inject({
    method: 'GET',
    url: AfterSalesOperatorPaths.automaticAmounts,
    query: { reference },
    headers: authHeaders(operator),
  });
  expect(figures.statusCode, figures.body).toBe(200);
  const lines = figures.json<AutomaticAmounts>().lines.map(({ kind, label, paxId, amount }) => ({
    kind,
    label,
    paxId,
    amount: amount.amount,
  }));
  const quoted = await post(t.app, operator, AfterSalesOperatorPaths.quote, {
    reference,
    lines,
    validMinutes: 5,
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const quote = quoted.json<AfterSalesRequest>().quote!;
  const accepted = await accept(t.app, agency.token, 'Refund', { reference, quote });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json<AfterSalesRequest>().status).toBe('InProcess');

  // The airline's desk takes longer than the quote's validity.
  offsetMs = 10 * 60_000;
  const waiting = await operatorGet(reference);
  expect(waiting.status).toBe('InProcess');
  expect(waiting.quote).toMatchObject({ quoteId: quote.quoteId, state: 'Current' });
  const seen = await getRequest(t.app, agency.token, 'Refund', reference);
  expect(seen.json<AfterSalesRequest>().quote?.state).toBe('Current');

  const before = await balanceOf(t.app, agency.token);
  const completed = await post(
    t.app,
    operator,
    AfterSalesOperatorPaths.decide,
    { reference, decision: 'Complete', note: 'Refunded by the airline desk.' },
    randomUUID(),
  );
  expect(completed.statusCode, completed.body).toBe(200);
  expect(completed.json<AfterSalesRequest>()).toMatchObject({
    status: 'Completed',
    quote: { quoteId: quote.quoteId, state: 'Current' },
    settled: { amount: quote.total.amount },
  });
  const after = await balanceOf(t.app, agency.token);
  expect(after.walletBalance - before.walletBalance).toBe(quote.total.amount);
});
