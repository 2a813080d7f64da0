import type { OrderDuesPage, OrderDuesQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageWindow, tenantDayRange } from '../../lib/list-page';
import { listAgencyOrderDues } from './partial-payment.repository';
import { toOrderDue } from './order-due-shape';

/** GetOrders: the agency's orders with dues, filtered and paged; due dates are days of the tenant's calendar. */
export async function listOrderDues(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  /** The caller's branch: set, only its users' records are found (null: the head office). */
  branchId: string | null;
  query: OrderDuesQuery;
  now: Date;
}): Promise<OrderDuesPage> {
  const { query, now } = options;
  const due = tenantDayRange(query.dueFrom, query.dueTo);
  const { rows, total } = await listAgencyOrderDues(
    options.db,
    {
      tenantId: options.tenantId,
      agencyId: options.agencyId,
      branchId: options.branchId,
      now,
      status: query.status,
      dueFrom: due.from,
      dueUntil: due.until,
      term: query.term || undefined,
    },
    pageWindow(query),
  );
  return {
    orders: rows.map((row) => toOrderDue(row, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
