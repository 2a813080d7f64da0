import type { OrderAnswer } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { PermissionSubject } from '../lib/permission';
import { insertOrderEvent, lockAgencyOrder, updateOrder, type AgencyScope } from './flight-order.repository';
import { loadFlightOrder } from './load-order';
import { orderNotFound } from './order-errors';
import { fromExtensionError, notHeld, notLater } from './time-limit-errors';

/**
 * UpdateExtendTimeLimitRequest: asks the airline to hold the booking until `until`. It grants at most its latest
 * time limit; the order keeps what was granted, with an event saying so. Under the order's lock, so the expiry
 * sweep and an issue wait for it.
 */
export async function extendTimeLimit(options: {
  db: Db;
  /** Who asks: the order is answered as their permissions let them read it. */
  viewer: PermissionSubject;
  scope: AgencyScope;
  orderReference: string;
  until: Date;
  supplier: FlightBookingSupplier;
  userId: string;
  now: Date;
}): Promise<OrderAnswer> {
  const { scope, now, viewer } = options;
  return options.db.transaction(async (tx) => {
    const order = await lockAgencyOrder(tx, scope, options.orderReference);
    if (!order) throw orderNotFound();
    if (order.status !== 'OnHold' || !order.recordLocator || !order.timeLimit || order.timeLimit <= now) {
      throw notHeld();
    }
    if (options.until <= order.timeLimit) throw notLater();
    const granted = await options.supplier
      .extendTimeLimit(tx, { recordLocator: order.recordLocator, until: options.until, now })
      .catch((error: unknown) => {
        throw fromExtensionError(error);
      });
    await updateOrder(tx, order, { timeLimit: granted.timeLimit, updatedAt: now });
    await insertOrderEvent(tx, {
      orderId: order.id,
      at: now,
      action: 'TimeLimitExtended',
      status: 'OnHold',
      userId: options.userId,
      note: `Held until ${granted.timeLimit.toISOString()}`,
    });
    return {
      order: await loadFlightOrder({ db: tx, viewer, scope, orderReference: order.reference, now }),
    };
  });
}
