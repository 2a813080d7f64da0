import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToQuery, filtersToSearch, hasFilters } from './application-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('the visa applications’ filters in the address', () => {
  it('reads every filter and writes it back the same', () => {
    const query =
      'tab=correction&search=VS-2610&destination=AE&travelFrom=2030-01-01&travelTo=2030-02-01&page=3';
    const filters = read(query);
    expect(filters).toEqual({
      tab: 'correction',
      search: 'VS-2610',
      destination: 'AE',
      travelFrom: '2030-01-01',
      travelTo: '2030-02-01',
      page: 3,
    });
    expect(filtersToSearch(filters).toString()).toBe(query);
    expect(hasFilters(filters)).toBe(true);
  });

  it('leaves out what is malformed instead of refusing the page', () => {
    expect(read('tab=lost&destination=ae&travelFrom=2030-02-30&page=-2')).toEqual({
      tab: 'all',
      search: '',
      destination: null,
      travelFrom: null,
      travelTo: null,
      page: 1,
    });
    // A range whose first day is after its last keeps only its first day.
    expect(read('travelFrom=2030-03-01&travelTo=2030-02-01').travelTo).toBeNull();
    expect(filtersToSearch(read('')).toString()).toBe('');
    expect(hasFilters(read('tab=approved'))).toBe(false);
  });

  it('sends only what is set, with the page size', () => {
    expect(filtersToQuery(read('tab=submitted&search=Rahman'))).toEqual({
      tab: 'submitted',
      search: 'Rahman',
      destination: undefined,
      travelFrom: undefined,
      travelTo: undefined,
      page: 1,
      pageSize: 25,
    });
  });
});
