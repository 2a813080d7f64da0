import type { UpdatedTimeLimit } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { PermissionSubject } from '../lib/permission';
import { insertOrderEvent, lockAgencyOrder, updateOrder, type AgencyScope } from './flight-order.repository';
import { loadFlightOrder } from './load-order';
import { orderNotFound } from './order-errors';

/**
 * GetUpdatedTimeLimit: reads a held order's time limit from the airline again (it may have been changed there,
 * e.g. extended at the airline's desk) and keeps it on the order. Other orders answer as they are.
 */
export async function refreshTimeLimit(options: {
  db: Db;
  /** Who asks: the order is answered as their permissions let them read it. */
  viewer: PermissionSubject;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<UpdatedTimeLimit> {
  const { scope, now, viewer } = options;
  return options.db.transaction(async (tx) => {
    const order = await lockAgencyOrder(tx, scope, options.orderReference);
    if (!order) throw orderNotFound();
    let changed = false;
    if (order.status === 'OnHold' && order.recordLocator) {
      const pnr = await options.supplier.retrievePnr(tx, order.recordLocator);
      if (pnr?.status === 'Held' && pnr.timeLimit.getTime() !== order.timeLimit?.getTime()) {
        await updateOrder(tx, order, { timeLimit: pnr.timeLimit, updatedAt: now });
        await insertOrderEvent(tx, {
          orderId: order.id,
          at: now,
          action: 'TimeLimitUpdated',
          status: 'OnHold',
          userId: null,
          note: `The airline holds the booking until ${pnr.timeLimit.toISOString()}`,
        });
        changed = true;
      }
    }
    return {
      order: await loadFlightOrder({ db: tx, viewer, scope, orderReference: order.reference, now }),
      changed,
    };
  });
}
