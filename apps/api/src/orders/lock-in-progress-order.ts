import { OperatorQueueErrorCode, OperatorQueueMessage } from '@portal/contracts';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { lockTenantOrder, type QueueOrderRow } from './operator-queue.repository';
import { orderNotFound } from './order-errors';

/**
 * An order of the operator's tenant that is still InProgress, locked until the caller's transaction ends: two
 * operators deciding on it take turns, and the second finds it decided (409). Another tenant's order is not found.
 */
export async function lockInProgressOrder(
  tx: Db,
  tenantId: string,
  orderReference: string,
): Promise<QueueOrderRow> {
  const row = await lockTenantOrder(tx, tenantId, orderReference);
  if (!row) throw orderNotFound();
  if (row.order.status !== 'InProgress') {
    throw new AppError(OperatorQueueErrorCode.NotInProgress, 409, OperatorQueueMessage.notInProgress);
  }
  return row;
}
