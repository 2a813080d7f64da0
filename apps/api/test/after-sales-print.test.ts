import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { OrderPaths, OrderPrintPaths, type AfterSalesRequest, type FlightOrder } from '@portal/contracts';
import { accept, askVoid, ticketedOrder } from './support/after-sales';
import { authHeaders } from './support/flight';
import { expectLedgerBalanced } from './support/ledger-audit';
import { buildFundedAgency } from './support/money';
import { pdfText } from './support/pdf-text';
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

const bdt = (amount: number) =>
  `BDT ${Math.floor(amount / 100).toLocaleString('en-US')}.${String(amount % 100).padStart(2, '0')}`;

function printPdf(token: string, query: Record<string, string>) {
  return t.app.inject({
    method: 'GET',
    url: OrderPrintPaths.getBookingPdf,
    query,
    headers: authHeaders(token),
  });
}

it('prints a voided ticket as voided, the agent invoice with its credit, and the credit note', async () => {
  const agency = await buildFundedAgency(t.app, t.db, {
    operatorToken: operator,
    name: 'Credit Note Travels',
  });
  const order = await ticketedOrder(t.app, agency.token);
  const asked = await askVoid(t.app, agency.token, order.orderReference, [1]);
  const request = asked.json<AfterSalesRequest>();

  const early = await printPdf(agency.token, {
    typeId: '4',
    orderReference: order.orderReference,
    requestReference: request.reference,
  });
  expect(early.statusCode).toBe(409);

  expect((await accept(t.app, agency.token, 'Void', request)).statusCode).toBe(200);
  const viewed = await t.app.inject({
    method: 'GET',
    url: OrderPaths.airGetOrder,
    query: { orderReference: order.orderReference },
    headers: authHeaders(agency.token),
  });
  expect(viewed.json<{ order: FlightOrder }>().order.passengers[0]?.ticketStatus).toBe('Voided');

  const ticket = pdfText(
    (await printPdf(agency.token, { typeId: '1', orderReference: order.orderReference })).rawPayload,
  );
  expect(ticket).toContain('VOIDED - not valid for travel');

  const invoice = pdfText(
    (await printPdf(agency.token, { typeId: '2', orderReference: order.orderReference })).rawPayload,
  );
  expect(invoice).toContain(`Credit note CN-${request.reference}`);
  expect(invoice).toContain(bdt(request.quote!.total.amount).replace('BDT ', 'BDT -'));
  // What the booking cost the agency in the end: the service fee the void kept.
  expect(invoice).toContain(bdt(order.totals.payable.amount - request.quote!.total.amount));

  const note = await printPdf(agency.token, {
    typeId: '4',
    orderReference: order.orderReference,
    requestReference: request.reference,
  });
  expect(note.statusCode).toBe(200);
  expect(note.headers['content-disposition']).toContain('credit-note.pdf');
  const text = pdfText(note.rawPayload);
  expect(text).toContain(`CN-${request.reference}`);
  expect(text).toContain('Total credited');
  expect(text).toContain(bdt(request.quote!.total.amount));

  const stranger = await buildFundedAgency(t.app, t.db, {
    operatorToken: operator,
    name: 'Stranger Travels',
  });
  const theirs = await printPdf(stranger.token, {
    typeId: '4',
    orderReference: order.orderReference,
    requestReference: request.reference,
  });
  expect(theirs.statusCode).toBe(404);
  const missing = await printPdf(agency.token, { typeId: '4', orderReference: order.orderReference });
  expect(missing.statusCode).toBe(400);
});
