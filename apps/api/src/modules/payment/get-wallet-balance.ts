import { lowBalanceMark, type WalletBalance } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findAccount } from '../../ledger/ledger.repository';
import { findWalletAccount } from '../../ledger/accounts';

/**
 * passbook/mybalance: the agency's wallet in the tenant's currency. An agency that never had money has a zero
 * balance (no account is opened just to read it). Dues are what partly paid tickets still owe.
 */
export async function getWalletBalance(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  currency: string;
}): Promise<WalletBalance> {
  const { db, tenantId, agencyId, currency } = options;
  const wallet = await findWalletAccount(db, tenantId, agencyId, currency);
  const dues = await findAccount(db, { tenantId, agencyId, kind: 'dues_receivable', currency });
  const balance = wallet?.posted ?? 0;
  const creditLimit = wallet?.creditLimit ?? 0;
  const available = balance + creditLimit;
  return {
    walletCurrency: currency,
    walletBalance: balance,
    creditLimit,
    availableBalance: available,
    // Receivable accounts hold what is owed as a debit balance.
    dueAmount: Math.max(0, -(dues?.posted ?? 0)),
    status: balance < 0 ? 'OnCredit' : available < lowBalanceMark ? 'Low' : 'Ok',
    subscription: null,
    errorDetail: null,
  };
}
