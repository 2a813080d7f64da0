import { sql, type SQL } from 'drizzle-orm';
import type { DueAgeBucket } from '@portal/contracts';
import type { Db } from '../../db/client';
import { andMadeForReport, type ReportScope } from './report-scope';

export interface DuesFilter {
  scope: ReportScope;
  start: Date;
  until: Date;
  currency: string;
  timeZone: string;
  /** The day ages are counted to (YYYY-MM-DD in the agency's zone). */
  asOf: string;
  bucket?: DueAgeBucket | undefined;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Open dues created in the range, each with its days past due on the as-of day and its age bucket. */
function aged(filter: DuesFilter): SQL {
  const { scope } = filter;
  return sql`select d.*, (${filter.asOf}::date - (d.due_at at time zone ${filter.timeZone})::date) as days_overdue
    from order_dues d
    where d.tenant_id = ${scope.tenantId} and d.agency_id = ${scope.agencyId} and d.status = 'open'
      and d.currency = ${filter.currency}
      and d.created_at >= ${filter.start.toISOString()} and d.created_at < ${filter.until.toISOString()}
      ${andMadeForReport(sql`d.created_by`, scope)}`;
}

const bucketOf = sql`case when days_overdue <= 0 then 'notDue' when days_overdue <= 7 then 'days1to7'
  when days_overdue <= 30 then 'days8to30' when days_overdue <= 60 then 'days31to60' else 'over60' end`;

function bucketed(filter: DuesFilter): SQL {
  return sql`select due.*, ${bucketOf} as bucket from (${aged(filter)}) due`;
}

function inBucket(filter: DuesFilter): SQL {
  return filter.bucket ? sql`where bucket = ${filter.bucket}` : sql``;
}

export interface DueRow {
  orderReference: string;
  pnr: string | null;
  route: string | null;
  airline: string | null;
  createdAt: Date | string;
  dueAt: Date | string;
  total: string;
  paid: string;
  outstanding: string;
  daysOverdue: number;
  bucket: DueAgeBucket;
}

/** A page of the open dues, the oldest due date first. */
export async function dueLines(db: Db, filter: DuesFilter, page: { offset: number; limit: number }) {
  const result = await db.execute(sql`
    select order_reference as "orderReference", pnr, route, airline, created_at as "createdAt", due_at as "dueAt",
      total_amount as total, paid_amount as paid, outstanding_amount as outstanding,
      days_overdue as "daysOverdue", bucket
    from (${bucketed(filter)}) due ${inBucket(filter)}
    order by due_at, id offset ${page.offset} limit ${page.limit}`);
  return rows<DueRow>(result);
}

/** How many dues and how much is outstanding per bucket, over the whole filter. */
export async function dueBuckets(db: Db, filter: DuesFilter) {
  const result = await db.execute(sql`
    select bucket, count(*)::int as count, coalesce(sum(outstanding_amount), 0)::bigint as outstanding
    from (${bucketed(filter)}) due ${inBucket(filter)}
    group by bucket`);
  return rows<{ bucket: DueAgeBucket; count: number; outstanding: string }>(result);
}
