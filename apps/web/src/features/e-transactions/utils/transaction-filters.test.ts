import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToQuery, filtersToSearch, hasFilters } from './transaction-filters';

describe('e-transaction filters in the address', () => {
  it('round-trips every filter and leaves empty ones out', () => {
    const filters = {
      status: 'paid' as const,
      method: 'mobile_wallet' as const,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 2,
    };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('status=paid&method=mobile_wallet&from=2026-01-01&to=2026-01-31&page=2');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(filtersToQuery(filters)).toEqual({ ...filters, pageSize: 20 });
    const none = { status: null, method: null, from: null, to: null, page: 1 };
    expect(filtersToSearch(none).toString()).toBe('');
    expect(hasFilters(none)).toBe(false);
  });

  it('drops what it cannot read instead of failing the page', () => {
    expect(filtersFromSearch(new URLSearchParams('status=lost&method=cash&from=2026-13-01&page=0'))).toEqual({
      status: null,
      method: null,
      from: null,
      to: null,
      page: 1,
    });
  });
});
