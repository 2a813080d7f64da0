import { describe, expect, it } from 'vitest';
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
} from '@portal/contracts';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';
import { reportsTexts } from './i18n';
import { BookingStatuses } from './utils/filter-choices';

describe('reports translations', () => {
  const en = new Map(translationLeaves(reportsTexts.en));
  const bn = new Map(translationLeaves(reportsTexts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });

  it('names every report, preset, grouping, product, status, type and age the contracts list', () => {
    const names = [
      ...ReportNames.flatMap((name) => [`tabs.${name}`, `about.${name}`]),
      ...ReportDatePresets.map((preset) => `range.presets.${preset}`),
      ...[...SalesGroupings, ...CommissionGroupings].map((group) => `groupings.${group}`),
      ...SalesGroupings.map((group) => `columns.${group}`),
      ...ReportProducts.map((product) => `products.${product}`),
      ...[...RequestStatuses, ...BookingStatuses].map((status) => `statuses.${status}`),
      ...RefundReportKinds.map((kind) => `refundKinds.${kind}`),
      ...LedgerTransactionKind.map((kind) => `ledgerKinds.${kind}`),
      ...DueAgeBuckets.map((bucket) => `buckets.${bucket}`),
    ];
    for (const key of names) {
      expect(en.get(key), key).toBeTruthy();
      expect(bn.get(key), key).toBeTruthy();
    }
  });
});
