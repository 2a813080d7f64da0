import { describe, expect, it } from 'vitest';
import { queueFiltersFromSearch, queueFiltersToQuery, queueFiltersToSearch } from './queue-filters';

describe('the holiday requests’ filters in the address', () => {
  it('reads a tab, a search and a page, and writes them back', () => {
    const filters = queueFiltersFromSearch(new URLSearchParams('tab=quoted&search=HL-26&page=3'));
    expect(filters).toEqual({ tab: 'quoted', search: 'HL-26', page: 3 });
    expect(queueFiltersToSearch(filters).toString()).toBe('tab=quoted&search=HL-26&page=3');
  });

  it('falls back to every request on the first page for anything it does not know', () => {
    expect(queueFiltersFromSearch(new URLSearchParams('tab=closed&page=-2'))).toEqual({
      tab: 'all',
      search: '',
      page: 1,
    });
    expect(queueFiltersToSearch({ tab: 'all', search: '', page: 1 }).toString()).toBe('');
  });

  it('asks the queue for the tab with the search only when there is one', () => {
    expect(queueFiltersToQuery({ tab: 'new', search: '', page: 1 })).toEqual({
      tab: 'new',
      page: 1,
      pageSize: 25,
    });
  });
});
