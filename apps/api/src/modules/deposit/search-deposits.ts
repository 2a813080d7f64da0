import { DepositLimit, type DepositSearchResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { searchAgencyDeposits } from './deposit.repository';

/** deposit/searchpad: the agency's deposits whose reference starts with the term, whatever its letter case. */
export async function searchDeposits(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  term: string;
}): Promise<DepositSearchResponse> {
  const rows = await searchAgencyDeposits(
    options.db,
    { tenantId: options.tenantId, agencyId: options.agencyId, branchId: options.branchId },
    options.term.toUpperCase(),
    DepositLimit.searchPadMax,
  );
  return { deposits: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
