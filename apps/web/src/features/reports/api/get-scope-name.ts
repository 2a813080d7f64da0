import { useQuery } from '@tanstack/react-query';
import { getReport, reportKey } from './get-report';
import { clearedFilters, type ReportFilters } from '../utils/report-filters';

/**
 * The name of the branch or staff member the reports are narrowed to, read from the sales report grouped by branch
 * or staff over the same period (the names the report service itself gives); undefined while unknown.
 */
export function useScopeName(filters: ReportFilters): string | undefined {
  const groupBy = filters.staffId ? 'staff' : 'branch';
  const key = filters.staffId ?? filters.branchId;
  const lookup: ReportFilters = { ...filters, ...clearedFilters, report: 'sales', groupBy, page: 1 };
  const names = useQuery({
    queryKey: [...reportKey, 'sales', 'names', lookup],
    enabled: Boolean(key) && key !== 'head',
    queryFn: ({ signal }) => getReport('sales', lookup, { page: 1, pageSize: 100 }, signal),
    select: (report) => new Map(report.lines.map((line) => [line.key, line.label])),
  });
  return key ? names.data?.get(key) : undefined;
}
