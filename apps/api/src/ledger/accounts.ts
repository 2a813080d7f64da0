import type { Db } from '../db/client';
import { ensureAccount, findAccount, type LedgerAccount } from './ledger.repository';

/** An agency's wallet in a currency, opened empty on first use. */
export function walletAccount(
  db: Db,
  tenantId: string,
  agencyId: string,
  currency: string,
): Promise<LedgerAccount> {
  return ensureAccount(db, { tenantId, agencyId, kind: 'agency_wallet', currency });
}

/** An agency's wallet when it has one; reading a balance never opens an account. */
export function findWalletAccount(
  db: Db,
  tenantId: string,
  agencyId: string,
  currency: string,
): Promise<LedgerAccount | null> {
  return findAccount(db, { tenantId, agencyId, kind: 'agency_wallet', currency });
}

/** What an agency owes on partly paid tickets, in a currency. */
export function duesAccount(
  db: Db,
  tenantId: string,
  agencyId: string,
  currency: string,
): Promise<LedgerAccount> {
  return ensureAccount(db, { tenantId, agencyId, kind: 'dues_receivable', currency });
}

/** One of the tenant's own accounts money moves against (its bank, the gateway, sales, adjustments...). */
export function tenantAccount(
  db: Db,
  tenantId: string,
  kind: 'provider_bank' | 'provider_gateway' | 'supplier_payable' | 'sales' | 'adjustments',
  currency: string,
): Promise<LedgerAccount> {
  return ensureAccount(db, { tenantId, agencyId: null, kind, currency });
}
