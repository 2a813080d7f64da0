import {
  AfterSalesReason,
  hasFunctionality,
  type ActionEligibility,
  type AfterSalesJourney,
  type AfterSalesTicket,
  type TicketStatus,
} from '@portal/contracts';
import type { FlightBookingSupplier, SupplierPnr } from '../../adapters/flight-booking';
import type { PermissionSubject } from '../../lib/permission';
import type { FlightOrderRow, OrderPassengerRow } from '../../orders/flight-order.repository';
import type { ServiceRequestRow } from '../../requests/service-request.repository';

const refused = (reason: string): ActionEligibility => ({ allowed: false, reason, mode: null });

export function orderJourneys(order: FlightOrderRow, now: Date): AfterSalesJourney[] {
  return order.itinerary.journeys.map((journey, index) => ({
    index,
    origin: journey.origin,
    destination: journey.destination,
    departure: journey.departure,
    flown: new Date(journey.departure).getTime() <= now.getTime(),
  }));
}

/** A passenger's ticket state as we show it: the order's own record, or in process while a request acts on it. */
export function ticketStatusOf(passenger: OrderPassengerRow): TicketStatus {
  return passenger.ticketStatus ?? 'Issued';
}

/**
 * What may be done to each ticket of an order now, and why not when not: the caller's permissions (VoidRequest,
 * RefundRequest, ReissueRequest), the ticket's state, an open request, the void window of the ticketing office's
 * day and the airline's own rules, and whether any journey is still to fly.
 */
export function ticketEligibility(options: {
  order: FlightOrderRow;
  passengers: OrderPassengerRow[];
  pnr: SupplierPnr | null;
  supplier: FlightBookingSupplier;
  openRequest: ServiceRequestRow | null;
  viewer: PermissionSubject;
  timeZone: string;
  now: Date;
}): { tickets: AfterSalesTicket[]; voidDeadline: Date | null } {
  const { order, pnr, supplier, viewer, now } = options;
  const journeys = orderJourneys(order, now);
  const policy = supplier.afterSalesPolicy(order.validatingAirline);
  const may = (code: 'VoidRequest' | 'RefundRequest' | 'ReissueRequest') =>
    viewer.role !== 'operator' && hasFunctionality(viewer.functionalities, code);
  let voidDeadline: Date | null = null;

  const tickets = options.passengers.map((passenger): AfterSalesTicket => {
    const status = ticketStatusOf(passenger);
    const supplierTicket = pnr?.tickets.find(
      (ticket) => ticket.passengerIndex === passenger.paxIndex && ticket.status === 'Open',
    );
    const open = journeys
      .filter((journey) => !journey.flown && !passenger.closedJourneys.includes(journey.index))
      .map((journey) => journey.index);
    const base = {
      paxId: passenger.paxIndex,
      name: `${passenger.title} ${passenger.firstName} ${passenger.lastName}`,
      type: passenger.type,
      ticketNumber: passenger.ticketNumber,
      status,
      openJourneys: open,
    };
    // Our own record of the ticket speaks first: a voided or refunded ticket is no longer open at the airline
    // either, and the agent must read why (voided, refunded), not that the booking was never ticketed.
    const blocked =
      order.status !== 'Confirmed' || !passenger.ticketNumber
        ? AfterSalesReason.notTicketed
        : status === 'Voided'
          ? AfterSalesReason.voided
          : status === 'Refunded'
            ? AfterSalesReason.refunded
            : status === 'Exchanged'
              ? AfterSalesReason.exchanged
              : status === 'InProcess'
                ? AfterSalesReason.inProcess
                : options.openRequest
                  ? AfterSalesReason.openRequest
                  : !supplierTicket
                    ? AfterSalesReason.notTicketed
                    : null;
    if (blocked || !supplierTicket) {
      const answer = refused(blocked ?? AfterSalesReason.notTicketed);
      return { ...base, void: answer, refund: answer, exchange: answer };
    }

    const window = supplier.voidWindow({
      ticket: supplierTicket,
      validatingAirline: order.validatingAirline,
      timeZone: options.timeZone,
      now,
    });
    if (window.allowed) voidDeadline = window.deadline;
    const used = passenger.closedJourneys.length > 0 || journeys.some((journey) => journey.flown);
    const voidAnswer: ActionEligibility = !may('VoidRequest')
      ? refused(AfterSalesReason.noPermission)
      : !window.allowed
        ? refused(
            window.reason === 'AirlineRefuses'
              ? AfterSalesReason.voidRefused
              : AfterSalesReason.voidWindowClosed,
          )
        : used
          ? refused(AfterSalesReason.partlyUsed)
          : { allowed: true, reason: null, mode: 'Automatic' };
    const refundAnswer: ActionEligibility = !may('RefundRequest')
      ? refused(AfterSalesReason.noPermission)
      : open.length === 0
        ? refused(AfterSalesReason.allFlown)
        : { allowed: true, reason: null, mode: policy.refundsByDesk ? 'Manual' : 'Automatic' };
    const brand = order.offer.brands[order.brandIndex];
    const exchangeAnswer: ActionEligibility = !may('ReissueRequest')
      ? refused(AfterSalesReason.noPermission)
      : open.length === 0
        ? refused(AfterSalesReason.allFlown)
        : !brand?.changeable
          ? refused(AfterSalesReason.changeNotPermitted)
          : { allowed: true, reason: null, mode: 'Automatic' };
    return { ...base, void: voidAnswer, refund: refundAnswer, exchange: exchangeAnswer };
  });
  return { tickets, voidDeadline };
}
