import type { BackofficeDepositPage, BackofficeDepositQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { listTenantDeposits } from './deposit-review.repository';
import { toBackofficeDeposit } from './deposit-shape';

/** Back office: the tenant's deposits, pending first, filtered by status, method, agency name and slip. */
export async function listDepositQueue(options: {
  db: Db;
  tenantId: string;
  query: BackofficeDepositQuery;
}): Promise<BackofficeDepositPage> {
  const { query } = options;
  const { rows, total } = await listTenantDeposits(
    options.db,
    {
      tenantId: options.tenantId,
      status: query.status,
      method: query.method,
      agencyName: query.agency || undefined,
      hasSlip: query.hasSlip,
    },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    deposits: rows.map((row) => toBackofficeDeposit(row.deposit, row.bankAccount, row.agency)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
