import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToQuery, filtersToSearch, hasFilters } from './due-filters';

describe('partial-payment filters in the address', () => {
  it('round-trips every filter, leaves empty ones out and asks for due dates', () => {
    const filters = {
      status: 'overdue' as const,
      from: '2026-01-01',
      to: '2026-12-31',
      term: 'P4LW8N',
      page: 3,
    };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('status=overdue&from=2026-01-01&to=2026-12-31&term=P4LW8N&page=3');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(filtersToQuery(filters)).toEqual({
      status: 'overdue',
      dueFrom: '2026-01-01',
      dueTo: '2026-12-31',
      term: 'P4LW8N',
      page: 3,
      pageSize: 25,
    });
    const none = { status: null, from: null, to: null, term: '', page: 1 };
    expect(filtersToSearch(none).toString()).toBe('');
    expect(hasFilters(none)).toBe(false);
  });

  it('drops what it cannot read instead of failing the page', () => {
    expect(filtersFromSearch(new URLSearchParams('status=paid&from=2026-02-30&to=later&page=1.5'))).toEqual({
      status: null,
      from: null,
      to: null,
      term: '',
      page: 1,
    });
  });
});
