import {
  PartialPaymentErrorCode,
  PartialPaymentMessage,
  type SettleNowRequest,
  type SettleNowResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { duesAccount, walletAccount } from '../../ledger/accounts';
import { postTransaction } from '../../ledger/post-transaction';
import { AppError } from '../../lib/app-error';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency/run-idempotent';
import { insertSettlement, lockAgencyOrderDue, markOrderDueSettled } from './partial-payment.repository';
import { orderDueNotFound, toOrderDue, toSettlement } from './order-due-shape';

const alreadySettled = () =>
  new AppError(PartialPaymentErrorCode.AlreadySettled, 409, PartialPaymentMessage.alreadySettled);

/**
 * SettleNow: pays an order's whole outstanding amount from the agency's wallet, once. In one database transaction
 * the due is locked, the money posted (wallet debited, dues receivable credited; 422 'insufficient balance' when
 * balance plus credit limit does not reach it) and the due flipped open → settled on the condition that it is still
 * open with that amount. A settled due answers 409, as does an amount other than the one outstanding (the caller
 * confirmed a figure that no longer holds). Once per Idempotency-Key.
 */
export async function settleOrderDue(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  userId: string;
  idempotencyKey: string;
  operation: string;
  request: SettleNowRequest;
  now: Date;
}): Promise<IdempotentAnswer<SettleNowResponse>> {
  const { tenantId, agencyId, request, now } = options;
  const scope = { tenantId, agencyId, branchId: options.branchId };
  return runIdempotent(
    {
      db: options.db,
      tenantId,
      userId: options.userId,
      key: options.idempotencyKey,
      operation: options.operation,
      request,
      now,
    },
    async (tx) => {
      const due = await lockAgencyOrderDue(tx, scope, request.orderReference);
      if (!due) throw orderDueNotFound();
      if (due.status === 'settled') throw alreadySettled();
      if (due.outstandingAmount !== request.amount) {
        throw new AppError(PartialPaymentErrorCode.AmountChanged, 409, PartialPaymentMessage.amountChanged);
      }
      const wallet = await walletAccount(tx, tenantId, agencyId, due.currency);
      const dues = await duesAccount(tx, tenantId, agencyId, due.currency);
      const posted = await postTransaction(tx, {
        tenantId,
        agencyId,
        kind: 'settlement',
        reference: due.orderReference,
        description: `Due settled: ${due.orderReference}${due.pnr ? `, PNR ${due.pnr}` : ''}`,
        lines: [
          { accountId: wallet.id, amount: -due.outstandingAmount },
          { accountId: dues.id, amount: due.outstandingAmount },
        ],
        createdBy: options.userId,
        now,
      });
      const settled = await markOrderDueSettled(tx, {
        ...scope,
        orderDueId: due.id,
        paidOff: due.outstandingAmount,
        now,
      });
      // The lock above keeps this from happening; the condition is what guarantees it.
      if (!settled) throw alreadySettled();
      const settlement = await insertSettlement(tx, {
        ...scope,
        orderDueId: due.id,
        amount: due.outstandingAmount,
        currency: due.currency,
        ledgerTransactionId: posted.transactionId,
        createdBy: options.userId,
        createdAt: now,
      });
      return {
        order: toOrderDue(settled, now),
        settlement: toSettlement(settlement),
        walletBalance: posted.balances.get(wallet.id) ?? 0,
      };
    },
  );
}
