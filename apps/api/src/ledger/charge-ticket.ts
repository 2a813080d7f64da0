import type { Db } from '../db/client';
import { tenantAccount, walletAccount } from './accounts';
import { postTransaction, type PostedLedgerTransaction } from './post-transaction';

/**
 * Issuing paid in full: the order's whole price out of the agency's wallet (422 'insufficient balance' when balance
 * plus credit limit does not reach it) into the tenant's sales, inside the caller's transaction with the ticket.
 */
export async function chargeTicket(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  orderReference: string;
  description: string;
  currency: string;
  amount: number;
  createdBy: string | null;
  now: Date;
}): Promise<PostedLedgerTransaction> {
  const { db, tenantId, agencyId, currency, amount } = options;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`a ticket costs a positive amount, got ${amount}`);
  const wallet = await walletAccount(db, tenantId, agencyId, currency);
  const sales = await tenantAccount(db, tenantId, 'sales', currency);
  return postTransaction(db, {
    tenantId,
    agencyId,
    kind: 'ticket',
    reference: options.orderReference,
    description: options.description,
    lines: [
      { accountId: wallet.id, amount: -amount },
      { accountId: sales.id, amount },
    ],
    createdBy: options.createdBy,
    now: options.now,
  });
}
