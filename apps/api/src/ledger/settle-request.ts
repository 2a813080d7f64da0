import type { Db } from '../db/client';
import { duesAccount, tenantAccount, walletAccount } from './accounts';
import { lockOrderDueOf, payDownOrderDue } from './order-due.repository';
import { postTransaction, type PostingLine } from './post-transaction';

/**
 * The money of a completed after-sales request (DESIGN §7), inside the caller's transaction with the request's
 * change: a positive amount is owed to the agency (a void or refund, an exchange to a cheaper fare), a negative one
 * is owed by it (an exchange's difference). What the agency is owed first pays down the order's open due (a partly
 * paid order), the rest goes to its wallet; what it owes comes from the wallet (422 'insufficient balance' when
 * balance plus credit limit does not reach it). One posting, against the tenant's sales, naming the request.
 */
export async function settleRequest(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  currency: string;
  amount: number;
  requestReference: string;
  orderReference: string;
  description: string;
  createdBy: string | null;
  now: Date;
}): Promise<{ transactionId: string; walletBalance: number; paidDown: number }> {
  const { db, tenantId, agencyId, currency, amount, now } = options;
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new Error(`a settlement moves money, got ${amount}`);
  const wallet = await walletAccount(db, tenantId, agencyId, currency);
  const sales = await tenantAccount(db, tenantId, 'sales', currency);
  const due = amount > 0 ? await lockOrderDueOf(db, { tenantId, agencyId }, options.orderReference) : null;
  const paidDown = due && due.status === 'open' ? Math.min(due.outstandingAmount, amount) : 0;
  const lines: PostingLine[] = [{ accountId: sales.id, amount: -amount }];
  if (paidDown > 0) {
    const dues = await duesAccount(db, tenantId, agencyId, currency);
    lines.push({ accountId: dues.id, amount: paidDown });
  }
  if (amount - paidDown !== 0) lines.push({ accountId: wallet.id, amount: amount - paidDown });
  const posted = await postTransaction(db, {
    tenantId,
    agencyId,
    kind: amount > 0 ? 'refund' : 'ticket',
    reference: options.requestReference,
    description: options.description,
    lines,
    createdBy: options.createdBy,
    now,
  });
  if (due && paidDown > 0) {
    await payDownOrderDue(db, {
      due,
      amount: paidDown,
      ledgerTransactionId: posted.transactionId,
      createdBy: options.createdBy,
      now,
    });
  }
  const walletBalance =
    posted.balances.get(wallet.id) ?? (await walletAccount(db, tenantId, agencyId, currency)).posted;
  return { transactionId: posted.transactionId, walletBalance, paidDown };
}
