import type { Db } from '../db/client';
import { tenantAccount, walletAccount } from './accounts';
import { postTransaction, type PostedLedgerTransaction } from './post-transaction';

/**
 * A visa application cancelled (or rejected by the operators) before it reached the embassy: its government fees
 * come back from the supplier payable into the agency's wallet (the service fees are kept: the work was done),
 * inside the caller's transaction with the cancellation or rejection. The passbook line carries the VS- reference.
 */
export async function refundVisaApplication(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  reference: string;
  visaTitle: string;
  currency: string;
  amount: number;
  /** What closed the application, for the passbook line: the agency's cancellation unless told. */
  closedAs?: 'cancelled' | 'rejected';
  createdBy: string;
  now: Date;
}): Promise<PostedLedgerTransaction> {
  const { db, tenantId, agencyId, currency, amount } = options;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`a visa refund gives back a positive amount, got ${amount}`);
  const wallet = await walletAccount(db, tenantId, agencyId, currency);
  const payable = await tenantAccount(db, tenantId, 'supplier_payable', currency);
  return postTransaction(db, {
    tenantId,
    agencyId,
    kind: 'visa_refund',
    reference: options.reference,
    description: `Visa application ${options.reference} ${options.closedAs ?? 'cancelled'}: government fees returned (${options.visaTitle})`,
    lines: [
      { accountId: payable.id, amount: -amount },
      { accountId: wallet.id, amount },
    ],
    createdBy: options.createdBy,
    now: options.now,
  });
}
