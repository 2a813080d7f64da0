import { describe, expect, it } from 'vitest';
import { queueFiltersFromSearch, queueFiltersToQuery, queueFiltersToSearch } from './queue-filters';

describe('special fare queue filters', () => {
  it('keeps tab, kind, search and page in the address', () => {
    const filters = queueFiltersFromSearch(
      new URLSearchParams('tab=depositPaid&kind=Umrah&search=GF-12&page=2'),
    );
    expect(filters).toEqual({ tab: 'depositPaid', kind: 'Umrah', search: 'GF-12', page: 2 });
    expect(queueFiltersToSearch(filters).toString()).toBe('tab=depositPaid&kind=Umrah&search=GF-12&page=2');
    expect(queueFiltersToQuery(filters)).toEqual({
      tab: 'depositPaid',
      kind: 'Umrah',
      search: 'GF-12',
      page: 2,
    });
  });

  it('falls back to all of everything for unknown values', () => {
    const filters = queueFiltersFromSearch(new URLSearchParams('tab=lost&kind=Hajj&page=x'));
    expect(filters).toEqual({ tab: 'all', kind: '', search: '', page: 1 });
    expect(queueFiltersToSearch(filters).toString()).toBe('');
    expect(queueFiltersToQuery(filters)).toEqual({ tab: 'all', page: 1 });
  });
});
