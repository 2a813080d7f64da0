import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToQuery, filtersToSearch, hasFilters } from './passbook-filters';

describe('payment ledger filters in the address', () => {
  it('round-trips every filter and leaves empty ones out', () => {
    const filters = {
      from: '2025-01-01',
      to: '2025-01-31',
      kind: 'adjustment' as const,
      term: 'cash',
      page: 3,
    };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('from=2025-01-01&to=2025-01-31&kind=adjustment&term=cash&page=3');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(filtersToSearch({ from: null, to: null, kind: null, term: '', page: 1 }).toString()).toBe('');
  });

  it('drops what it cannot read instead of failing the page', () => {
    expect(
      filtersFromSearch(new URLSearchParams('from=2025-13-45&to=yesterday&kind=gift&page=-2&term=%20%20')),
    ).toEqual({ from: null, to: null, kind: null, term: '', page: 1 });
    expect(filtersFromSearch(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(filtersFromSearch(new URLSearchParams('from=2025-02-30&to=2024-02-29'))).toMatchObject({
      from: null,
      to: '2024-02-29',
    });
    expect(filtersFromSearch(new URLSearchParams(`term=${'x'.repeat(80)}`)).term).toHaveLength(64);
  });

  it('gives the API only the filters that are set', () => {
    const filters = filtersFromSearch(new URLSearchParams('kind=deposit&page=2'));
    expect(filtersToQuery(filters)).toEqual({
      from: undefined,
      to: undefined,
      kind: 'deposit',
      term: undefined,
    });
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(filtersFromSearch(new URLSearchParams('page=4')))).toBe(false);
  });
});
