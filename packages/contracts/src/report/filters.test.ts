import { describe, expect, it } from 'vitest';
import { presetRange, ZReportExportQuery, ZReportPdfRequest, ZSalesQuery, dueAgeBucket } from '../index';

describe('report filters', () => {
  it('reads presets from the agency day, weeks from Saturday', () => {
    // 2026-11-27 is a Friday.
    expect(presetRange('today', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('thisWeek', '2026-11-27')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(presetRange('thisWeek', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(presetRange('lastWeek', '2026-11-27')).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(presetRange('thisMonth', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('thisYear', '2026-11-27')).toEqual({ from: '2026-01-01', to: '2026-11-27' });
  });

  it('needs a preset or an ordered range of at most a year', () => {
    expect(ZSalesQuery.safeParse({ preset: 'thisMonth' }).success).toBe(true);
    expect(ZSalesQuery.safeParse({ from: '2026-01-01' }).success).toBe(false);
    expect(ZSalesQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(ZSalesQuery.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(ZSalesQuery.safeParse({ from: '2025-01-01', to: '2026-01-02' }).success).toBe(false);
    expect(ZSalesQuery.safeParse({ preset: 'thisMonth', groupBy: 'colour' }).success).toBe(false);
    expect(ZSalesQuery.safeParse({ preset: 'thisMonth', extra: '1' }).success).toBe(false);
  });

  it('takes an export by report name and a pdf body with its filters', () => {
    const sales = ZReportExportQuery.parse({
      report: 'sales',
      format: 'xlsx',
      preset: 'today',
      groupBy: 'airline',
    });
    expect(sales.report).toBe('sales');
    expect(
      ZReportExportQuery.safeParse({ report: 'dues', format: 'xlsx', preset: 'today', groupBy: 'airline' })
        .success,
    ).toBe(false);
    expect(ZReportExportQuery.safeParse({ report: 'ledger', format: 'doc', preset: 'today' }).success).toBe(
      false,
    );
    expect(ZReportPdfRequest.safeParse({ report: 'ledger', filters: { preset: 'today' } }).success).toBe(
      true,
    );
    expect(ZReportPdfRequest.safeParse({ report: 'ledger', filters: {} }).success).toBe(false);
  });

  it('ages dues in buckets', () => {
    expect([-3, 0, 1, 7, 8, 30, 31, 60, 61].map(dueAgeBucket)).toEqual([
      'notDue',
      'notDue',
      'days1to7',
      'days1to7',
      'days8to30',
      'days8to30',
      'days31to60',
      'days31to60',
      'over60',
    ]);
  });
});
