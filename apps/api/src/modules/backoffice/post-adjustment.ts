import { randomBytes } from 'node:crypto';
import type { PostAdjustmentRequest, PostedTransaction } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantAccount, walletAccount } from '../../ledger/accounts';
import { postTransaction } from '../../ledger/post-transaction';
import { AppError } from '../../lib/app-error';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency/run-idempotent';
import { findTenantAgency } from './money-desk.repository';

/**
 * Back office: an operator corrects an agency's wallet by hand, credit or debit, with a reason the agency reads in
 * its payment ledger. Balanced against the tenant's adjustments account; a debit beyond what the agency has (balance
 * plus credit limit) is refused like any other. Once per Idempotency-Key.
 */
export async function postAdjustment(options: {
  db: Db;
  tenantId: string;
  operatorId: string;
  idempotencyKey: string;
  operation: string;
  request: PostAdjustmentRequest;
  now: Date;
}): Promise<IdempotentAnswer<PostedTransaction>> {
  const { tenantId, request, now } = options;
  return runIdempotent(
    {
      db: options.db,
      tenantId,
      userId: options.operatorId,
      key: options.idempotencyKey,
      operation: options.operation,
      request,
      now,
    },
    async (tx) => {
      const agency = await findTenantAgency(tx, tenantId, request.agencyId);
      if (!agency) throw AppError.notFound('No such agency.');
      const wallet = await walletAccount(tx, tenantId, agency.id, request.currency);
      const adjustments = await tenantAccount(tx, tenantId, 'adjustments', request.currency);
      const signed = request.direction === 'credit' ? request.amount : -request.amount;
      const posted = await postTransaction(tx, {
        tenantId,
        agencyId: agency.id,
        kind: 'adjustment',
        reference: `ADJ-${randomBytes(4).toString('hex').toUpperCase()}`,
        description: request.reason,
        lines: [
          { accountId: wallet.id, amount: signed },
          { accountId: adjustments.id, amount: -signed },
        ],
        createdBy: options.operatorId,
        now,
      });
      return {
        transactionId: posted.transactionId,
        kind: posted.kind,
        reference: posted.reference,
        postedAt: posted.postedAt.toISOString(),
        walletBalance: posted.balances.get(wallet.id) ?? wallet.posted,
        currency: request.currency,
      };
    },
  );
}
