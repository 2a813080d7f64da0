import type { VerifyPriceResponse } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import type { PermissionSubject } from '../lib/permission';
import { insertOrderEvent, type AgencyScope } from './flight-order.repository';
import { lockHeldOrder, repriceHeldOrder, storeRepricedFare } from './held-order';
import { loadFlightOrder } from './load-order';

/**
 * AirVerifyPrice, the third reprice point: a held order priced again at the supplier before issuing. A new price
 * or booking class is stored on the order (and in its history), so the agent sees and accepts what issuing charges.
 */
export async function verifyOrderPrice(options: {
  db: Db;
  /** Who asks: the order is answered as their permissions let them read it. */
  viewer: PermissionSubject;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
  userId: string;
  now: Date;
}): Promise<VerifyPriceResponse> {
  const { scope, now, viewer } = options;
  return options.db.transaction(async (tx) => {
    const held = await lockHeldOrder(tx, scope, options.orderReference, now);
    const { order } = held;
    const fare = await repriceHeldOrder(tx, held, options.supplier);
    const reprice = fare.outcome;
    if (reprice.change !== 'None') {
      await storeRepricedFare(tx, order, fare, now);
      await insertOrderEvent(tx, {
        orderId: order.id,
        at: now,
        action: 'PriceChanged',
        status: order.status,
        userId: options.userId,
        note: `Fare ${reprice.previousTotal.amount / 100} → ${reprice.currentTotal.amount / 100} ${order.currency}`,
      });
    }
    return {
      reprice,
      order: await loadFlightOrder({ db: tx, viewer, scope, orderReference: order.reference, now }),
    };
  });
}
