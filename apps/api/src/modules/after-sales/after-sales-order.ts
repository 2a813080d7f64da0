import type { FlightBookingSupplier, SupplierPnr } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import {
  findAgencyOrder,
  lockAgencyOrder,
  passengersOf,
  type AgencyScope,
  type FlightOrderRow,
  type OrderPassengerRow,
} from '../../orders/flight-order.repository';
import { orderNotFound } from '../../orders/order-errors';
import { openRequestOfOrder, type ServiceRequestRow } from '../../requests/service-request.repository';

export interface AfterSalesOrder {
  order: FlightOrderRow;
  passengers: OrderPassengerRow[];
  pnr: SupplierPnr | null;
  openRequest: ServiceRequestRow | null;
}

/**
 * One of the agency's orders with its passengers, the airline's PNR (the tickets' own state) and its open request;
 * another agency's or tenant's order answers 404. `lock` holds the order until the caller's transaction ends, so
 * an issue, a request and an accept on it take turns.
 */
export async function loadAfterSalesOrder(options: {
  db: Db;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
  lock?: boolean;
}): Promise<AfterSalesOrder> {
  const { db, scope } = options;
  const order = options.lock
    ? await lockAgencyOrder(db, scope, options.orderReference)
    : await findAgencyOrder(db, scope, options.orderReference);
  if (!order) throw orderNotFound();
  const passengers = await passengersOf(db, order.id);
  const pnr = order.recordLocator ? await options.supplier.retrievePnr(db, order.recordLocator) : null;
  const openRequest = await openRequestOfOrder(db, order.id);
  return { order, passengers, pnr, openRequest };
}
