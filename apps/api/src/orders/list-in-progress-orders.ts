import type { OperatorQueueResponse } from '@portal/contracts';
import type { Db } from '../db/client';
import { inProgressOrders, passengersOfOrders } from './operator-queue.repository';
import { toQueueOrder } from './queue-order-view';

/** The operators' queue: the tenant's orders whose issue is in doubt, the longest waiting first. */
export async function listInProgressOrders(options: {
  db: Db;
  tenantId: string;
}): Promise<OperatorQueueResponse> {
  const rows = await inProgressOrders(options.db, options.tenantId);
  const passengers = await passengersOfOrders(
    options.db,
    rows.map((row) => row.order.id),
  );
  return {
    orders: rows.map((row) =>
      toQueueOrder(
        row,
        passengers.filter((pax) => pax.orderId === row.order.id),
      ),
    ),
  };
}
