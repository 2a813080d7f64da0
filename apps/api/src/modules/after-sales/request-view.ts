import type { AfterSalesRequest, RequestKind, RequestQuote, RequestStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findOrderById, passengersOf } from '../../orders/flight-order.repository';
import { requestNotFound } from '../../requests/request-errors';
import {
  agencyName,
  eventsOf,
  findRequest,
  namesOf,
  quotesOf,
  type RequestQuoteRow,
  type RequestScope,
  type ServiceRequestRow,
} from '../../requests/service-request.repository';
import { orderJourneys, ticketStatusOf } from './ticket-eligibility';

/** Statuses in which the current quote is the one the agency accepted in time; its validity no longer matters. */
const acceptedStatuses: readonly RequestStatus[] = ['Accepted', 'InProcess', 'Completed'];

function quoteView(quote: RequestQuoteRow, request: ServiceRequestRow, now: Date): RequestQuote {
  // A quote stands while its request waits for the answer; once declined, cancelled or rejected it can no longer be
  // accepted, whatever its validity says.
  const lapsed =
    !acceptedStatuses.includes(request.status) &&
    (quote.expiresAt.getTime() <= now.getTime() || request.status !== 'Quoted');
  const state = request.currentQuoteId !== quote.id ? 'Superseded' : lapsed ? 'Expired' : 'Current';
  return {
    quoteId: quote.id,
    by: quote.createdBy ? 'Operator' : 'Airline',
    createdAt: quote.createdAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
    state,
    lines: quote.lines,
    total: { amount: quote.total, currency: quote.currency },
    note: quote.note,
  };
}

/** One request as the agency (its own) or the operators (their tenant's) see it; anything else answers 404. */
export async function loadRequestView(
  db: Db,
  options: { scope: RequestScope; kind: RequestKind | null; reference: string; now: Date },
): Promise<AfterSalesRequest> {
  const { now } = options;
  const request = await findRequest(db, options.scope, options.kind, options.reference);
  if (!request?.orderId) throw requestNotFound();
  // One after another: `db` is often the caller's transaction, one connection that runs one query at a time.
  const order = await findOrderById(db, request.orderId);
  if (!order) throw requestNotFound();
  const passengers = await passengersOf(db, order.id);
  const quotes = await quotesOf(db, request.id);
  const events = await eventsOf(db, request.id);
  const names = await namesOf(db, [request.requestedBy, ...(request.assigneeId ? [request.assigneeId] : [])]);
  const agency = await agencyName(db, request.agencyId);
  const views = quotes.map((quote) => quoteView(quote, request, now));
  const current = views.find((quote) => quote.quoteId === request.currentQuoteId) ?? null;
  const { paxIds, journeyIndexes } = request.details;
  return {
    reference: request.reference,
    kind: request.kind,
    status: request.status,
    mode: request.mode,
    orderReference: order.reference,
    pnr: order.recordLocator,
    route: order.route,
    validatingAirline: order.validatingAirline,
    agencyName: agency,
    requestedBy: names.get(request.requestedBy) ?? '',
    requestedAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    assignee: request.assigneeId ? (names.get(request.assigneeId) ?? null) : null,
    reason: request.details.reason,
    remark: request.details.remark,
    passengers: passengers
      .filter((passenger) => paxIds.includes(passenger.paxIndex))
      .map((passenger) => ({
        paxId: passenger.paxIndex,
        name: `${passenger.title} ${passenger.firstName} ${passenger.lastName}`,
        type: passenger.type,
        ticketNumber: passenger.ticketNumber,
        ticketStatus: ticketStatusOf(passenger),
      })),
    journeys: orderJourneys(order, now).filter(
      (journey) => request.kind === 'Void' || journeyIndexes.includes(journey.index),
    ),
    quote: current,
    pastQuotes: views.filter((quote) => quote.quoteId !== request.currentQuoteId),
    settled:
      request.settledAmount !== null ? { amount: request.settledAmount, currency: order.currency } : null,
    history: events.map(({ event, firstName, lastName }) => ({
      at: event.at.toISOString(),
      action: event.action,
      status: event.status,
      by:
        event.side === 'System'
          ? 'System'
          : event.side === 'Operator' && options.scope.agencyId !== null
            ? 'Support team'
            : `${firstName ?? ''} ${lastName ?? ''}`.trim(),
      side: event.side,
      note: event.note,
    })),
  };
}
