import { describe, expect, it } from 'vitest';
import { visaDeskFiltersFromSearch, visaDeskFiltersToSearch } from './visa-desk-filters';
import { visaProductFiltersFromSearch, visaProductFiltersToSearch } from './visa-product-filters';

describe('the visa desk’s and products’ filters in the address', () => {
  it('opens the desk on the documents received, and keeps another tab, a search and a page', () => {
    expect(visaDeskFiltersFromSearch(new URLSearchParams(''))).toEqual({
      tab: 'received',
      search: '',
      page: 1,
    });
    const filters = visaDeskFiltersFromSearch(new URLSearchParams('tab=submitted&search=VS-26&page=2'));
    expect(filters).toEqual({ tab: 'submitted', search: 'VS-26', page: 2 });
    expect(visaDeskFiltersToSearch(filters).toString()).toBe('tab=submitted&search=VS-26&page=2');
    expect(visaDeskFiltersToSearch({ tab: 'received', search: '', page: 1 }).toString()).toBe('');
    expect(visaDeskFiltersFromSearch(new URLSearchParams('tab=nope')).tab).toBe('received');
  });

  it('lists every product unless a status is chosen', () => {
    expect(visaProductFiltersFromSearch(new URLSearchParams('status=Unpublished&search=uae'))).toEqual({
      status: 'Unpublished',
      search: 'uae',
      page: 1,
    });
    expect(visaProductFiltersFromSearch(new URLSearchParams('status=Draft')).status).toBe('all');
    expect(visaProductFiltersToSearch({ status: 'all', search: '', page: 3 }).toString()).toBe('page=3');
  });
});
