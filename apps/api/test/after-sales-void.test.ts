import { describe, expect, it } from 'vitest';
import {
  AfterSalesMessage,
  AfterSalesReason,
  AfterSalesServiceFee,
  AutomaticQuoteMinutes,
  type AfterSalesRequest,
} from '@portal/contracts';
import {
  accept,
  afterSalesOptions,
  agencyQueue,
  Airlines,
  askRefund,
  askVoid,
  asked,
  refusal,
  seatsSold,
  ticketedOrder,
  tripOn,
  updateStatus,
  useAfterSalesApp,
  walletOf,
} from './support/after-sales';
import { holdOne } from './support/booking';
import { dhakaDate } from './support/flight';

const suite = useAfterSalesApp();

/** The end of the Dhaka day the clock is on: the void window of a ticket issued now. */
const endOfIssueDay = () => new Date(`${dhakaDate(0, suite.clock.now())}T23:59:59.999+06:00`);

describe('void on the issue day', () => {
  it('quotes everything back less the service fee, voids once accepted, credits the quote and frees the seat', async () => {
    const { token } = await suite.fundedAgency('Void Today Travels');
    const order = await ticketedOrder(suite.app, token);
    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.voidDeadline).toBe(endOfIssueDay().toISOString());
    expect(options.officeTimeZone).toBe('Asia/Dhaka');
    expect(options.tickets[0]).toMatchObject({
      status: 'Issued',
      void: { allowed: true, reason: null, mode: 'Automatic' },
      refund: { allowed: true, reason: null, mode: 'Automatic' },
    });
    const seatsBefore = await seatsSold(suite.app, order, 0);
    const before = await walletOf(suite.app, token);

    const request = await asked(askVoid(suite.app, token, order.orderReference, [1]));
    expect(request).toMatchObject({ kind: 'Void', status: 'Quoted', mode: 'Automatic', pastQuotes: [] });
    expect(request.reference).toMatch(/^VD-\d{5,}$/);
    const quote = request.quote!;
    expect([quote.by, quote.state]).toEqual(['Airline', 'Current']);
    expect(new Date(quote.expiresAt).getTime() - new Date(quote.createdAt).getTime()).toBe(
      AutomaticQuoteMinutes * 60_000,
    );
    expect(quote.lines.find((line) => line.kind === 'ServiceFee')?.amount.amount).toBe(
      -AfterSalesServiceFee.Void,
    );
    expect(quote.total.amount).toBe(quote.lines.reduce((sum, line) => sum + line.amount.amount, 0));
    // Everything the ticket cost the agency comes back, less the fee.
    expect(quote.total.amount).toBe(order.totals.payable.amount - AfterSalesServiceFee.Void);
    // Asking moves no money.
    expect(await walletOf(suite.app, token)).toBe(before);

    const accepted = await accept(suite.app, token, 'Void', request);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const done = accepted.json<AfterSalesRequest>();
    expect(done).toMatchObject({ status: 'Completed', settled: quote.total });
    expect(done.passengers.map((pax) => pax.ticketStatus)).toEqual(['Voided']);
    expect(done.history.map((event) => [event.action, event.status])).toEqual([
      ['Request', 'Requested'],
      ['Quote', 'Quoted'],
      ['Accept', 'Accepted'],
      ['Complete', 'Completed'],
    ]);
    expect((await walletOf(suite.app, token)) - before).toBe(quote.total.amount);
    expect(await seatsSold(suite.app, order, 0)).toEqual(seatsBefore.map((sold) => sold - 1));

    const after = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(after.openRequests).toEqual([]);
    expect(after.tickets[0]).toMatchObject({
      status: 'Voided',
      openJourneys: [],
      void: { allowed: false, reason: AfterSalesReason.voided },
      refund: { allowed: false, reason: AfterSalesReason.voided },
    });
  });

  it('refuses a voided ticket’s refund and a second void with 409 TICKET_NOT_ELIGIBLE, moving nothing', async () => {
    const { token } = await suite.fundedAgency('Void Twice Travels');
    const order = await ticketedOrder(suite.app, token);
    const request = await asked(askVoid(suite.app, token, order.orderReference, [1]));
    expect((await accept(suite.app, token, 'Void', request)).statusCode).toBe(200);
    const before = await walletOf(suite.app, token);

    const refund = await askRefund(suite.app, token, {
      orderReference: order.orderReference,
      paxIds: [1],
      journeyIndexes: [0],
    });
    expect(refusal(refund)).toEqual([409, 'TICKET_NOT_ELIGIBLE']);
    expect(refusal(await askVoid(suite.app, token, order.orderReference, [1]))).toEqual([
      409,
      'TICKET_NOT_ELIGIBLE',
    ]);
    expect(await walletOf(suite.app, token)).toBe(before);
    const queue = await agencyQueue(suite.app, token, 'Refund');
    expect(queue.json<{ total: number }>().total).toBe(0);
  });

  it('refuses a booking not yet ticketed with 409 ORDER_NOT_TICKETED', async () => {
    const { token } = await suite.fundedAgency('Held Only Travels');
    const held = await holdOne(suite.app, token, tripOn(Airlines.automatic));
    const options = await afterSalesOptions(suite.app, token, held.orderReference);
    expect(options.tickets[0]?.void).toEqual({
      allowed: false,
      reason: AfterSalesReason.notTicketed,
      mode: null,
    });
    expect(refusal(await askVoid(suite.app, token, held.orderReference, [1]))).toEqual([
      409,
      'ORDER_NOT_TICKETED',
    ]);
  });
});

describe('the void window', () => {
  it('closes at 23:59 in Dhaka of the issue day: 422 VOID_WINDOW_CLOSED, and the refund is offered instead', async () => {
    const { token } = await suite.fundedAgency('Window Closed Travels');
    const order = await ticketedOrder(suite.app, token);
    const deadline = endOfIssueDay();
    suite.clock.set(new Date(deadline.getTime() + 1));

    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.voidDeadline).toBeNull();
    expect(options.tickets[0]).toMatchObject({
      void: { allowed: false, reason: AfterSalesReason.voidWindowClosed, mode: null },
      refund: { allowed: true, reason: null, mode: 'Automatic' },
    });
    const refused = await askVoid(suite.app, token, order.orderReference, [1]);
    expect(refusal(refused)).toEqual([422, 'VOID_WINDOW_CLOSED']);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      AfterSalesMessage.voidWindowClosed,
    );
    expect((await agencyQueue(suite.app, token, 'Void')).json<{ total: number }>().total).toBe(0);

    const refund = await asked(
      askRefund(suite.app, token, { orderReference: order.orderReference, paxIds: [1], journeyIndexes: [0] }),
    );
    expect(refund).toMatchObject({ kind: 'Refund', status: 'Quoted', mode: 'Automatic' });
  });

  it('quotes a void asked minutes before the window closes to lapse with the window, never after it', async () => {
    const { token } = await suite.fundedAgency('Last Minute Travels');
    const order = await ticketedOrder(suite.app, token);
    const deadline = endOfIssueDay();
    suite.clock.set(new Date(deadline.getTime() - 5 * 60_000));
    const request = await asked(askVoid(suite.app, token, order.orderReference, [1]));
    expect(request.quote?.expiresAt).toBe(deadline.toISOString());
    const before = await walletOf(suite.app, token);

    suite.clock.set(new Date(deadline.getTime() + 1_000));
    expect(refusal(await accept(suite.app, token, 'Void', request))).toEqual([409, 'QUOTE_EXPIRED']);
    // A new quote is not given once the window has closed.
    const requote = await updateStatus(suite.app, token, 'Void', {
      reference: request.reference,
      action: 'Requote',
    });
    expect(refusal(requote)).toEqual([422, 'VOID_WINDOW_CLOSED']);
    expect(await walletOf(suite.app, token)).toBe(before);
    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.tickets[0]?.status).toBe('Issued');
  });
});

describe('an airline that refuses voids', () => {
  it('shows the void refused with the reason and answers 422 VOID_REFUSED_BY_AIRLINE; the refund goes to its desk', async () => {
    const { token } = await suite.fundedAgency('No Void Travels');
    const order = await ticketedOrder(suite.app, token, {
      search: tripOn(Airlines.refusesVoids.code, { to: Airlines.refusesVoids.to }),
    });
    expect(order.validatingAirline).toBe(Airlines.refusesVoids.code);
    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.voidDeadline).toBeNull();
    expect(options.tickets[0]).toMatchObject({
      void: { allowed: false, reason: AfterSalesReason.voidRefused, mode: null },
      refund: { allowed: true, reason: null, mode: 'Manual' },
    });

    const refused = await askVoid(suite.app, token, order.orderReference, [1]);
    expect(refusal(refused)).toEqual([422, 'VOID_REFUSED_BY_AIRLINE']);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(AfterSalesMessage.voidRefused);
    expect((await agencyQueue(suite.app, token, 'Void')).json<{ total: number }>().total).toBe(0);
  });
});
