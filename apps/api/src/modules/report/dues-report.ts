import { DueAgeBuckets, type DuesFilters, type DuesLine, type DuesReport } from '@portal/contracts';
import type { Db } from '../../db/client';
import { dueBuckets, dueLines, type DueRow, type DuesFilter } from './dues.repository';
import { resolveReportWindow, type ResolvedRange } from './report-range';
import { answerRange } from './report-page';
import type { ReportScope } from './report-scope';

export function toDuesLine(row: DueRow): DuesLine {
  return {
    orderReference: row.orderReference,
    pnr: row.pnr,
    route: row.route,
    airline: row.airline,
    createdAt: new Date(row.createdAt).toISOString(),
    dueAt: new Date(row.dueAt).toISOString(),
    total: Number(row.total),
    paid: Number(row.paid),
    outstanding: Number(row.outstanding),
    daysOverdue: Number(row.daysOverdue),
    bucket: row.bucket,
  };
}

/** Open dues created in the range, aged on its last day, or today when the range runs past it. */
export async function duesFilterFor(options: {
  db: Db;
  scope: ReportScope;
  filters: DuesFilters;
  now: Date;
}): Promise<{ range: ResolvedRange; filter: DuesFilter }> {
  const { range, window } = await resolveReportWindow(options);
  const { filters } = options;
  return {
    range,
    filter: {
      ...window,
      timeZone: range.timeZone,
      asOf: range.to < range.today ? range.to : range.today,
      bucket: filters.bucket,
    },
  };
}

/** Report/Dues: open dues by age bucket, and a page of them per order. */
export async function getDuesReport(options: {
  db: Db;
  scope: ReportScope;
  query: DuesFilters & { page: number; pageSize: number };
  now: Date;
}): Promise<DuesReport> {
  const { db, query } = options;
  const { range, filter } = await duesFilterFor({ ...options, filters: query });
  const [lines, found] = await Promise.all([
    dueLines(db, filter, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    dueBuckets(db, filter),
  ]);
  const buckets = DueAgeBuckets.map((bucket) => {
    const row = found.find((one) => one.bucket === bucket);
    return { bucket, count: Number(row?.count ?? 0), outstanding: Number(row?.outstanding ?? 0) };
  });
  const totals = buckets.reduce(
    (sum, bucket) => ({ count: sum.count + bucket.count, outstanding: sum.outstanding + bucket.outstanding }),
    { count: 0, outstanding: 0 },
  );
  return {
    range: answerRange(range),
    asOf: filter.asOf,
    lines: lines.map(toDuesLine),
    buckets,
    totals,
    total: totals.count,
    page: query.page,
    pageSize: query.pageSize,
  };
}
