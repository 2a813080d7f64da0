import type { RepriceOutcome } from '@portal/contracts';
import type { SupplyBrand, SupplyOffer } from '@portal/sandbox-supply';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import {
  lockAgencyOrder,
  passengersOf,
  updateOrder,
  type AgencyScope,
  type FlightOrderRow,
  type OrderPassengerRow,
} from './flight-order.repository';
import { cannotIssue, orderNotFound, soldOut, timeLimitPassed } from './order-errors';
import { repriceOutcome } from './reprice-outcome';

/** Whether the order still holds its seats: on hold, and its time limit not passed. */
export function isStillHeld(order: Pick<FlightOrderRow, 'status' | 'timeLimit'>, now: Date): boolean {
  return order.status === 'OnHold' && (order.timeLimit === null || order.timeLimit > now);
}

/** A held order, locked until the caller's transaction ends, that may still be issued: else 404 or 409. */
export async function lockHeldOrder(
  tx: Db,
  scope: AgencyScope,
  orderReference: string,
  now: Date,
): Promise<{ order: FlightOrderRow; passengers: OrderPassengerRow[] }> {
  const order = await lockAgencyOrder(tx, scope, orderReference);
  if (!order) throw orderNotFound();
  if (order.status !== 'OnHold') throw cannotIssue();
  if (order.timeLimit && order.timeLimit <= now) throw timeLimitPassed();
  return { order, passengers: await passengersOf(tx, order.id) };
}

export interface RepricedFare {
  offer: SupplyOffer;
  brandIndex: number;
  brand: SupplyBrand;
  /** What the agency pays now: its fare price plus the order's extras. */
  payable: number;
  outcome: RepriceOutcome;
}

/**
 * The third reprice point: the held order priced again at the supplier (whose scenarios read the surnames), its
 * own held seats counted as its own; 422 when the fare no longer sells.
 */
export async function repriceHeldOrder(
  tx: Db,
  held: { order: FlightOrderRow; passengers: OrderPassengerRow[] },
  supplier: FlightBookingSupplier,
): Promise<RepricedFare> {
  const { order, passengers } = held;
  const answer = await supplier.reprice({
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
  const brand = answer.offer?.brands[answer.brandIndex];
  if (!answer.offer || !brand || !previous) throw soldOut();
  return {
    offer: answer.offer,
    brandIndex: answer.brandIndex,
    brand,
    payable: brand.totalAgent + order.extrasTotal,
    outcome: repriceOutcome(previous, brand, order.currency),
  };
}

/** Keeps a changed fare on the order, so what the page shows is what issuing charges. */
export function storeRepricedFare(
  tx: Db,
  order: FlightOrderRow,
  fare: RepricedFare,
  now: Date,
): Promise<FlightOrderRow> {
  return updateOrder(tx, order, {
    offer: fare.offer,
    brandIndex: fare.brandIndex,
    fareGross: fare.brand.totalGross,
    fareAgent: fare.brand.totalAgent,
    payable: fare.payable,
    updatedAt: now,
  });
}
