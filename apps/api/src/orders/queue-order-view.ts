import type { QueueOrder } from '@portal/contracts';
import type { OrderPassengerRow } from './flight-order.repository';
import type { QueueOrderRow } from './operator-queue.repository';

/** An order as the operators' queue shows it: who booked it, what it cost, what its wallet paid and since when. */
export function toQueueOrder(row: QueueOrderRow, passengers: OrderPassengerRow[]): QueueOrder {
  const { order } = row;
  const money = (amount: number) => ({ amount, currency: order.currency });
  return {
    orderReference: order.reference,
    status: order.status,
    agencyName: row.agencyName,
    bookedBy: row.bookedBy,
    pnr: order.recordLocator,
    airlinePnr: order.airlineLocator,
    route: order.route,
    validatingAirline: order.validatingAirline,
    amount: money(order.payable),
    paidAmount: money(order.paidAmount + row.settled),
    paymentMode: order.paymentMode,
    since: order.updatedAt.toISOString(),
    passengers: passengers.map((pax) => ({
      paxId: pax.paxIndex,
      type: pax.type,
      name: `${pax.title} ${pax.firstName} ${pax.lastName}`,
      ticketNumber: pax.ticketNumber,
    })),
  };
}
