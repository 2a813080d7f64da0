import type { ApprovePartialRequest, PartialRequestDecision } from '@portal/contracts';
import type { Db } from '../db/client';
import { insertOrderEvent, updateOrder } from './flight-order.repository';
import { isStillHeld } from './held-order';
import { lockPendingRequest } from './lock-pending-request';
import { decidePartialRequest } from './partial-payment-request.repository';
import { partialDueDateInvalid, partialOrderNoLongerHeld } from './partial-request-errors';
import { toPartialRequestView } from './partial-request-view';
import { isApprovableDueAt } from './partial-terms';

/**
 * An operator approves a part-payment request: the order, still held, is offered part payment with the rest due at
 * the chosen date (after now, a day before the first flight at the latest). The order's history says so.
 */
export async function approvePartialRequest(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  request: ApprovePartialRequest;
  now: Date;
}): Promise<PartialRequestDecision> {
  const { now, request } = options;
  const dueAt = new Date(request.dueAt);
  return options.db.transaction(async (tx) => {
    const pending = await lockPendingRequest(tx, options.tenantId, request.requestId);
    const { order } = pending;
    if (!isStillHeld(order, now)) throw partialOrderNoLongerHeld();
    if (!isApprovableDueAt({ dueAt, firstDepartureAt: order.firstDepartureAt, now }))
      throw partialDueDateInvalid();

    const note = request.note ? request.note : null;
    const decided = await decidePartialRequest(tx, {
      tenantId: options.tenantId,
      requestId: request.requestId,
      status: 'Approved',
      decidedBy: options.operatorId,
      decidedAt: now,
      decisionNote: note,
      dueAt,
    });
    await updateOrder(tx, order, { partialApprovedDueAt: dueAt, updatedAt: now });
    await insertOrderEvent(tx, {
      orderId: order.id,
      at: now,
      action: 'PartPaymentApproved',
      status: order.status,
      userId: options.operatorId,
      note: [`Rest due by ${dueAt.toISOString()}`, note].filter(Boolean).join('. '),
    });
    return {
      orderReference: order.reference,
      request: toPartialRequestView({ request: decided, requestedBy: pending.requestedBy }),
    };
  });
}
