import type { RefundsFilters, RefundsLine, RefundsReport } from '@portal/contracts';
import type { Db } from '../../db/client';
import { refundLines, refundTotals, type RefundRow, type RefundsFilter } from './refunds.repository';
import { resolveReportWindow, type ResolvedRange } from './report-range';
import { answerRange } from './report-page';
import type { ReportScope } from './report-scope';

export function toRefundsLine(row: RefundRow): RefundsLine {
  const settled = row.settled === null ? 0 : Number(row.settled);
  return {
    reference: row.reference,
    orderReference: row.orderReference,
    kind: row.kind,
    status: row.status,
    requestedAt: new Date(row.requestedAt).toISOString(),
    refunded: Math.max(settled, 0),
    charged: Math.max(-settled, 0),
  };
}

export async function refundsFilterFor(options: {
  db: Db;
  scope: ReportScope;
  filters: RefundsFilters;
  now: Date;
}): Promise<{ range: ResolvedRange; filter: RefundsFilter }> {
  const { range, window } = await resolveReportWindow(options);
  const { filters } = options;
  return {
    range,
    filter: {
      ...window,
      kind: filters.kind,
      status: filters.status,
    },
  };
}

/** Report/Refunds: void and refund requests made in the range, with what each refunded or charged. */
export async function getRefundsReport(options: {
  db: Db;
  scope: ReportScope;
  query: RefundsFilters & { page: number; pageSize: number };
  now: Date;
}): Promise<RefundsReport> {
  const { db, query } = options;
  const { range, filter } = await refundsFilterFor({ ...options, filters: query });
  const [lines, totals] = await Promise.all([
    refundLines(db, filter, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    refundTotals(db, filter),
  ]);
  return {
    range: answerRange(range),
    lines: lines.map(toRefundsLine),
    totals,
    total: totals.count,
    page: query.page,
    pageSize: query.pageSize,
  };
}
