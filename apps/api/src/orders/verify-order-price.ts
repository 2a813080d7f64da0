import type { VerifyPriceResponse } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import {
  insertOrderEvent,
  lockAgencyOrder,
  passengersOf,
  updateOrder,
  type AgencyScope,
} from './flight-order.repository';
import { loadFlightOrder } from './load-order';
import { cannotIssue, orderNotFound, soldOut, timeLimitPassed } from './order-errors';
import { repriceOutcome } from './reprice-outcome';

/**
 * AirVerifyPrice, the third reprice point: a held order priced again at the supplier before issuing. A new price
 * or booking class is stored on the order (and in its history), so the agent sees and accepts what issuing charges.
 */
export async function verifyOrderPrice(options: {
  db: Db;
  scope: AgencyScope;
  orderReference: string;
  supplier: FlightBookingSupplier;
  userId: string;
  now: Date;
}): Promise<VerifyPriceResponse> {
  const { scope, now } = options;
  return options.db.transaction(async (tx) => {
    const order = await lockAgencyOrder(tx, scope, options.orderReference);
    if (!order) throw orderNotFound();
    if (order.status !== 'OnHold') throw cannotIssue();
    if (order.timeLimit && order.timeLimit <= now) throw timeLimitPassed();
    const passengers = await passengersOf(tx, order.id);
    const answer = await options.supplier.reprice({
      query: order.query,
      source: order.source,
      offerId: order.offerId,
      brandCode: order.brandCode,
      point: 'issue',
      db: tx,
      surnames: passengers.map((pax) => pax.lastName),
      recordLocator: order.recordLocator ?? undefined,
    });
    const previous = order.offer.brands[order.brandIndex];
    const current = answer.offer?.brands[answer.brandIndex];
    if (!answer.offer || !current || !previous) throw soldOut();
    const reprice = repriceOutcome(previous, current, order.currency);
    if (reprice.change !== 'None') {
      await updateOrder(tx, order, {
        offer: answer.offer,
        brandIndex: answer.brandIndex,
        fareGross: current.totalGross,
        fareAgent: current.totalAgent,
        payable: current.totalAgent + order.extrasTotal,
        updatedAt: now,
      });
      await insertOrderEvent(tx, {
        orderId: order.id,
        at: now,
        action: 'PriceChanged',
        status: order.status,
        userId: options.userId,
        note: `Fare ${previous.totalGross / 100} → ${current.totalGross / 100} ${order.currency}`,
      });
    }
    return {
      reprice,
      order: await loadFlightOrder({ db: tx, scope, orderReference: order.reference, now }),
    };
  });
}
