import type { BankAccountResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accountNotFound } from './bank-account-errors';
import { toAgencyBankAccount } from './bank-account-shape';
import { findAgencyBankAccount } from './bank-account.repository';

/** One of the caller's agency's accounts; another agency's or tenant's id answers 404, so ids cannot be probed. */
export async function viewBankAccount(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
  bankAccountId: string;
}): Promise<BankAccountResponse> {
  if (!options.agencyId) throw accountNotFound();
  const row = await findAgencyBankAccount(
    options.db,
    { tenantId: options.tenantId, agencyId: options.agencyId },
    options.bankAccountId,
  );
  if (!row) throw accountNotFound();
  return { bankAccount: toAgencyBankAccount(row) };
}
