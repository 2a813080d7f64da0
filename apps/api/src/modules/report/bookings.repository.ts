import { sql, type SQL } from 'drizzle-orm';
import type { ReportProduct } from '@portal/contracts';
import type { Db } from '../../db/client';
import { andMadeForReport, type ReportScope } from './report-scope';

export interface BookingsFilter {
  scope: ReportScope;
  start: Date;
  until: Date;
  currency: string;
  product?: ReportProduct | undefined;
  status?: string | undefined;
}

/** One product's bookings made in the range: its status and what it is worth. */
function productRows(product: ReportProduct, filter: BookingsFilter): SQL {
  const { scope } = filter;
  const within = (table: string) =>
    sql`${sql.raw(table)}.tenant_id = ${scope.tenantId} and ${sql.raw(table)}.agency_id = ${scope.agencyId}
      and ${sql.raw(table)}.created_at >= ${filter.start.toISOString()}
      and ${sql.raw(table)}.created_at < ${filter.until.toISOString()}`;
  switch (product) {
    case 'flight':
      return sql`select 'flight' as product, f.status, f.payable as amount from flight_orders f
        where ${within('f')} and f.currency = ${filter.currency} ${andMadeForReport(sql`f.created_by`, scope)}`;
    case 'hotel':
      return sql`select 'hotel' as product, h.status, h.total as amount from hotel_bookings h
        where ${within('h')} and h.currency = ${filter.currency} ${andMadeForReport(sql`h.created_by`, scope)}`;
    case 'holiday':
      // An accepted holiday quote stores what it charged as a negative settlement; before that it is worth 0.
      return sql`select 'holiday' as product, s.status, coalesce(-s.settled_amount, 0) as amount
        from service_requests s where ${within('s')} and s.kind = 'Holiday'
        ${andMadeForReport(sql`s.requested_by`, scope)}`;
    case 'visa':
      return sql`select 'visa' as product, s.status, v.government_fee_total + v.service_fee_total as amount
        from service_requests s join visa_applications v on v.request_id = s.id
        where ${within('s')} and s.kind = 'Visa' and v.currency = ${filter.currency}
        ${andMadeForReport(sql`s.requested_by`, scope)}`;
  }
}

/** Bookings of the range per product and status, ordered by product then status. */
export async function bookingsByStatus(db: Db, filter: BookingsFilter) {
  const products: ReportProduct[] = filter.product
    ? [filter.product]
    : ['flight', 'hotel', 'holiday', 'visa'];
  const union = sql.join(
    products.map((product) => productRows(product, filter)),
    sql` union all `,
  );
  const result = await db.execute(sql`
    select product, status, count(*)::int as count, coalesce(sum(amount), 0)::bigint as amount
    from (${union}) booking
    ${filter.status ? sql`where status = ${filter.status}` : sql``}
    group by product, status
    order by array_position(array['flight', 'hotel', 'holiday', 'visa'], product), status`);
  return (
    result as unknown as { rows: { product: ReportProduct; status: string; count: number; amount: string }[] }
  ).rows;
}
