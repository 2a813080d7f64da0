import type { FlightBookingSupplier, SupplierServiceLine } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import {
  findAgencyOrder,
  passengersOf,
  type AgencyScope,
  type FlightOrderRow,
  type OrderPassengerRow,
} from './flight-order.repository';
import { orderNotFound } from './order-errors';

export interface OrderServices {
  order: FlightOrderRow;
  passengers: OrderPassengerRow[];
  /** The services as the airline has them now; none when the order has no PNR. */
  lines: SupplierServiceLine[];
}

/** One of the agency's orders with its travellers' services read from the airline's PNR; else 404. */
export async function loadOrderServices(options: {
  db: Db;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
}): Promise<OrderServices> {
  const order = await findAgencyOrder(options.db, options.scope, options.orderReference);
  if (!order) throw orderNotFound();
  const passengers = await passengersOf(options.db, order.id);
  const pnr = order.recordLocator
    ? await options.supplier.retrievePnr(options.db, order.recordLocator)
    : null;
  return { order, passengers, lines: pnr?.services ?? [] };
}

/** A service line's flight as the agent reads it, e.g. DAC-CXB. */
export function routeOf(order: FlightOrderRow, legKey: string): string {
  const leg = order.itinerary.legs[legKey];
  return leg ? `${leg.origin}-${leg.destination}` : legKey;
}

export const passengerName = (pax: OrderPassengerRow) => `${pax.title} ${pax.firstName} ${pax.lastName}`;
