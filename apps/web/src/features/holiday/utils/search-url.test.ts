import { describe, expect, it } from 'vitest';
import { ZHolidaySearchRequest } from '@portal/contracts';
import {
  decodeHolidaySearch,
  decodeResultsFilters,
  holidayResultsUrl,
  toSearchRequest,
  withResultsFilters,
  type HolidaySearch,
} from './search-url';

const dubai: HolidaySearch = {
  cityCode: 'DXB',
  cityName: 'Dubai',
  month: '2026-03',
  dateFrom: null,
  dateTo: null,
  adults: 2,
  children: 1,
  infants: 0,
};

describe('the holiday search in the address', () => {
  it('writes the search and reads it back', () => {
    const url = holidayResultsUrl(dubai);
    expect(url).toBe('/holiday-search-result?city=DXB&cn=Dubai&month=2026-03&ad=2&ch=1&inf=0');
    expect(decodeHolidaySearch(url.split('?')[1] ?? '')).toEqual(dubai);
  });

  it('is no search without a city code, with a malformed month or with counts that are not counts', () => {
    expect(decodeHolidaySearch('cn=Dubai&ad=2')).toBeNull();
    expect(decodeHolidaySearch('city=DXB&month=2026-13')).toBeNull();
    expect(decodeHolidaySearch('city=DXB&ad=two')).toBeNull();
    expect(decodeHolidaySearch('city=DXB&ad=2&inf=-1')).toBeNull();
  });

  it('takes one adult and any month when the address says nothing more than the city', () => {
    expect(decodeHolidaySearch('city=bkk')).toMatchObject({
      cityCode: 'BKK',
      month: null,
      adults: 1,
      children: 0,
    });
  });

  it('keeps the filters, the sort and the page beside the search, leaving out what is unset', () => {
    const params = withResultsFilters(dubai, {
      types: ['Family', 'Beach'],
      minNights: 3,
      maxNights: 5,
      rating: null,
      minPrice: null,
      maxPrice: 80_000,
      sort: 'priceLow',
      page: 2,
    });
    expect(params.toString()).toBe(
      'city=DXB&cn=Dubai&month=2026-03&ad=2&ch=1&inf=0&type=Family%2CBeach&nmin=3&nmax=5&pmax=80000&sort=priceLow&page=2',
    );
    expect(decodeResultsFilters(params)).toEqual({
      types: ['Family', 'Beach'],
      minNights: 3,
      maxNights: 5,
      rating: null,
      minPrice: null,
      maxPrice: 80_000,
      sort: 'priceLow',
      page: 2,
    });
  });

  it('drops unknown types, sorts and out-of-range numbers', () => {
    expect(decodeResultsFilters('type=Family,Space&sort=cheapest&rating=9&nmin=99')).toMatchObject({
      types: ['Family'],
      sort: 'popular',
      rating: null,
      minNights: null,
    });
  });

  it('sends prices in minor units and a request the contracts accept', () => {
    const request = toSearchRequest(dubai, {
      ...decodeResultsFilters(''),
      minNights: 4,
      minPrice: 50_000,
      maxPrice: 90_000,
    });
    expect(request.filter).toEqual({ duration: { min: 4 }, price: { min: 5_000_000, max: 9_000_000 } });
    expect(ZHolidaySearchRequest.safeParse(request).success).toBe(true);
  });
});
