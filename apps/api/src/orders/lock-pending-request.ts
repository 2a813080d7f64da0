import type { Db } from '../db/client';
import { lockOrderById, type FlightOrderRow } from './flight-order.repository';
import { lockTenantRequest, type PartialRequestWithRequester } from './partial-payment-request.repository';
import { partialRequestDecided, partialRequestNotFound } from './partial-request-errors';

/**
 * A pending request of the operator's tenant and its order, both locked until the transaction ends: two operators
 * deciding at once get one decision and one 409; the order's issue or expiry waits or goes first.
 */
export async function lockPendingRequest(
  tx: Db,
  tenantId: string,
  requestId: string,
): Promise<PartialRequestWithRequester & { order: FlightOrderRow }> {
  const found = await lockTenantRequest(tx, tenantId, requestId);
  if (!found) throw partialRequestNotFound();
  if (found.request.status !== 'Pending') throw partialRequestDecided();
  const order = await lockOrderById(tx, found.request.orderId);
  if (!order) throw partialRequestNotFound();
  return { ...found, order };
}
