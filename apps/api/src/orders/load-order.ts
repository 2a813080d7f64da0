import type { FlightOrder } from '@portal/contracts';
import type { Db } from '../db/client';
import { findAgencyOrderDue } from '../ledger/order-due.repository';
import { findAgencyOrder, passengersOf, userName, type AgencyScope } from './flight-order.repository';
import { orderNotFound } from './order-errors';
import { toFlightOrder } from './order-view';

/** One of the agency's orders as the flight-order page shows it; another agency's or tenant's answers 404. */
export async function loadFlightOrder(options: {
  db: Db;
  scope: AgencyScope;
  orderReference: string;
  now: Date;
}): Promise<FlightOrder> {
  const { db, scope, now } = options;
  const order = await findAgencyOrder(db, scope, options.orderReference);
  if (!order) throw orderNotFound();
  const [passengers, bookedBy, due] = await Promise.all([
    passengersOf(db, order.id),
    userName(db, order.createdBy),
    findAgencyOrderDue(db, scope, order.reference),
  ]);
  return toFlightOrder({
    order,
    passengers,
    bookedBy,
    due: due && due.status === 'open' ? { amount: due.outstandingAmount, dueAt: due.dueAt } : null,
    now,
  });
}
