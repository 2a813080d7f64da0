import type { FailOrderRequest, QueueOrderAnswer } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { runIdempotent, type IdempotentAnswer } from '../lib/idempotency/run-idempotent';
import { insertOrderEvent, passengersOf, updateOrder } from './flight-order.repository';
import { lockInProgressOrder } from './lock-in-progress-order';
import { fromSupplierError } from './order-errors';
import { toQueueOrder } from './queue-order-view';
import { refundFailedIssue } from './refund-failed-issue';

/**
 * Fail an issue in doubt (the operators' queue), once per Idempotency-Key and once per order: the PNR is cancelled
 * at the supplier if it is still held (its seats go back), the wallet is refunded with reversing postings (a partly
 * paid order's due is closed too), and the order becomes Cancelled with the operator's note in its history. A
 * second decision finds it no longer InProgress (409).
 */
export async function failInProgressOrder(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  idempotencyKey: string;
  operation: string;
  request: FailOrderRequest;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<IdempotentAnswer<QueueOrderAnswer>> {
  const { request, supplier, now } = options;
  return runIdempotent(
    {
      db: options.db,
      tenantId: options.tenantId,
      userId: options.operatorId,
      key: options.idempotencyKey,
      operation: options.operation,
      request,
      now,
    },
    async (tx) => {
      const row = await lockInProgressOrder(tx, options.tenantId, request.orderReference);
      const { order } = row;
      const recordLocator = order.recordLocator;
      if (recordLocator && (await supplier.retrievePnr(tx, recordLocator))?.status === 'Held') {
        await supplier.cancelPnr(tx, { recordLocator, now }).catch((error: unknown) => {
          throw fromSupplierError(error);
        });
      }
      await refundFailedIssue(tx, { order, operatorId: options.operatorId, now });
      const cancelled = await updateOrder(tx, order, {
        status: 'Cancelled',
        paidAmount: 0,
        closedAt: now,
        updatedAt: now,
      });
      await insertOrderEvent(tx, {
        orderId: order.id,
        at: now,
        action: 'FailedByOperator',
        status: 'Cancelled',
        userId: options.operatorId,
        note: request.note,
      });
      // Everything paid came back: the answer shows nothing paid.
      return {
        order: toQueueOrder({ ...row, order: cancelled, settled: 0 }, await passengersOf(tx, order.id)),
      };
    },
  );
}
