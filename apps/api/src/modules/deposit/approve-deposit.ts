import type { ApproveDepositRequest, BackofficeDepositResponse } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from '../../adapters/messaging';
import type { Db } from '../../db/client';
import { tenantAccount, walletAccount } from '../../ledger/accounts';
import { postTransaction } from '../../ledger/post-transaction';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency/run-idempotent';
import { alreadyDecided, depositNotFound } from './deposit-errors';
import { findTenantDeposit, lockTenantDeposit, markDepositApproved } from './deposit-review.repository';
import { describeDeposit, toBackofficeDeposit } from './deposit-shape';
import { mailDepositDecision } from './mail-deposit-decision';
import { refuseDecision } from './refuse-decision';

/**
 * Back office: approves a pending deposit and credits the agency's wallet with its amount, exactly once. In one
 * database transaction the deposit is locked, the money posted (the wallet credited, the tenant's bank account, or
 * the gateway account for mobile banking, debited) and the deposit flipped pending → approved with the posting's
 * id, on the condition that it is still pending. A deposit already decided answers 409 and nothing changes. Once
 * per Idempotency-Key; the agency is mailed after the commit.
 */
export async function approveDeposit(options: {
  db: Db;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'error'>;
  tenantId: string;
  brand: string;
  operatorId: string;
  idempotencyKey: string;
  operation: string;
  request: ApproveDepositRequest;
  now: Date;
}): Promise<IdempotentAnswer<BackofficeDepositResponse>> {
  const { tenantId, request, now, operatorId } = options;
  // Where the mail goes, learnt inside the transaction; the stored answer carries no address.
  const notice: { to: string | null } = { to: null };
  const answer = await runIdempotent(
    {
      db: options.db,
      tenantId,
      userId: operatorId,
      key: options.idempotencyKey,
      operation: options.operation,
      request,
      now,
    },
    async (tx) => {
      const deposit = await lockTenantDeposit(tx, tenantId, request.depositId);
      if (!deposit) throw depositNotFound();
      if (deposit.status !== 'pending') throw alreadyDecided(deposit.status);

      // The account as the deposit names it, even if it has been closed since.
      const found = await findTenantDeposit(tx, tenantId, deposit.id);
      if (!found) throw depositNotFound();
      const wallet = await walletAccount(tx, tenantId, deposit.agencyId, deposit.currency);
      const source = await tenantAccount(
        tx,
        tenantId,
        deposit.method === 'mobile_banking' ? 'provider_gateway' : 'provider_bank',
        deposit.currency,
      );
      const posted = await postTransaction(tx, {
        tenantId,
        agencyId: deposit.agencyId,
        kind: 'deposit',
        reference: deposit.reference,
        description: describeDeposit(deposit, found.bankAccount?.bankName ?? null),
        lines: [
          { accountId: wallet.id, amount: deposit.amount },
          { accountId: source.id, amount: -deposit.amount },
        ],
        createdBy: operatorId,
        now,
      });
      const approved = await markDepositApproved(tx, {
        tenantId,
        depositId: deposit.id,
        operatorId,
        ledgerTransactionId: posted.transactionId,
        now,
      });
      // The lock above keeps this from happening; the condition is what guarantees it.
      if (!approved) return refuseDecision(tx, tenantId, deposit.id);
      notice.to = found.agency.email;
      return { deposit: toBackofficeDeposit(approved, found.bankAccount, found.agency) };
    },
  );
  if (answer.statusCode === 200 && !answer.replayed && notice.to && 'deposit' in answer.body) {
    await mailDepositDecision({
      messaging: options.messaging,
      log: options.log,
      tenantId,
      brand: options.brand,
      to: notice.to,
      deposit: answer.body.deposit,
    });
  }
  return answer;
}
