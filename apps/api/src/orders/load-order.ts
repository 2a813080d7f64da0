import type { FlightOrder } from '@portal/contracts';
import type { Db } from '../db/client';
import { findAgencyOrderDue } from '../ledger/order-due.repository';
import type { PermissionSubject } from '../lib/permission';
import { findAgencyOrder, passengersOf, userName, type AgencyScope } from './flight-order.repository';
import { orderNotFound } from './order-errors';
import { latestRequestOfOrder } from './partial-payment-request.repository';
import { toFlightOrder } from './order-view';
import { showsPassportVisaTo } from './passenger-documents';

/**
 * One of the agency's orders as the flight-order page shows it to the viewer (what their permissions let them
 * read); another agency's or tenant's answers 404.
 */
export async function loadFlightOrder(options: {
  db: Db;
  scope: AgencyScope;
  viewer: PermissionSubject;
  orderReference: string;
  now: Date;
}): Promise<FlightOrder> {
  const { db, scope, now } = options;
  const order = await findAgencyOrder(db, scope, options.orderReference);
  if (!order) throw orderNotFound();
  // One after another: `db` is often the caller's transaction, one connection that runs one query at a time.
  const passengers = await passengersOf(db, order.id);
  const bookedBy = await userName(db, order.createdBy);
  const due = await findAgencyOrderDue(db, scope, order.reference);
  const partialRequest = await latestRequestOfOrder(db, scope, order.id);
  return toFlightOrder({
    order,
    passengers,
    bookedBy,
    due: due && due.status === 'open' ? { amount: due.outstandingAmount, dueAt: due.dueAt } : null,
    // What the agency settled of its due since issuing (a failed issue's refund closes the due, not by paying).
    settled:
      due && order.status === 'Confirmed' ? due.totalAmount - due.paidAmount - due.outstandingAmount : 0,
    partialRequest,
    showPassportVisa: showsPassportVisaTo(options.viewer),
    now,
  });
}
