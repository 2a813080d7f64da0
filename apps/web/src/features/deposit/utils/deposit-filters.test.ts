import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToQuery, filtersToSearch, hasFilters } from './deposit-filters';

describe('deposit list filters in the address', () => {
  it('round-trips every filter and leaves empty ones out', () => {
    const filters = {
      status: 'rejected' as const,
      method: 'cheque_deposit' as const,
      from: '2025-01-01',
      to: '2025-01-31',
      search: 'DP-AB12CD34',
      page: 2,
    };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe(
      'status=rejected&method=cheque_deposit&from=2025-01-01&to=2025-01-31&search=DP-AB12CD34&page=2',
    );
    expect(filtersFromSearch(search)).toEqual(filters);
    const none = { status: null, method: null, from: null, to: null, search: '', page: 1 };
    expect(filtersToSearch(none).toString()).toBe('');
    expect(hasFilters(none)).toBe(false);
  });

  it('opens the header search’s link with the reference searched', () => {
    const filters = filtersFromSearch(new URLSearchParams('search=DP-XY12ZZ90'));
    expect(filters.search).toBe('DP-XY12ZZ90');
    expect(filtersToQuery(filters)).toEqual({
      status: undefined,
      method: undefined,
      from: undefined,
      to: undefined,
      term: 'DP-XY12ZZ90',
      page: 1,
      pageSize: 25,
    });
  });

  it('drops what it cannot read instead of failing the page', () => {
    expect(
      filtersFromSearch(new URLSearchParams('status=lost&method=card&from=2025-02-30&to=soon&page=-3')),
    ).toEqual({ status: null, method: null, from: null, to: null, search: '', page: 1 });
  });
});
