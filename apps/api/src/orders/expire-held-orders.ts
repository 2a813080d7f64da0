import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { heldOrdersLapsingBy, insertOrderEvent, lockOrderById, updateOrder } from './flight-order.repository';

/** Held orders expire this long before their time limit, so the supplier never drops a PNR we still show. */
export const expiryLeadMs = 60_000;
const batchSize = 50;

/**
 * The expiry scheduler's sweep (DESIGN §6): every held order within a minute of its time limit is expired and its
 * PNR cancelled at the supplier, releasing the seats. Each order in its own transaction, re-checked under its lock,
 * so an issue racing the sweep either wins (and the order is no longer held) or waits and then finds it expired.
 */
export async function expireHeldOrders(options: {
  db: Db;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<string[]> {
  const { db, now } = options;
  const lapsing = await heldOrdersLapsingBy(db, new Date(now.getTime() + expiryLeadMs), batchSize);
  const expired: string[] = [];
  for (const candidate of lapsing) {
    const done = await db.transaction(async (tx) => {
      const order = await lockOrderById(tx, candidate.id);
      if (!order || order.status !== 'OnHold') return false;
      if (!order.timeLimit || order.timeLimit.getTime() - expiryLeadMs > now.getTime()) return false;
      if (order.recordLocator) {
        await options.supplier.cancelPnr(tx, { recordLocator: order.recordLocator, now });
      }
      await updateOrder(tx, order, { status: 'Expired', closedAt: now, updatedAt: now });
      await insertOrderEvent(tx, {
        orderId: order.id,
        at: now,
        action: 'Expired',
        status: 'Expired',
        userId: null,
        note: 'The time limit was reached before the tickets were issued.',
      });
      return true;
    });
    if (done) expired.push(candidate.reference);
  }
  return expired;
}
