import type { SupplierPnr, SupplierTicket } from '../flight-booking';
import { latestTimeLimit } from './make-pnr';
import type { PnrRow, TicketRow } from './sandbox-gds.repository';
import { serviceLines } from './service-lines';

/**
 * A PNR as the GDS answers it. A held PNR whose time limit has passed is Expired, even before the sweep has given
 * its seats back: the airline no longer tickets it.
 */
export function toSupplierPnr(row: PnrRow, tickets: TicketRow[], now: Date): SupplierPnr {
  const lapsed = row.status === 'Held' && row.timeLimit.getTime() <= now.getTime();
  return {
    recordLocator: row.recordLocator,
    airlineLocator: row.airlineLocator,
    clientReference: row.clientReference,
    bookedFor: { tenantId: row.tenantId, agencyId: row.agencyId },
    status: lapsed ? 'Expired' : row.status,
    timeLimit: row.timeLimit,
    latestTimeLimit: latestTimeLimit(row.offer, row.createdAt),
    reference: row.reference,
    offer: row.offer,
    brandIndex: row.brandIndex,
    passengers: row.passengers,
    extras: row.extras,
    tickets: tickets.map(toSupplierTicket),
    services: serviceLines(row, now),
    createdAt: row.createdAt,
  };
}

export function toSupplierTicket(ticket: TicketRow): SupplierTicket {
  return {
    passengerIndex: ticket.passengerIndex,
    ticketNumber: ticket.ticketNumber,
    status: ticket.status,
    closedJourneys: ticket.closedJourneys,
    issuedAt: ticket.issuedAt,
    exchangedFrom: ticket.exchangedFrom,
  };
}
