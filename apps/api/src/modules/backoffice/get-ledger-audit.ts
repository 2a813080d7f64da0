import type { LedgerAudit } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  countTransactions,
  ledgerTotals,
  mismatchedAccounts,
  unbalancedTransactions,
} from './money-desk.repository';

/**
 * Back office ledger audit: for every currency the tenant's debits equal its credits, no transaction is out of
 * balance, and every account's cached balance is the sum of its entries.
 */
export async function getLedgerAudit(options: { db: Db; tenantId: string }): Promise<LedgerAudit> {
  const { db, tenantId } = options;
  const [totals, transactionCount, unbalanced, mismatched] = await Promise.all([
    ledgerTotals(db, tenantId),
    countTransactions(db, tenantId),
    unbalancedTransactions(db, tenantId),
    mismatchedAccounts(db, tenantId),
  ]);
  return {
    currencies: totals.map((row) => {
      const totalDebit = Number(row.debit);
      const totalCredit = Number(row.credit);
      return { currency: row.currency, totalDebit, totalCredit, balanced: totalDebit === totalCredit };
    }),
    transactionCount,
    unbalancedTransactions: unbalanced,
    mismatchedAccounts: mismatched,
  };
}
