import type { SettlementDetails } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findWalletAccount } from '../../ledger/accounts';
import { findAgencyOrderDue } from '../../ledger/order-due.repository';
import { orderDueNotFound, statusOf } from './order-due-shape';

/**
 * GetSettlementDetails: what settling the order now would take from the wallet and leave in it. The wallet covers
 * it when balance plus credit limit reaches the outstanding amount — the same rule the posting enforces.
 */
export async function getSettlementDetails(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' orders' dues are found. */
  branchId: string | null;
  orderReference: string;
  now: Date;
}): Promise<SettlementDetails> {
  const { db, tenantId, agencyId } = options;
  const due = await findAgencyOrderDue(
    db,
    { tenantId, agencyId, branchId: options.branchId },
    options.orderReference,
  );
  if (!due) throw orderDueNotFound();
  const wallet = await findWalletAccount(db, tenantId, agencyId, due.currency);
  const walletBalance = wallet?.posted ?? 0;
  const creditLimit = wallet?.creditLimit ?? 0;
  const availableBalance = walletBalance + creditLimit;
  const status = statusOf(due, options.now);
  return {
    orderReference: due.orderReference,
    status,
    currency: due.currency,
    outstandingAmount: due.outstandingAmount,
    dueAt: due.dueAt.toISOString(),
    walletBalance,
    creditLimit,
    availableBalance,
    balanceAfter: walletBalance - due.outstandingAmount,
    canSettle: status !== 'settled' && availableBalance >= due.outstandingAmount,
  };
}
