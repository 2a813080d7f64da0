import type { PartialRequestQueueResponse } from '@portal/contracts';
import type { Db } from '../db/client';
import { pendingRequestsOfTenant } from './partial-payment-request.repository';
import { latestApprovableDueAt, minimumPartialPayable } from './partial-terms';

/** The operators' queue of part-payment requests: pending ones whose orders are still held, the oldest first. */
export async function listPartialRequests(options: {
  db: Db;
  tenantId: string;
  now: Date;
}): Promise<PartialRequestQueueResponse> {
  const rows = await pendingRequestsOfTenant(options.db, options.tenantId, options.now);
  return {
    requests: rows.map(({ request, order, agencyName, requestedBy }) => ({
      requestId: request.id,
      orderReference: order.reference,
      agencyName,
      requestedBy,
      requestedAt: request.requestedAt.toISOString(),
      message: request.message,
      pnr: order.recordLocator,
      route: order.route,
      validatingAirline: order.validatingAirline,
      firstDepartureAt: order.firstDepartureAt.toISOString(),
      timeLimit: order.timeLimit?.toISOString() ?? null,
      amount: { amount: order.payable, currency: order.currency },
      minimumPayable: {
        amount: minimumPartialPayable(order.payable) ?? order.payable,
        currency: order.currency,
      },
      latestDueAt: latestApprovableDueAt(order.firstDepartureAt).toISOString(),
    })),
  };
}
