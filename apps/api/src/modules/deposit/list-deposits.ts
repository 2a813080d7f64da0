import type { DepositListQuery, DepositPage } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageWindow, tenantDayRange } from '../../lib/list-page';
import { listAgencyDeposits } from './deposit.repository';
import { toDepositView } from './deposit-shape';

/** deposit/load: the agency's deposits, newest first; from and to are days of the tenant's calendar, both kept. */
export async function listDeposits(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  query: DepositListQuery;
}): Promise<DepositPage> {
  const { query } = options;
  const { rows, total } = await listAgencyDeposits(
    options.db,
    {
      tenantId: options.tenantId,
      agencyId: options.agencyId,
      branchId: options.branchId,
      status: query.status,
      method: query.method,
      ...tenantDayRange(query.from, query.to),
      term: query.term || undefined,
    },
    pageWindow(query),
  );
  return {
    deposits: rows.map((row) => toDepositView(row.deposit, row.bankAccount)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
