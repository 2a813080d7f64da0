import type { OrderHistory } from '@portal/contracts';
import type { Db } from '../db/client';
import { findAgencyOrder, orderEvents, type AgencyScope } from './flight-order.repository';
import { orderNotFound } from './order-errors';

/** GetOrderHistory: what happened to one of the agency's orders, oldest first, and who did it. */
export async function loadOrderHistory(options: {
  db: Db;
  scope: AgencyScope;
  orderReference: string;
}): Promise<OrderHistory> {
  const order = await findAgencyOrder(options.db, options.scope, options.orderReference);
  if (!order) throw orderNotFound();
  const events = await orderEvents(options.db, order.id);
  return {
    events: events.map((event) => ({
      at: event.at.toISOString(),
      action: event.action,
      status: event.status,
      by: event.firstName === null ? null : `${event.firstName} ${event.lastName ?? ''}`.trim(),
      note: event.note,
    })),
  };
}
