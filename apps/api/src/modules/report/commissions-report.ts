import type { CommissionsFilters, CommissionsLine, CommissionsReport } from '@portal/contracts';
import type { Db } from '../../db/client';
import { commissionsByGroup } from './commissions.repository';
import { resolveReportWindow, type ResolvedRange } from './report-range';
import { pageOfLines } from './report-page';
import type { ReportScope } from './report-scope';

type Figures = Omit<CommissionsLine, 'month' | 'airline'>;

/** Every line of the commission report (months × airlines of a year at most) and their totals. */
export async function collectCommissions(options: {
  db: Db;
  scope: ReportScope;
  filters: CommissionsFilters;
  now: Date;
}): Promise<{ range: ResolvedRange; lines: CommissionsLine[]; totals: Figures }> {
  const { db, filters } = options;
  const { range, window } = await resolveReportWindow(options);
  const rows = await commissionsByGroup(
    db,
    {
      ...window,
      timeZone: range.timeZone,
      airline: filters.airline,
    },
    filters.groupBy,
  );
  const lines = rows.map((row) => ({
    month: row.month,
    airline: row.airline,
    count: Number(row.count),
    gross: Number(row.gross),
    commission: Number(row.commission),
    ait: Number(row.ait),
  }));
  const totals = lines.reduce<Figures>(
    (sum, line) => ({
      count: sum.count + line.count,
      gross: sum.gross + line.gross,
      commission: sum.commission + line.commission,
      ait: sum.ait + line.ait,
    }),
    { count: 0, gross: 0, commission: 0, ait: 0 },
  );
  return { range, lines, totals };
}

/** Report/Commissions: commission and AIT of the tickets issued in the range, per airline and month. */
export async function getCommissionsReport(options: {
  db: Db;
  scope: ReportScope;
  query: CommissionsFilters & { page: number; pageSize: number };
  now: Date;
}): Promise<CommissionsReport> {
  const { query } = options;
  const collected = await collectCommissions({ ...options, filters: query });
  const { range, ...page } = pageOfLines({ ...collected, page: query.page, pageSize: query.pageSize });
  return { range, groupBy: query.groupBy, ...page };
}
