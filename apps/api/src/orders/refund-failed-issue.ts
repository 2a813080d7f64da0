import type { Db } from '../db/client';
import { reverseTransaction } from '../ledger/reverse-transaction';
import type { FlightOrderRow } from './flight-order.repository';
import { closeOrderDue, lockOrderDue, settlementPostingsOf } from './operator-queue.repository';
import { wholeAgency } from '../lib/agency-scope';

/**
 * Gives the agency back what a failed issue took, inside the caller's transaction, with reversing postings only:
 * the issue's posting (the full price, or the part paid and the due it opened) and, for a partly paid order, every
 * settlement of its due since; the due is then closed. The wallet and the dues account end where they were before
 * the issue.
 */
export async function refundFailedIssue(
  tx: Db,
  options: { order: FlightOrderRow; operatorId: string; now: Date },
): Promise<void> {
  const { order, now } = options;
  if (!order.issueTransactionId) return;
  const scope = wholeAgency(order.tenantId, order.agencyId);
  const reverse = (transactionId: string) =>
    reverseTransaction(tx, {
      tenantId: order.tenantId,
      transactionId,
      description: `Refund of ${order.reference}: the tickets were not issued`,
      createdBy: options.operatorId,
      now,
    });

  if (order.paymentMode === 'Partial') {
    const due = await lockOrderDue(tx, scope, order.reference);
    if (due) {
      for (const transactionId of await settlementPostingsOf(tx, scope, due.id)) await reverse(transactionId);
      await closeOrderDue(tx, { ...scope, orderDueId: due.id, now });
    }
  }
  await reverse(order.issueTransactionId);
}
