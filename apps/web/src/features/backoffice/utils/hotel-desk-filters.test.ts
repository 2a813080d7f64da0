import { describe, expect, it } from 'vitest';
import { hotelDeskFiltersFromSearch, hotelDeskFiltersToSearch } from './hotel-desk-filters';

describe('the hotel desk’s address', () => {
  it('reads the search and the page, and writes them back', () => {
    const filters = hotelDeskFiltersFromSearch(new URLSearchParams('search=%20HB-00012%20&page=2'));
    expect(filters).toEqual({ search: 'HB-00012', page: 2 });
    expect(hotelDeskFiltersToSearch(filters).toString()).toBe('search=HB-00012&page=2');
  });

  it('leaves the defaults out and cuts a search longer than the API takes', () => {
    const filters = hotelDeskFiltersFromSearch(new URLSearchParams('page=zero'));
    expect(filters).toEqual({ search: '', page: 1 });
    expect(hotelDeskFiltersToSearch(filters).toString()).toBe('');
    expect(hotelDeskFiltersFromSearch(new URLSearchParams(`search=${'A'.repeat(80)}`)).search).toHaveLength(
      64,
    );
  });
});
