import type { OrderAnswer } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { PermissionSubject } from '../lib/permission';
import {
  insertOrderEvent,
  lockAgencyOrder,
  updateOrder,
  type AgencyScope,
  type FlightOrderRow,
} from './flight-order.repository';
import { loadFlightOrder } from './load-order';
import { cannotCancel, fromSupplierError, orderNotFound } from './order-errors';

/**
 * Cancels a held booking inside the caller's transaction: the supplier releases the PNR's seats and the order is
 * Cancelled. A ticketed order refuses (it needs a void or refund request), as does one already closed.
 */
export async function cancelFlightOrder(options: {
  tx: Db;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
  userId: string;
  now: Date;
}): Promise<FlightOrderRow> {
  const { tx, now } = options;
  const order = await lockAgencyOrder(tx, options.scope, options.orderReference);
  if (!order) throw orderNotFound();
  if (order.status !== 'OnHold') throw cannotCancel();
  if (order.recordLocator) {
    await options.supplier
      .cancelPnr(tx, { recordLocator: order.recordLocator, now })
      .catch((error: unknown) => {
        throw fromSupplierError(error);
      });
  }
  const cancelled = await updateOrder(tx, order, { status: 'Cancelled', closedAt: now, updatedAt: now });
  await insertOrderEvent(tx, {
    orderId: order.id,
    at: now,
    action: 'Cancelled',
    status: 'Cancelled',
    userId: options.userId,
  });
  return cancelled;
}

/** AirCancel: cancels one of the agency's held bookings and answers the order as it now is. */
export async function cancelOrderNow(options: {
  db: Db;
  /** Who asks: the order is answered as their permissions let them read it. */
  viewer: PermissionSubject;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
  userId: string;
  now: Date;
}): Promise<OrderAnswer> {
  return options.db.transaction(async (tx) => {
    await cancelFlightOrder({ ...options, tx });
    return {
      order: await loadFlightOrder({
        db: tx,
        viewer: options.viewer,
        scope: options.scope,
        orderReference: options.orderReference,
        now: options.now,
      }),
    };
  });
}
