import type { LoadBankAccountsResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { toAgencyBankAccount } from './bank-account-shape';
import { listAgencyBankAccounts } from './bank-account.repository';

/** The caller's agency's own accounts, the default first. A user without an agency has none. */
export async function loadBankAccounts(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
}): Promise<LoadBankAccountsResponse> {
  if (!options.agencyId) return { bankAccounts: [] };
  const rows = await listAgencyBankAccounts(options.db, {
    tenantId: options.tenantId,
    agencyId: options.agencyId,
  });
  return { bankAccounts: rows.map(toAgencyBankAccount) };
}
