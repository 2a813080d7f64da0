import type { SupplierPnr } from '../flight-booking';
import type { PnrRow, TicketRow } from './sandbox-gds.repository';

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
    status: lapsed ? 'Expired' : row.status,
    timeLimit: row.timeLimit,
    reference: row.reference,
    offer: row.offer,
    brandIndex: row.brandIndex,
    passengers: row.passengers,
    extras: row.extras,
    tickets: tickets.map((ticket) => ({
      passengerIndex: ticket.passengerIndex,
      ticketNumber: ticket.ticketNumber,
    })),
    createdAt: row.createdAt,
  };
}
