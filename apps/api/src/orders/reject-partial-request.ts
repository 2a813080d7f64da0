import type { PartialRequestDecision, RejectPartialRequest } from '@portal/contracts';
import type { Db } from '../db/client';
import { insertOrderEvent } from './flight-order.repository';
import { lockPendingRequest } from './lock-pending-request';
import { decidePartialRequest } from './partial-payment-request.repository';
import { toPartialRequestView } from './partial-request-view';

/** An operator declines a part-payment request; the agent reads the reason on the order page and in its history. */
export async function rejectPartialRequest(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  request: RejectPartialRequest;
  now: Date;
}): Promise<PartialRequestDecision> {
  const { now, request } = options;
  return options.db.transaction(async (tx) => {
    const pending = await lockPendingRequest(tx, options.tenantId, request.requestId);
    const decided = await decidePartialRequest(tx, {
      tenantId: options.tenantId,
      requestId: request.requestId,
      status: 'Rejected',
      decidedBy: options.operatorId,
      decidedAt: now,
      decisionNote: request.note,
      dueAt: null,
    });
    await insertOrderEvent(tx, {
      orderId: pending.order.id,
      at: now,
      action: 'PartPaymentDeclined',
      status: pending.order.status,
      userId: options.operatorId,
      note: request.note,
    });
    return {
      orderReference: pending.order.reference,
      request: toPartialRequestView({ request: decided, requestedBy: pending.requestedBy }),
    };
  });
}
