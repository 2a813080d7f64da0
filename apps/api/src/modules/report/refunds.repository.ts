import { sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { andMadeForReport, type ReportScope } from './report-scope';

export interface RefundsFilter {
  scope: ReportScope;
  start: Date;
  until: Date;
  currency: string;
  kind?: 'Void' | 'Refund' | undefined;
  status?: RequestStatus | undefined;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Void and refund requests made in the range on the agency's orders in the currency. */
function matching(filter: RefundsFilter): SQL {
  const { scope } = filter;
  return sql`from service_requests s join flight_orders o on o.id = s.order_id
    where s.tenant_id = ${scope.tenantId} and s.agency_id = ${scope.agencyId}
      and s.kind in ('Void', 'Refund') and o.currency = ${filter.currency}
      and s.created_at >= ${filter.start.toISOString()} and s.created_at < ${filter.until.toISOString()}
      ${filter.kind ? sql`and s.kind = ${filter.kind}` : sql``}
      ${filter.status ? sql`and s.status = ${filter.status}` : sql``}
      ${andMadeForReport(sql`s.requested_by`, scope)}`;
}

export interface RefundRow {
  reference: string;
  orderReference: string | null;
  kind: 'Void' | 'Refund';
  status: RequestStatus;
  requestedAt: Date | string;
  settled: string | null;
}

/** A page of the requests, oldest first. */
export async function refundLines(db: Db, filter: RefundsFilter, page: { offset: number; limit: number }) {
  const result = await db.execute(sql`
    select s.reference, o.reference as "orderReference", s.kind, s.status, s.created_at as "requestedAt",
      s.settled_amount as settled
    ${matching(filter)}
    order by s.created_at, s.id offset ${page.offset} limit ${page.limit}`);
  return rows<RefundRow>(result);
}

/** How many requests match and what their settlements refunded (positive) and charged (negative). */
export async function refundTotals(db: Db, filter: RefundsFilter) {
  const result = await db.execute(sql`
    select count(*)::int as count,
      coalesce(sum(greatest(s.settled_amount, 0)), 0)::bigint as refunded,
      coalesce(sum(greatest(-s.settled_amount, 0)), 0)::bigint as charged
    ${matching(filter)}`);
  const row = rows<{ count: number; refunded: string; charged: string }>(result)[0];
  return {
    count: Number(row?.count ?? 0),
    refunded: Number(row?.refunded ?? 0),
    charged: Number(row?.charged ?? 0),
  };
}
