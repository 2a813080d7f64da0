import {
  CommissionGroupings,
  DueAgeBuckets,
  LedgerTransactionKind,
  RefundReportKinds,
  ReportDatePresets,
  ReportNames,
  ReportProducts,
  RequestStatuses,
  SalesGroupings,
  type ReportDatePreset,
  type ReportName,
} from '@portal/contracts';
import { pageFrom, validDay } from '../../../lib/address-filters';

/** A ready-made range, or Custom: from and to picked by hand. */
export type RangeChoice = ReportDatePreset | 'custom';
export const RangeChoices: readonly RangeChoice[] = [...ReportDatePresets, 'custom'];
export const defaultPreset: ReportDatePreset = 'thisMonth';

/**
 * What the reports page shows, all of it in the address so a reload or a shared link opens the same report:
 * which report, its range, its own filters (each read only where that report takes it) and the page.
 */
export interface ReportFilters {
  report: ReportName;
  range: RangeChoice;
  /** Both set when the range is custom; null otherwise. */
  from: string | null;
  to: string | null;
  groupBy: string | null;
  product: string | null;
  airline: string | null;
  status: string | null;
  kind: string | null;
  bucket: string | null;
  /**
   * The head office's narrowing, kept across reports: one branch ('head' = head office users) or one staff member.
   * A branch user always sees their own branch, whatever these say.
   */
  branchId: string | null;
  staffId: string | null;
  page: number;
}

export const reportPageSize = 25;

/** The filters of each report beyond its range, with the values each may take (null: free text, checked below). */
export const ReportFilterFields = {
  sales: { groupBy: SalesGroupings, product: ReportProducts, airline: null },
  bookings: { product: ReportProducts, status: null },
  ledger: { kind: LedgerTransactionKind },
  refunds: { kind: RefundReportKinds, status: RequestStatuses },
  dues: { bucket: DueAgeBuckets },
  commissions: { groupBy: CommissionGroupings, airline: null },
} as const satisfies Record<ReportName, Partial<Record<FilterField, readonly string[] | null>>>;

export type FilterField = 'groupBy' | 'product' | 'airline' | 'status' | 'kind' | 'bucket';
const filterFields: readonly FilterField[] = ['groupBy', 'product', 'airline', 'status', 'kind', 'bucket'];

const airlinePattern = /^[A-Z0-9]{2}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const branchOf = (raw: string | null) => (raw === 'head' || uuidPattern.test(raw ?? '') ? raw : null);
const staffOf = (raw: string | null) => (uuidPattern.test(raw ?? '') ? raw : null);
const statusPattern = /^[A-Za-z]{1,40}$/;

const isOneOf = <Value extends string>(values: readonly Value[], value: string | null): value is Value =>
  (values as readonly string[]).includes(value ?? '');

/** A filter's value from the address when the report takes it and it is well formed, else null. */
function fieldValue(report: ReportName, field: FilterField, raw: string | null): string | null {
  const fields = ReportFilterFields[report] as Partial<Record<FilterField, readonly string[] | null>>;
  if (!(field in fields) || !raw) return null;
  const allowed = fields[field];
  if (allowed) return isOneOf(allowed, raw) ? raw : null;
  if (field === 'airline') return airlinePattern.test(raw.toUpperCase()) ? raw.toUpperCase() : null;
  return statusPattern.test(raw) ? raw : null;
}

/** Reads the page's state from the address; anything malformed falls back to the defaults rather than failing. */
export function reportFiltersFromSearch(search: URLSearchParams): ReportFilters {
  const reportParam = search.get('report');
  const report: ReportName = isOneOf(ReportNames, reportParam) ? reportParam : 'sales';
  const preset = search.get('preset');
  let from = validDay(search.get('from'));
  let to = validDay(search.get('to'));
  let range: RangeChoice = defaultPreset;
  if (isOneOf(ReportDatePresets, preset)) range = preset;
  else if (from && to) range = 'custom';
  if (range !== 'custom' || !from || !to) {
    from = null;
    to = null;
  } else if (from > to) {
    [from, to] = [to, from];
  }
  const filters: ReportFilters = {
    report,
    range,
    from,
    to,
    groupBy: null,
    product: null,
    airline: null,
    status: null,
    kind: null,
    bucket: null,
    branchId: branchOf(search.get('branchId')),
    staffId: staffOf(search.get('staffId')),
    page: pageFrom(search),
  };
  for (const field of filterFields) filters[field] = fieldValue(report, field, search.get(field));
  return filters;
}

/** The address for these filters: the report and range always (a link says what it shows), the rest when set. */
export function reportFiltersToSearch(filters: ReportFilters): URLSearchParams {
  const search = new URLSearchParams({ report: filters.report });
  if (filters.range === 'custom' && filters.from && filters.to) {
    search.set('from', filters.from);
    search.set('to', filters.to);
  } else {
    search.set('preset', filters.range === 'custom' ? defaultPreset : filters.range);
  }
  for (const field of filterFields) {
    const value = fieldValue(filters.report, field, filters[field]);
    if (value) search.set(field, value);
  }
  const branchId = branchOf(filters.branchId);
  const staffId = staffOf(filters.staffId);
  if (branchId) search.set('branchId', branchId);
  if (staffId) search.set('staffId', staffId);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The change that opens another report: same range and branch or staff, none of the other report's filters. */
export function switchReport(report: ReportName): Partial<ReportFilters> {
  return { report, groupBy: null, product: null, airline: null, status: null, kind: null, bucket: null };
}

/** A report's query for the API: the range (a preset or both days) and the filters that report takes. */
export function reportQuery(filters: ReportFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.range === 'custom' && filters.from && filters.to) {
    query.from = filters.from;
    query.to = filters.to;
  } else {
    query.preset = filters.range === 'custom' ? defaultPreset : filters.range;
  }
  for (const field of filterFields) {
    const value = fieldValue(filters.report, field, filters[field]);
    if (value) query[field] = value;
  }
  const branchId = branchOf(filters.branchId);
  const staffId = staffOf(filters.staffId);
  if (branchId) query.branchId = branchId;
  if (staffId) query.staffId = staffId;
  return query;
}

/** Any of the report's own filters is set (Clear filters is offered; the empty state says so). The grouping is not one. */
export function hasReportFilters(filters: ReportFilters): boolean {
  return (
    Boolean(branchOf(filters.branchId) || staffOf(filters.staffId)) ||
    filterFields.some(
      (field) => field !== 'groupBy' && fieldValue(filters.report, field, filters[field]) !== null,
    )
  );
}

/** The change that clears every filter of the open report and the branch or staff narrowing (not the grouping). */
export const clearedFilters: Partial<ReportFilters> = {
  product: null,
  airline: null,
  status: null,
  kind: null,
  bucket: null,
  branchId: null,
  staffId: null,
};

/**
 * The narrowing a line of the sales report grouped by branch or staff opens (its key: a branch id, 'head', a user
 * id), or null when the line cannot narrow (another grouping, rows no user made).
 */
export function scopeOfLine(groupBy: string, key: string): Partial<ReportFilters> | null {
  if (groupBy === 'branch' && branchOf(key)) return { branchId: key, staffId: null, groupBy: 'day' };
  if (groupBy === 'staff' && staffOf(key)) return { staffId: key, branchId: null, groupBy: 'day' };
  return null;
}
