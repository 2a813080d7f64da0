import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ReportPaths,
  ZBookingsReport,
  ZCommissionsReport,
  ZDuesReport,
  ZLedgerStatement,
  ZRefundsReport,
  ZSalesReport,
  type BookingsReport,
  type CommissionsReport,
  type DuesReport,
  type LedgerStatement,
  type RefundsReport,
  type ReportName,
  type SalesReport,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { reportPageSize, reportQuery, type ReportFilters } from '../utils/report-filters';

/** Each report's answer, by the report's name. */
export interface ReportAnswers {
  sales: SalesReport;
  bookings: BookingsReport;
  ledger: LedgerStatement;
  refunds: RefundsReport;
  dues: DuesReport;
  commissions: CommissionsReport;
}

/** The six GET calls of the report service share one shape (filters in, a page of lines and totals out). */
const Calls = {
  sales: { path: ReportPaths.sales, schema: ZSalesReport },
  bookings: { path: ReportPaths.bookings, schema: ZBookingsReport },
  ledger: { path: ReportPaths.ledger, schema: ZLedgerStatement },
  refunds: { path: ReportPaths.refunds, schema: ZRefundsReport },
  dues: { path: ReportPaths.dues, schema: ZDuesReport },
  commissions: { path: ReportPaths.commissions, schema: ZCommissionsReport },
} as const;

export const reportKey = ['report'] as const;

export function getReport<Name extends ReportName>(
  report: Name,
  filters: ReportFilters,
  paging: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<ReportAnswers[Name]> {
  const call = Calls[report];
  return api.get(call.path, {
    query: { ...reportQuery(filters), page: paging.page, pageSize: paging.pageSize },
    schema: call.schema as unknown as { parse: (value: unknown) => ReportAnswers[Name] },
    signal,
  });
}

export const reportPageQuery = <Name extends ReportName>(report: Name, filters: ReportFilters) =>
  queryOptions({
    queryKey: [...reportKey, report, 'page', filters],
    queryFn: ({ signal }) =>
      getReport(report, filters, { page: filters.page, pageSize: reportPageSize }, signal),
  });

/** One page of a report; the previous page stays on screen while the next one (or a new filter) loads. */
export function useReportPage<Name extends ReportName>(report: Name, filters: ReportFilters) {
  return useQuery({ ...reportPageQuery(report, filters), placeholderData: keepPreviousData });
}

/** The most lines one call answers, and how many calls a chart may make (a year of days is 366 lines). */
const chartPageSize = 100;
const chartPages = 4;

/**
 * Every line of a report for its chart (a chart shows the whole range, not the table's page), in as few calls as
 * the API allows.
 */
export function useReportLines<Name extends ReportName>(
  report: Name,
  filters: ReportFilters,
  enabled: boolean,
) {
  const chartFilters = { ...filters, page: 1 };
  return useQuery({
    queryKey: [...reportKey, report, 'chart', chartFilters],
    enabled,
    queryFn: async ({ signal }) => {
      const first = await getReport(report, chartFilters, { page: 1, pageSize: chartPageSize }, signal);
      const pages = Math.min(chartPages, Math.ceil(first.total / chartPageSize));
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
          getReport(report, chartFilters, { page: index + 2, pageSize: chartPageSize }, signal),
        ),
      );
      const lines: unknown[] = [first, ...rest].flatMap((page) => page.lines as unknown[]);
      return { ...first, lines } as ReportAnswers[Name];
    },
  });
}
