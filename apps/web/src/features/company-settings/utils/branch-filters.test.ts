import { describe, expect, it } from 'vitest';
import { branchFiltersFromSearch, branchFiltersToSearch } from './branch-filters';

describe('branch list filters in the address', () => {
  it('reads the status, search and page, ignoring what is malformed', () => {
    expect(
      branchFiltersFromSearch(new URLSearchParams('tab=branch&status=inactive&search=ctg&page=2')),
    ).toEqual({
      status: 'inactive',
      search: 'ctg',
      page: 2,
    });
    expect(branchFiltersFromSearch(new URLSearchParams('status=closed&page=x'))).toEqual({
      status: 'all',
      search: '',
      page: 1,
    });
  });

  it('keeps the settings tab and leaves defaults out', () => {
    expect(branchFiltersToSearch({ status: 'all', search: '', page: 1 }).toString()).toBe('tab=branch');
    expect(branchFiltersToSearch({ status: 'active', search: 'Sylhet', page: 3 }).toString()).toBe(
      'tab=branch&status=active&search=Sylhet&page=3',
    );
  });
});
