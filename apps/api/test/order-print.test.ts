import { pdfText } from './support/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderPrintPaths,
  PrintMessage,
  type BookingPdfQueryInput,
  type FlightOrder,
  type OrderAnswer,
} from '@portal/contracts';
import { book, getOrder, holdOne, issue, priceOne, travellersFor } from './support/booking';
import { authHeaders } from './support/flight';
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

/** Money as the documents write it: "BDT 45,230.00". */
const bdt = (amount: number) =>
  `BDT ${Math.floor(amount / 100).toLocaleString('en-US')}.${String(amount % 100).padStart(2, '0')}`;

/** Print/GetBookingPdf; its query as the address carries it, so malformed values can be sent too. */
function printPdf(
  token: string,
  query: Partial<Record<keyof BookingPdfQueryInput, string>>,
  host = 'localhost',
) {
  return t.app.inject({
    method: 'GET',
    url: OrderPrintPaths.getBookingPdf,
    query,
    headers: authHeaders(token, host),
  });
}

const fundedAgency = (name: string) => buildFundedAgency(t.app, t.db, { operatorToken: operator, name });

/** A ticketed order of two adults, booked through price, sell, book and issue. */
async function ticketedOrder(token: string): Promise<FlightOrder> {
  const priced = await priceOne(t.app, token, { fareType: 'OnHold', search: { adultCount: 2 } });
  const booked = await book(t.app, token, priced, { passengers: travellersFor(priced) });
  expect(booked.statusCode).toBe(200);
  const held = booked.json<OrderAnswer>().order;
  const issued = await issue(t.app, token, {
    orderReference: held.orderReference,
    acceptedPayable: held.totals.payable.amount,
  });
  expect(issued.statusCode).toBe(200);
  return issued.json<OrderAnswer>().order;
}

describe('printing an order', () => {
  let token: string;
  let order: FlightOrder;
  beforeAll(async () => {
    ({ token } = await fundedAgency('Print Shop Travels'));
    order = await ticketedOrder(token);
    expect(order.status).toBe('Confirmed');
  });

  it('prints the e-ticket: a page per passenger with the ticket, the PNRs, the flights and the baggage', async () => {
    const response = await printPdf(token, { typeId: '1', orderReference: order.orderReference });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${order.orderReference}-ticket.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('E-Ticket');
    expect(text).toContain('Print Shop Travels');
    for (const pax of order.passengers) {
      expect(text).toContain(`${pax.title} ${pax.firstName} ${pax.lastName}`.toUpperCase());
      expect(text).toContain(pax.ticketNumber ?? 'no ticket');
    }
    expect(text).toContain(order.orderReference);
    expect(text).toContain(order.pnr ?? 'no PNR');
    expect(text).toContain(order.airlinePnr ?? 'no airline PNR');
    for (const leg of Object.values(order.legs)) {
      expect(text).toContain(`${leg.marketingAirline} ${leg.flightNumber}`);
      expect(text).toContain(`(${leg.origin})`);
      expect(text).toContain(leg.departure.slice(11, 16));
    }
    expect(text).toContain(`${order.journeys[0]?.baggage.checked} checked`);
    expect(text).toContain('Base fare');
    const breakdown = order.fareBreakdown.find((row) => row.passengerType === 'ADT');
    expect(text).toContain(bdt(breakdown?.grossPerPassenger.amount ?? 0));
  });

  it('leaves prices out when asked, and prints only the chosen passengers', async () => {
    const [first, second] = order.passengers;
    const response = await printPdf(token, {
      typeId: '1',
      orderReference: order.orderReference,
      withPrice: 'false',
      paxIds: String(second?.paxId),
    });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain(second?.ticketNumber ?? 'no ticket');
    expect(text).not.toContain(first?.ticketNumber ?? 'no ticket');
    expect(text).not.toContain('Base fare');
    expect(text).not.toContain('BDT');

    const unknown = await printPdf(token, {
      typeId: '1',
      orderReference: order.orderReference,
      paxIds: '1,7',
    });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, PrintMessage.unknownPassenger]);
    const malformed = await printPdf(token, { typeId: '4', orderReference: order.orderReference });
    expect(malformed.statusCode).toBe(400);
  });

  it('prints the agent invoice with the agent price, extras, what was paid and what is due', async () => {
    const response = await printPdf(token, { typeId: '2', orderReference: order.orderReference });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${order.orderReference}-agent-invoice.pdf"`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Agent invoice');
    expect(text).toContain('Print Shop Travels');
    const agentFare = order.fareBreakdown.find((row) => row.passengerType === 'ADT')?.agentPerPassenger;
    expect(text).toContain(bdt(agentFare?.amount ?? 0));
    expect(text).toContain('Extras');
    expect(text).toContain(`Paid\n${bdt(order.totals.payable.amount)}`);
    expect(text).toContain(`Due\n${bdt(0)}`);
  });

  it('prints the customer invoice at the gross fare plus extras plus markup, never the agent price', async () => {
    const markup = 1_500_00;
    const response = await printPdf(token, {
      typeId: '3',
      orderReference: order.orderReference,
      markup: String(markup),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${order.orderReference}-customer-invoice.pdf"`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Customer invoice');
    expect(text).toContain(`Service charge\n${bdt(markup)}`);
    const customerPrice = order.totals.fareGross.amount + order.totals.extras.amount + markup;
    expect(text).toContain(`Total\n${bdt(customerPrice)}`);
    expect(order.totals.fareAgent.amount).not.toBe(order.totals.fareGross.amount);
    expect(text).not.toContain(bdt(order.totals.fareAgent.amount));
    const agentFare = order.fareBreakdown.find((row) => row.passengerType === 'ADT')?.agentPerPassenger;
    expect(text).not.toContain(bdt(agentFare?.amount ?? 0));

    const plain = pdfText(
      (await printPdf(token, { typeId: '3', orderReference: order.orderReference, withPrice: 'false' }))
        .rawPayload,
    );
    expect(plain).toContain(order.passengers[0]?.ticketNumber ?? 'no ticket');
    expect(plain).not.toContain('BDT');
  });

  it('takes the markup as plain digits only, not as hex, exponent or a fraction', async () => {
    for (const markup of ['0x10', '1e3', '12.5', 'Infinity', '-100', '']) {
      const response = await printPdf(token, { typeId: '3', orderReference: order.orderReference, markup });
      expect(response.statusCode, JSON.stringify(markup)).toBe(400);
    }
  });
});

describe('what may be printed, and by whom', () => {
  it('prints no e-ticket before the tickets are issued (409), but an invoice of a held booking', async () => {
    const { token } = await fundedAgency('Held Print Travels');
    const held = await holdOne(t.app, token);
    const ticket = await printPdf(token, { typeId: '1', orderReference: held.orderReference });
    expect([ticket.statusCode, ticket.json().error.message]).toEqual([409, PrintMessage.ticketNotIssued]);
    const invoice = await printPdf(token, { typeId: '2', orderReference: held.orderReference });
    expect(invoice.statusCode).toBe(200);
    expect(pdfText(invoice.rawPayload)).toContain(`Paid\n${bdt(0)}`);
    const refreshed = (await getOrder(t.app, token, held.orderReference)).json<OrderAnswer>().order;
    expect(refreshed.status).toBe('OnHold');
  });

  it('answers 404 for another agency’s or tenant’s order, and 403 without PrintTicket', async () => {
    const { token } = await fundedAgency('Private Print Travels');
    const order = await ticketedOrder(token);
    const query = { typeId: '1', orderReference: order.orderReference } as const;
    expect((await printPdf(token, query)).statusCode).toBe(200);
    const otherAgency = await login(t.app, 'agent@demo.test');
    expect((await printPdf(otherAgency, query)).statusCode).toBe(404);
    const skyway = await login(t.app, 'agent@skyway.test', { host: 'skyway.localhost' });
    expect((await printPdf(skyway, query, 'skyway.localhost')).statusCode).toBe(404);
    const staff = await login(t.app, 'staff@demo.test');
    expect((await printPdf(staff, query)).statusCode).toBe(403);
    expect((await printPdf(operator, query)).statusCode).toBe(403);
    const nobody = await t.app.inject({ method: 'GET', url: OrderPrintPaths.getBookingPdf, query });
    expect(nobody.statusCode).toBe(401);
  });
});
