import { describe, expect, it } from 'vitest';
import {
  AfterSalesReason,
  AfterSalesServiceFee,
  type AfterSalesRequest,
  type AutomaticAmounts,
} from '@portal/contracts';
import {
  accept,
  afterSalesOptions,
  Airlines,
  askRefund,
  asked,
  automaticAmounts,
  refusal,
  seatsSold,
  ticketedOrder,
  tripOn,
  updateStatus,
  useAfterSalesApp,
  walletOf,
} from './support/after-sales';

const suite = useAfterSalesApp();
const hour = 3_600_000;

/** Asks for a refund and accepts its automatic quote; the completed request. */
async function refundAtOnce(
  token: string,
  body: { orderReference: string; paxIds: number[]; journeyIndexes: number[] },
) {
  const request = await asked(askRefund(suite.app, token, body));
  expect(request).toMatchObject({ status: 'Quoted', mode: 'Automatic' });
  const accepted = await accept(suite.app, token, 'Refund', request);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const done = accepted.json<AfterSalesRequest>();
  expect(done.status).toBe('Completed');
  expect(done.settled).toEqual(request.quote!.total.amount === 0 ? null : request.quote!.total);
  return done;
}

describe('automatic refunds', () => {
  it('quotes by the fare’s penalties, itemised as the airline’s own figures give them, and credits exactly the quote', async () => {
    const { token } = await suite.fundedAgency('Refund Travels');
    const order = await ticketedOrder(suite.app, token);
    const seatsBefore = await seatsSold(suite.app, order, 0);
    const before = await walletOf(suite.app, token);

    const request = await asked(
      askRefund(suite.app, token, { orderReference: order.orderReference, paxIds: [1], journeyIndexes: [0] }),
    );
    expect(request).toMatchObject({
      kind: 'Refund',
      status: 'Quoted',
      mode: 'Automatic',
      reason: 'Voluntary',
    });
    expect(request.reference).toMatch(/^RF-\d{5,}$/);
    const quote = request.quote!;
    expect(quote.total.amount).toBe(quote.lines.reduce((sum, line) => sum + line.amount.amount, 0));
    expect(quote.lines.find((line) => line.kind === 'ServiceFee')?.amount.amount).toBe(
      -AfterSalesServiceFee.Refund,
    );
    for (const line of quote.lines.filter((one) =>
      ['Penalty', 'Commission', 'ServiceFee'].includes(one.kind),
    )) {
      expect(line.amount.amount, line.kind).toBeLessThan(0);
    }
    // Never more than the ticket cost the agency.
    expect(quote.total.amount).toBeLessThan(order.totals.payable.amount);
    const amounts = await automaticAmounts(suite.app, token, 'Refund', request.reference);
    expect(amounts.json<AutomaticAmounts>()).toMatchObject({
      window: 'MoreThan72Hours',
      lines: quote.lines,
      total: quote.total,
    });

    const accepted = await accept(suite.app, token, 'Refund', request);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<AfterSalesRequest>()).toMatchObject({ status: 'Completed', settled: quote.total });
    expect(accepted.json<AfterSalesRequest>().passengers[0]?.ticketStatus).toBe('Refunded');
    expect((await walletOf(suite.app, token)) - before).toBe(quote.total.amount);
    expect(await seatsSold(suite.app, order, 0)).toEqual(seatsBefore.map((sold) => sold - 1));
    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.tickets[0]).toMatchObject({
      status: 'Refunded',
      openJourneys: [],
      refund: { allowed: false, reason: AfterSalesReason.refunded },
    });
  });
});

describe('partial refunds', () => {
  it('refunds one passenger of two: the other ticket stays Issued and is refunded later', async () => {
    const { token } = await suite.fundedAgency('Two Travellers Travels');
    const order = await ticketedOrder(suite.app, token, {
      search: tripOn(Airlines.automatic, { adults: 2 }),
    });
    expect(order.passengers.map((pax) => pax.paxId)).toEqual([1, 2]);
    const seatsBefore = await seatsSold(suite.app, order, 0);
    const before = await walletOf(suite.app, token);

    const second = await refundAtOnce(token, {
      orderReference: order.orderReference,
      paxIds: [2],
      journeyIndexes: [0],
    });
    expect(second.passengers.map((pax) => [pax.paxId, pax.ticketStatus])).toEqual([[2, 'Refunded']]);
    expect(second.quote!.lines.every((line) => line.paxId === 2)).toBe(true);
    const between = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(between.tickets.map((ticket) => [ticket.paxId, ticket.status, ticket.refund.allowed])).toEqual([
      [1, 'Issued', true],
      [2, 'Refunded', false],
    ]);
    expect(await seatsSold(suite.app, order, 0)).toEqual(seatsBefore.map((sold) => sold - 1));

    const first = await refundAtOnce(token, {
      orderReference: order.orderReference,
      paxIds: [1],
      journeyIndexes: [0],
    });
    expect(first.passengers.map((pax) => [pax.paxId, pax.ticketStatus])).toEqual([[1, 'Refunded']]);
    expect(await seatsSold(suite.app, order, 0)).toEqual(seatsBefore.map((sold) => sold - 2));
    expect((await walletOf(suite.app, token)) - before).toBe(second.settled!.amount + first.settled!.amount);
  });

  it('refunds the inbound journey of a return: the ticket PartlyRefunded, the outbound still open, the inbound seats back', async () => {
    const { token } = await suite.fundedAgency('Half Return Travels');
    const order = await ticketedOrder(suite.app, token, {
      search: tripOn(Airlines.automatic, { returnAfterDays: 7 }),
    });
    expect(order.journeys).toHaveLength(2);
    const outbound = await seatsSold(suite.app, order, 0);
    const inbound = await seatsSold(suite.app, order, 1);
    const before = await walletOf(suite.app, token);

    const back = await refundAtOnce(token, {
      orderReference: order.orderReference,
      paxIds: [1],
      journeyIndexes: [1],
    });
    expect(back.journeys.map((journey) => journey.index)).toEqual([1]);
    expect(back.passengers[0]?.ticketStatus).toBe('PartlyRefunded');
    expect(await seatsSold(suite.app, order, 1)).toEqual(inbound.map((sold) => sold - 1));
    expect(await seatsSold(suite.app, order, 0)).toEqual(outbound);

    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.tickets[0]).toMatchObject({
      status: 'PartlyRefunded',
      openJourneys: [0],
      void: { allowed: false },
      refund: { allowed: true, mode: 'Automatic' },
    });
    // The inbound is refunded already: asking again is refused, not quoted twice.
    const again = await askRefund(suite.app, token, {
      orderReference: order.orderReference,
      paxIds: [1],
      journeyIndexes: [1],
    });
    expect(refusal(again)).toEqual([409, 'TICKET_NOT_ELIGIBLE']);

    const out = await refundAtOnce(token, {
      orderReference: order.orderReference,
      paxIds: [1],
      journeyIndexes: [0],
    });
    expect(out.passengers[0]?.ticketStatus).toBe('Refunded');
    expect(await seatsSold(suite.app, order, 0)).toEqual(outbound.map((sold) => sold - 1));
    expect((await walletOf(suite.app, token)) - before).toBe(
      (back.settled?.amount ?? 0) + (out.settled?.amount ?? 0),
    );
  });
});

describe('flown segments', () => {
  it('refuses to refund a flown journey with 422 SEGMENT_FLOWN and still refunds the unflown one', async () => {
    const { token } = await suite.fundedAgency('Flown Travels');
    const order = await ticketedOrder(suite.app, token, {
      search: tripOn(Airlines.automatic, { returnAfterDays: 7 }),
    });
    suite.clock.set(new Date(new Date(order.journeys[0]!.departure).getTime() + hour));

    const options = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(options.journeys.map((journey) => journey.flown)).toEqual([true, false]);
    expect(options.tickets[0]).toMatchObject({ openJourneys: [1], refund: { allowed: true } });
    for (const journeyIndexes of [[0], [0, 1]]) {
      const refused = await askRefund(suite.app, token, {
        orderReference: order.orderReference,
        paxIds: [1],
        journeyIndexes,
      });
      expect(refusal(refused), JSON.stringify(journeyIndexes)).toEqual([422, 'SEGMENT_FLOWN']);
    }
    const inbound = await asked(
      askRefund(suite.app, token, { orderReference: order.orderReference, paxIds: [1], journeyIndexes: [1] }),
    );
    expect(inbound.status).toBe('Quoted');

    // Once the way back has left too, nothing is left to refund.
    suite.clock.set(new Date(new Date(order.journeys[1]!.departure).getTime() + hour));
    const cancelled = await asked(
      updateStatus(suite.app, token, 'Refund', { reference: inbound.reference, action: 'Cancel' }),
    );
    expect(cancelled.status).toBe('Cancelled');
    const flown = await afterSalesOptions(suite.app, token, order.orderReference);
    expect(flown.tickets[0]?.refund).toEqual({
      allowed: false,
      reason: AfterSalesReason.allFlown,
      mode: null,
    });
    const late = await askRefund(suite.app, token, {
      orderReference: order.orderReference,
      paxIds: [1],
      journeyIndexes: [1],
    });
    expect(refusal(late)).toEqual([422, 'SEGMENT_FLOWN']);
  });
});
