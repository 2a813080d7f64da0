import { describe, expect, it } from 'vitest';
import {
  hasReportFilters,
  reportFiltersFromSearch,
  reportFiltersToSearch,
  reportQuery,
  switchReport,
} from './report-filters';

const read = (query: string) => reportFiltersFromSearch(new URLSearchParams(query));

describe('report filters in the address', () => {
  it('opens the sales report for this month when the address says nothing', () => {
    const filters = read('');
    expect(filters).toMatchObject({ report: 'sales', range: 'thisMonth', from: null, to: null, page: 1 });
    expect(reportQuery(filters)).toEqual({ preset: 'thisMonth' });
  });

  it('reads a preset, or a custom range from both days (in order)', () => {
    expect(reportQuery(read('report=sales&preset=lastMonth'))).toEqual({ preset: 'lastMonth' });
    expect(read('from=2026-10-31&to=2026-10-01')).toMatchObject({
      range: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(reportQuery(read('from=2026-10-01&to=2026-10-31'))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    // One day alone or an impossible day is no range: the default preset stands.
    expect(read('from=2026-10-01').range).toBe('thisMonth');
    expect(read('from=2026-02-30&to=2026-03-02').range).toBe('thisMonth');
  });

  it('keeps only the filters the open report takes, and only well-formed values', () => {
    const sales = read('report=sales&groupBy=airline&product=flight&airline=bg&kind=ticket&bucket=over60');
    expect(reportQuery(sales)).toEqual({
      preset: 'thisMonth',
      groupBy: 'airline',
      product: 'flight',
      airline: 'BG',
    });
    const ledger = read('report=ledger&kind=ticket&product=flight');
    expect(reportQuery(ledger)).toEqual({ preset: 'thisMonth', kind: 'ticket' });
    const refunds = read('report=refunds&kind=ticket&status=Completed');
    expect(reportQuery(refunds)).toEqual({ preset: 'thisMonth', status: 'Completed' });
    expect(reportQuery(read('report=sales&airline=BGX&groupBy=week'))).toEqual({ preset: 'thisMonth' });
    expect(read('report=nonsense').report).toBe('sales');
  });

  it('writes the report and range always, so a shared link says what it shows', () => {
    const filters = read('report=dues&bucket=over60&page=3');
    expect(reportFiltersToSearch(filters).toString()).toBe(
      'report=dues&preset=thisMonth&bucket=over60&page=3',
    );
    expect(
      reportFiltersToSearch({ ...filters, range: 'custom', from: '2026-01-01', to: '2026-01-31' }).toString(),
    ).toBe('report=dues&from=2026-01-01&to=2026-01-31&bucket=over60&page=3');
  });

  it('keeps the head office’s branch or staff narrowing across reports, when it is well formed', () => {
    const branch = '6f1c2a40-8d1e-4c55-9a7e-0d3f5b2c1e99';
    const filters = read(`report=sales&branchId=${branch}&staffId=nobody`);
    expect(reportQuery(filters)).toEqual({ preset: 'thisMonth', branchId: branch });
    expect(reportQuery({ ...filters, ...switchReport('ledger') })).toEqual({
      preset: 'thisMonth',
      branchId: branch,
    });
    expect(reportQuery(read('report=dues&branchId=head'))).toEqual({ preset: 'thisMonth', branchId: 'head' });
    expect(hasReportFilters(read('report=dues&branchId=head'))).toBe(true);
  });

  it('opens another report with the same period and none of the old report’s filters', () => {
    const filters = { ...read('report=sales&preset=lastWeek&product=hotel'), ...switchReport('bookings') };
    expect(reportQuery(filters)).toEqual({ preset: 'lastWeek' });
    expect(hasReportFilters(filters)).toBe(false);
    expect(hasReportFilters(read('report=sales&groupBy=route'))).toBe(false);
    expect(hasReportFilters(read('report=sales&product=visa'))).toBe(true);
  });
});
