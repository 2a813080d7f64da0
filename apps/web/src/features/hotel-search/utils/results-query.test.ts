import { describe, expect, it } from 'vitest';
import { ZGetHotelSearchQuery } from '@portal/contracts';
import {
  clearedFilters,
  getHotelSearchQuery,
  isFiltering,
  NoHotelFilters,
  readResultsFilters,
  writeResultsFilters,
  type HotelResultsFilters,
} from './results-query';

const search = 'city=DXB&dn=Dubai&in=2026-08-01&out=2026-08-04&room=2&rid=req-1';

const narrowed: HotelResultsFilters = {
  minPrice: 500_000,
  maxPrice: 1_500_000,
  stars: [4, 5],
  boards: ['Breakfast', 'HalfBoard'],
  refundable: true,
  amenities: ['Pool', 'FreeWifi'],
  areas: ['Deira', 'Downtown'],
  chains: ['Hilton'],
  name: 'palm',
  sort: 'starsDesc',
  page: 3,
};

describe('results filters in the address', () => {
  it('reads no filters from a bare search', () => {
    expect(readResultsFilters(search)).toEqual(NoHotelFilters);
    expect(isFiltering(readResultsFilters(search))).toBe(false);
  });

  it('writes filters, sort and page beside the search and reads them back', () => {
    const written = writeResultsFilters(search, narrowed);
    const params = new URLSearchParams(written);
    expect(params.get('city')).toBe('DXB');
    expect(params.get('rid')).toBe('req-1');
    expect(params.get('stars')).toBe('4,5');
    expect(params.get('boards')).toBe('Breakfast,HalfBoard');
    expect(params.get('refundable')).toBe('true');
    expect(params.get('sort')).toBe('starsDesc');
    expect(params.get('page')).toBe('3');
    expect(readResultsFilters(written)).toEqual(narrowed);
    expect(isFiltering(narrowed)).toBe(true);
  });

  it('leaves defaults out of the address', () => {
    const written = writeResultsFilters(`${search}&stars=3&sort=name&page=2`, NoHotelFilters);
    expect(written).toBe(search);
  });

  it('sends the address values as GetHotelSearch takes them', () => {
    const query = getHotelSearchQuery('req-1', narrowed);
    const parsed = ZGetHotelSearchQuery.parse(query);
    expect(parsed).toEqual({ requestId: 'req-1', pageSize: 20, ...narrowed });
    expect(getHotelSearchQuery('req-1', NoHotelFilters)).toEqual({ requestId: 'req-1' });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    const filters = readResultsFilters(
      `${search}&stars=4,9&boards=Breakfast,AllInclusive&minPrice=-5&maxPrice=abc&sort=cheap&page=0&refundable=yes`,
    );
    expect(filters).toEqual(NoHotelFilters);
  });

  it('reads repeated values once and ignores a maximum under the minimum', () => {
    const filters = readResultsFilters(`${search}&stars=5,4,5&minPrice=900&maxPrice=100&name=%20palm%20`);
    expect(filters.stars).toEqual([4, 5]);
    expect(filters.minPrice).toBe(900);
    expect(filters.maxPrice).toBeNull();
    expect(filters.name).toBe('palm');
  });

  it('does not count sort or page as filtering', () => {
    expect(isFiltering({ ...NoHotelFilters, sort: 'name', page: 4 })).toBe(false);
    expect(isFiltering({ ...NoHotelFilters, name: '  ' })).toBe(false);
    expect(isFiltering({ ...NoHotelFilters, refundable: true })).toBe(true);
  });
});

describe('clearing the filters', () => {
  it('keeps the sort and leaves the page to start again', () => {
    const cleared = clearedFilters(narrowed);
    expect(cleared).not.toHaveProperty('page');
    expect({ ...cleared, page: 1 }).toEqual({ ...NoHotelFilters, sort: 'starsDesc' });
  });
});
