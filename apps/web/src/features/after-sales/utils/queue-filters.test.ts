import { describe, expect, it } from 'vitest';
import { queueFiltersFromSearch, queueFiltersToQuery, queueFiltersToSearch } from './queue-filters';

describe('request queue filters', () => {
  it('reads the tab, the search and the page from the address, dropping what is malformed', () => {
    expect(queueFiltersFromSearch(new URLSearchParams('tab=quoted&search=%20VD-26%20&page=3'))).toEqual({
      tab: 'quoted',
      search: 'VD-26',
      page: 3,
    });
    expect(queueFiltersFromSearch(new URLSearchParams('tab=everything&page=-2'))).toEqual({
      tab: 'all',
      search: '',
      page: 1,
    });
    expect(queueFiltersFromSearch(new URLSearchParams(`search=${'x'.repeat(80)}`)).search).toHaveLength(64);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(queueFiltersToSearch({ tab: 'all', search: '', page: 1 }).toString()).toBe('');
    const filters = { tab: 'inProcess' as const, search: 'PNR12', page: 2 };
    expect(queueFiltersFromSearch(queueFiltersToSearch(filters))).toEqual(filters);
  });

  it('asks the API for the tab and page, and the search only when there is one', () => {
    expect(queueFiltersToQuery({ tab: 'all', search: '', page: 1 })).toEqual({
      tab: 'all',
      page: 1,
      pageSize: 25,
    });
    expect(queueFiltersToQuery({ tab: 'closed', search: 'RF-', page: 4 })).toMatchObject({
      search: 'RF-',
      page: 4,
    });
  });
});
