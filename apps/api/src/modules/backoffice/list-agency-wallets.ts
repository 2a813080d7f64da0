import type { AgencyWallet } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listWallets } from './money-desk.repository';

/** Back office: every active agency's wallet in the tenant's currency, with its credit limit. */
export async function listAgencyWallets(options: {
  db: Db;
  tenantId: string;
  currency: string;
}): Promise<{ wallets: AgencyWallet[] }> {
  const rows = await listWallets(options.db, options.tenantId, options.currency);
  return { wallets: rows.map((row) => ({ ...row, currency: options.currency })) };
}
