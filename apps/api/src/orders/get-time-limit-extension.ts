import type { TimeLimitExtension } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { findAgencyOrder, type AgencyScope } from './flight-order.repository';
import { orderNotFound } from './order-errors';
import { notHeld } from './time-limit-errors';

/** GetExtendTimeLimitRequest: the held order's time limit and the latest the airline would extend it to. */
export async function getTimeLimitExtension(options: {
  db: Db;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<TimeLimitExtension> {
  const order = await findAgencyOrder(options.db, options.scope, options.orderReference);
  if (!order) throw orderNotFound();
  if (
    order.status !== 'OnHold' ||
    !order.recordLocator ||
    !order.timeLimit ||
    order.timeLimit <= options.now
  ) {
    throw notHeld();
  }
  const pnr = await options.supplier.retrievePnr(options.db, order.recordLocator);
  const latest = pnr?.status === 'Held' ? pnr.latestTimeLimit : null;
  return {
    orderReference: order.reference,
    timeLimit: order.timeLimit.toISOString(),
    latestTimeLimit: latest?.toISOString() ?? null,
    extendable: latest !== null && latest > order.timeLimit,
  };
}
