import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanySettingsPaths, OrderPrintPaths, type FlightOrder, type OrderAnswer } from '@portal/contracts';
import { book, issue, priceOne, travellersFor } from './support/booking';
import { caller, fileOf } from './support/company';
import { authHeaders } from './support/flight';
import { buildFundedAgency } from './support/money';
import { pdfText } from './support/pdf-text';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

/** A real 1×1 png, so the PDF library can draw it. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let owner: string;
let order: FlightOrder;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
  const operator = await login(t.app, 'ops@demo.test');
  owner = (await buildFundedAgency(t.app, t.db, { operatorToken: operator, name: 'Logo Print Travels' }))
    .token;
  const priced = await priceOne(t.app, owner, { fareType: 'OnHold', search: { adultCount: 1 } });
  const booked = await book(t.app, owner, priced, { passengers: travellersFor(priced) });
  const held = booked.json<OrderAnswer>().order;
  const issued = await issue(t.app, owner, {
    orderReference: held.orderReference,
    acceptedPayable: held.totals.payable.amount,
  });
  expect(issued.statusCode).toBe(200);
  order = issued.json<OrderAnswer>().order;
});
afterAll(async () => {
  await t.close();
});

const print = async (typeId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: OrderPrintPaths.getBookingPdf,
    query: { typeId, orderReference: order.orderReference },
    headers: authHeaders(owner, 'localhost'),
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};
const imageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;

describe('the agency’s logo on the documents it prints', () => {
  it('draws the uploaded logo in the header of the ticket and both invoices, keeping the names, and drops it when removed', async () => {
    for (const typeId of ['1', '2', '3']) expect(imageCount(await print(typeId)), typeId).toBe(0);

    const api = caller(t.app);
    const uploaded = await api.upload(CompanySettingsPaths.uploadLogo, owner, {}, [
      fileOf(onePixelPng, 'logo.png'),
    ]);
    expect(uploaded.statusCode).toBe(200);
    for (const typeId of ['1', '2', '3']) {
      const pdf = await print(typeId);
      // A png with transparency brings its soft mask as a second image.
      expect(imageCount(pdf), typeId).toBeGreaterThan(0);
      expect(pdfText(pdf)).toContain('Logo Print Travels');
    }

    expect((await api.post(CompanySettingsPaths.removeLogo, owner)).statusCode).toBe(200);
    expect(imageCount(await print('2'))).toBe(0);
  });
});
