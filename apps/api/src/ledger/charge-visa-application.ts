import type { Db } from '../db/client';
import { tenantAccount, walletAccount } from './accounts';
import { postTransaction, type PostedLedgerTransaction } from './post-transaction';

/**
 * A visa application paid from the wallet when it is made: every applicant's government fee (owed on to the embassy,
 * so it goes to the supplier payable) and service fee (the tenant's sales) out of the agency's wallet, inside the
 * caller's transaction that stores the application. 422 'insufficient balance' when balance plus credit limit does
 * not reach the total. The passbook line carries the VS- reference and names the visa.
 */
export async function chargeVisaApplication(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  reference: string;
  visaTitle: string;
  currency: string;
  governmentFee: number;
  serviceFee: number;
  createdBy: string;
  now: Date;
}): Promise<PostedLedgerTransaction> {
  const { db, tenantId, agencyId, currency, governmentFee, serviceFee } = options;
  const total = governmentFee + serviceFee;
  if (!Number.isSafeInteger(total) || total <= 0 || governmentFee < 0 || serviceFee < 0)
    throw new Error(`a visa application costs a positive amount, got ${governmentFee} + ${serviceFee}`);
  const wallet = await walletAccount(db, tenantId, agencyId, currency);
  const lines = [{ accountId: wallet.id, amount: -total }];
  if (governmentFee > 0) {
    const payable = await tenantAccount(db, tenantId, 'supplier_payable', currency);
    lines.push({ accountId: payable.id, amount: governmentFee });
  }
  if (serviceFee > 0) {
    const sales = await tenantAccount(db, tenantId, 'sales', currency);
    lines.push({ accountId: sales.id, amount: serviceFee });
  }
  return postTransaction(db, {
    tenantId,
    agencyId,
    kind: 'visa',
    reference: options.reference,
    description: `Visa application ${options.reference}: ${options.visaTitle}`,
    lines,
    createdBy: options.createdBy,
    now: options.now,
  });
}
