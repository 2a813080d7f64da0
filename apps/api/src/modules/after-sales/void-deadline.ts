import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import type { FlightOrderRow } from '../../orders/flight-order.repository';
import { ticketNotEligible, voidRefused, voidWindowClosed } from './after-sales-errors';

/**
 * The end of the void window of the chosen passengers' tickets (the earliest, should they differ), read from the
 * airline's own tickets now; 422 VOID_WINDOW_CLOSED or VOID_REFUSED_BY_AIRLINE once a ticket may not be voided. A
 * void's quote never outlives it: accepting after the window would only meet the airline's refusal.
 */
export async function openVoidDeadline(
  tx: Db,
  options: {
    order: FlightOrderRow;
    paxIds: number[];
    supplier: FlightBookingSupplier;
    timeZone: string;
    now: Date;
  },
): Promise<Date> {
  const { order, supplier } = options;
  const pnr = order.recordLocator ? await supplier.retrievePnr(tx, order.recordLocator) : null;
  let deadline: Date | null = null;
  for (const paxId of options.paxIds) {
    const ticket = pnr?.tickets.find((one) => one.passengerIndex === paxId && one.status === 'Open');
    if (!ticket) throw ticketNotEligible();
    const window = supplier.voidWindow({
      ticket,
      validatingAirline: order.validatingAirline,
      timeZone: options.timeZone,
      now: options.now,
    });
    if (!window.allowed) throw window.reason === 'AirlineRefuses' ? voidRefused() : voidWindowClosed();
    if (!deadline || window.deadline.getTime() < deadline.getTime()) deadline = window.deadline;
  }
  if (!deadline) throw ticketNotEligible();
  return deadline;
}
