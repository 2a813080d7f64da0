import {
  OperatorQueueErrorCode,
  OperatorQueueMessage,
  type CompleteOrderRequest,
  type QueueOrderAnswer,
  type TypedTicket,
} from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import {
  insertOrderEvent,
  passengersOf,
  setTicketNumbers,
  updateOrder,
  type OrderPassengerRow,
} from './flight-order.repository';
import { lockInProgressOrder } from './lock-in-progress-order';
import { toQueueOrder } from './queue-order-view';

type Ticket = { passengerIndex: number; ticketNumber: string };

/** Tickets that name every passenger of the order exactly once, or null. */
function coveringAll(tickets: Ticket[], passengers: OrderPassengerRow[]): Ticket[] | null {
  const byPassenger = new Map(tickets.map((ticket) => [ticket.passengerIndex, ticket]));
  if (byPassenger.size !== tickets.length || tickets.length !== passengers.length) return null;
  return passengers.every((pax) => byPassenger.has(pax.paxIndex)) ? tickets : null;
}

function typed(tickets: TypedTicket[]): Ticket[] {
  return tickets.map((ticket) => ({ passengerIndex: ticket.paxId, ticketNumber: ticket.ticketNumber }));
}

/**
 * Complete an issue in doubt (the operators' queue): the PNR is retrieved from the supplier and its tickets stored
 * when it has them; otherwise the ticket numbers the operator typed, one per passenger, are. The order becomes
 * Confirmed with its debit as posted at issue, exactly once: a second decision finds it no longer InProgress (409).
 */
export async function completeInProgressOrder(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  request: CompleteOrderRequest;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<QueueOrderAnswer> {
  const { request, now } = options;
  return options.db.transaction(async (tx) => {
    const row = await lockInProgressOrder(tx, options.tenantId, request.orderReference);
    const { order } = row;
    const passengers = await passengersOf(tx, order.id);
    const pnr = order.recordLocator ? await options.supplier.retrievePnr(tx, order.recordLocator) : null;
    const fromAirline = pnr?.status === 'Ticketed' ? coveringAll(pnr.tickets, passengers) : null;
    const tickets =
      fromAirline ?? (request.ticketNumbers ? coveringAll(typed(request.ticketNumbers), passengers) : null);
    if (!tickets) {
      throw request.ticketNumbers?.length
        ? new AppError(OperatorQueueErrorCode.TicketsMissing, 422, OperatorQueueMessage.ticketPassengers)
        : new AppError(OperatorQueueErrorCode.TicketsMissing, 422, OperatorQueueMessage.ticketsMissing);
    }

    await setTicketNumbers(tx, order.id, tickets);
    const confirmed = await updateOrder(tx, order, { status: 'Confirmed', issuedAt: now, updatedAt: now });
    const source = fromAirline
      ? 'Tickets confirmed from the airline’s PNR.'
      : 'Ticket numbers entered by the operator.';
    await insertOrderEvent(tx, {
      orderId: order.id,
      at: now,
      action: 'CompletedByOperator',
      status: 'Confirmed',
      userId: options.operatorId,
      note: request.note ? `${source} ${request.note}` : source,
    });
    return { order: toQueueOrder({ ...row, order: confirmed }, await passengersOf(tx, order.id)) };
  });
}
