import { MoneyErrorCode, MoneyMessage, type AgencyWallet } from '@portal/contracts';
import type { Db } from '../../db/client';
import { walletAccount } from '../../ledger/accounts';
import { lockAccounts, setCreditLimit as storeCreditLimit } from '../../ledger/ledger.repository';
import { AppError } from '../../lib/app-error';
import { findTenantAgency } from './money-desk.repository';

/**
 * Back office: sets how far below zero an agency's wallet may go. The wallet is locked while the limit changes, so
 * no debit slips between the check and the change; a limit below the credit already in use is refused (422).
 */
export async function setCreditLimit(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  currency: string;
  creditLimit: number;
}): Promise<AgencyWallet> {
  const { db, tenantId, currency, creditLimit } = options;
  return db.transaction(async (tx) => {
    const agency = await findTenantAgency(tx, tenantId, options.agencyId);
    if (!agency) throw AppError.notFound('No such agency.');
    const opened = await walletAccount(tx, tenantId, agency.id, currency);
    const [wallet] = await lockAccounts(tx, tenantId, [opened.id]);
    if (!wallet) throw new Error('wallet vanished while locked');
    if (wallet.posted < -creditLimit)
      throw new AppError(MoneyErrorCode.CreditInUse, 422, MoneyMessage.creditInUse);
    await storeCreditLimit(tx, wallet.id, creditLimit);
    return { agencyId: agency.id, agencyName: agency.name, currency, balance: wallet.posted, creditLimit };
  });
}
