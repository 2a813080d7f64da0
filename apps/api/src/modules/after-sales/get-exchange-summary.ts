import type { ExchangeSummary } from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { findOrderById } from '../../orders/flight-order.repository';
import { requestNotFound } from '../../requests/request-errors';
import { findQuote, findRequest, type RequestScope } from '../../requests/service-request.repository';
import { exchangeOptionView, type OptionSupply } from './exchange-option-view';
import { quotedOption } from './exchange-store';
import { linesTotal } from './quote-lines';
import { loadRequestView } from './request-view';
import { orderJourneys } from './ticket-eligibility';

/**
 * Exchange/Summary: the request as the confirm and view pages show it — each journey (the ones changing with the
 * date asked for and its bounds), each passenger's tickets at the airline (an exchanged one beside the one that
 * replaced it), the option of the current or accepted quote, and the money once settled.
 */
export async function getExchangeSummary(options: {
  db: Db;
  scope: RequestScope;
  reference: string;
  supplier: FlightBookingSupplier;
  supply: OptionSupply;
  now: Date;
}): Promise<ExchangeSummary> {
  const { db, scope, now } = options;
  const view = await loadRequestView(db, { scope, kind: 'Exchange', reference: options.reference, now });
  const request = await findRequest(db, scope, 'Exchange', options.reference);
  if (!request?.orderId) throw requestNotFound();
  const order = await findOrderById(db, request.orderId);
  if (!order) throw requestNotFound();
  const pnr = order.recordLocator ? await options.supplier.retrievePnr(db, order.recordLocator) : null;
  const quote = request.currentQuoteId ? await findQuote(db, request.id, request.currentQuoteId) : null;
  const terms = quote ? quotedOption(quote) : null;
  const asked = request.details.exchange ?? [];
  return {
    reference: view.reference,
    status: view.status,
    mode: view.mode,
    orderReference: view.orderReference,
    pnr: view.pnr,
    validatingAirline: view.validatingAirline,
    reason: view.reason,
    remark: view.remark,
    journeys: orderJourneys(order, now).map((journey) => {
      const change = asked.find((one) => one.journeyIndex === journey.index);
      return {
        journeyIndex: journey.index,
        origin: journey.origin,
        destination: journey.destination,
        departure: journey.departure,
        flown: journey.flown,
        changing: change !== undefined,
        date: change?.date ?? null,
        minDate: change?.minDate ?? null,
        maxDate: change?.maxDate ?? null,
      };
    }),
    passengers: view.passengers.map((passenger) => ({
      ...passenger,
      tickets: (pnr?.tickets ?? [])
        .filter((ticket) => ticket.passengerIndex === passenger.paxId)
        .sort(
          (a, b) =>
            Number(a.status === 'Open') - Number(b.status === 'Open') ||
            a.issuedAt.getTime() - b.issuedAt.getTime(),
        )
        .map((ticket) => ({
          ticketNumber: ticket.ticketNumber,
          status: ticket.status,
          exchangedFrom: ticket.exchangedFrom,
          issuedAt: ticket.issuedAt.toISOString(),
        })),
    })),
    option:
      quote && terms
        ? exchangeOptionView(
            {
              ...terms.option,
              optionId: terms.optionId,
              changedJourneys: terms.changedJourneys,
              lines: quote.lines,
              total: linesTotal(quote.lines),
            },
            options.supply,
            order.currency,
          )
        : null,
    quote: view.quote,
    settled: view.settled,
  };
}
