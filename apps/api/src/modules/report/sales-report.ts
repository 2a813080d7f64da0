import type { SalesFigures, SalesFilters, SalesGrouping, SalesLine, SalesReport } from '@portal/contracts';
import type { Db } from '../../db/client';
import { agencyBranchNames, agencyUserNames } from './report-labels.repository';
import { findWalletId } from './report-context.repository';
import { resolveReportRange, type ResolvedRange } from './report-range';
import { pageOfLines } from './report-page';
import type { ReportScope } from './report-scope';
import { salesByGroup, type SalesFigureRow, type SalesFilter } from './sales.repository';

const productLabels: Record<string, string> = {
  flight: 'Flight',
  hotel: 'Hotel',
  holiday: 'Holiday',
  visa: 'Visa',
};

const emptyFigures: SalesFigures = { count: 0, gross: 0, net: 0, commission: 0, ait: 0, profit: 0 };

function toFigures(row: SalesFigureRow): SalesFigures {
  const commission = Number(row.commission);
  const ait = Number(row.ait);
  return {
    count: Number(row.count),
    gross: Number(row.gross),
    net: Number(row.net),
    commission,
    ait,
    profit: commission - ait,
  };
}

async function labelsFor(db: Db, scope: ReportScope, groupBy: SalesGrouping, keys: string[]) {
  if (groupBy === 'staff') {
    const names = await agencyUserNames(
      db,
      scope.tenantId,
      scope.agencyId,
      keys.filter((key) => key !== 'system'),
    );
    return (key: string) => (key === 'system' ? 'System' : (names.get(key) ?? key));
  }
  if (groupBy === 'branch') {
    const names = await agencyBranchNames(db, scope.tenantId, scope.agencyId);
    return (key: string) => (key === 'head' ? 'Head office' : (names.get(key) ?? key));
  }
  return (key: string) => productLabels[key] ?? key;
}

/** The sales of a range, grouped, with every group (exports) and the totals over the whole filter. */
export async function collectSales(options: {
  db: Db;
  scope: ReportScope;
  filters: SalesFilters;
  now: Date;
}): Promise<{ range: ResolvedRange; lines: SalesLine[]; totals: SalesFigures }> {
  const { db, scope, filters } = options;
  const range = await resolveReportRange({ ...scope, db, filters, now: options.now });
  const walletId = await findWalletId(db, scope.tenantId, scope.agencyId, range.currency);
  if (!walletId) return { range, lines: [], totals: emptyFigures };
  const filter: SalesFilter = {
    scope,
    walletId,
    start: range.start,
    until: range.until,
    timeZone: range.timeZone,
    product: filters.product,
    airline: filters.airline,
  };
  const { groups, totals } = await salesByGroup(db, filter, filters.groupBy);
  const label = await labelsFor(
    db,
    scope,
    filters.groupBy,
    groups.map((group) => group.key),
  );
  return {
    range,
    lines: groups.map((group) => ({ key: group.key, label: label(group.key), ...toFigures(group) })),
    totals: toFigures(totals),
  };
}

/** Report/Sales: a page of the groups, totals over the whole filter. */
export async function getSalesReport(options: {
  db: Db;
  scope: ReportScope;
  query: SalesFilters & { page: number; pageSize: number };
  now: Date;
}): Promise<SalesReport> {
  const { query } = options;
  const collected = await collectSales({ ...options, filters: query });
  const { range, ...page } = pageOfLines({ ...collected, page: query.page, pageSize: query.pageSize });
  return { range, groupBy: query.groupBy, ...page };
}
