import { OnlinePaymentMessage, type ETransactionPage, type ETransactionQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow, tenantDayRange } from '../../lib/list-page';
import { toOnlinePaymentView } from '../../lib/online-payment-view';
import { listAgencyPayments } from './e-transaction.repository';

/**
 * etransaction/GetTransactions: the agency's gateway payments, newest first; from and to are days of the tenant's
 * calendar, both kept. Asked for one payment by id, another agency's or tenant's answers 404, not an empty page.
 */
export async function listTransactions(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only payments its users opened. */
  branchId: string | null;
  query: ETransactionQuery;
}): Promise<ETransactionPage> {
  const { query } = options;
  const { rows, total } = await listAgencyPayments(
    options.db,
    {
      tenantId: options.tenantId,
      agencyId: options.agencyId,
      branchId: options.branchId,
      status: query.status,
      method: query.method,
      ...tenantDayRange(query.from, query.to),
      paymentId: query.paymentId,
    },
    pageWindow(query),
  );
  if (query.paymentId && total === 0) throw AppError.notFound(OnlinePaymentMessage.notFound);
  return { transactions: rows.map(toOnlinePaymentView), total, page: query.page, pageSize: query.pageSize };
}
