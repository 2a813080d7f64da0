import type { ProviderBankAccountsResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { toBankAccount } from './bank-account-shape';
import { listProviderBankAccounts } from './bank-account.repository';

/** The accounts of the caller's tenant that agencies deposit into (the Bank Details window). */
export async function getProviderBankAccounts(options: {
  db: Db;
  tenantId: string;
}): Promise<ProviderBankAccountsResponse> {
  const rows = await listProviderBankAccounts(options.db, options.tenantId);
  return { bankAccounts: rows.map(toBankAccount) };
}
