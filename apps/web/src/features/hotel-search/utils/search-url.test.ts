import { describe, expect, it } from 'vitest';
import { ZHotelSearchRequest } from '@portal/contracts';
import {
  decodeHotelSearch,
  encodeHotelSearch,
  hotelResultsUrl,
  requestIdOf,
  searchPartOf,
  withRequestId,
} from './search-url';

const family = {
  destination: { type: 'City' as const, id: 'DXB' },
  checkIn: '2026-08-01',
  checkOut: '2026-08-04',
  rooms: [
    { adults: 2, children: 1, childAges: [7] },
    { adults: 1, children: 0, childAges: [] },
  ],
};

describe('hotel search in the address', () => {
  it('writes a city search readably and reads it back as a valid request', () => {
    const query = encodeHotelSearch(family, 'Dubai, United Arab Emirates');
    expect(query).toBe(
      'city=DXB&dn=Dubai%2C+United+Arab+Emirates&in=2026-08-01&out=2026-08-04&room=2.7&room=1',
    );
    const decoded = decodeHotelSearch(query);
    expect(decoded).toEqual({ request: family, destinationName: 'Dubai, United Arab Emirates' });
    expect(ZHotelSearchRequest.safeParse(decoded?.request).success).toBe(true);
  });

  it('keeps a hotel as the destination, with children of age 0', () => {
    const search = {
      ...family,
      destination: { type: 'Hotel' as const, id: 'DXB-0042' },
      rooms: [{ adults: 2, children: 2, childAges: [0, 17] }],
    };
    const decoded = decodeHotelSearch(encodeHotelSearch(search, 'Palm Suites, Dubai'));
    expect(decoded?.request).toEqual(search);
  });

  it('refuses addresses that are not a search', () => {
    expect(decodeHotelSearch('')).toBeNull();
    expect(decodeHotelSearch('city=DXB&in=2026-08-01&out=2026-08-04')).toBeNull();
    expect(decodeHotelSearch('city=DXB&hotel=X&in=2026-08-01&out=2026-08-04&room=2')).toBeNull();
    expect(decodeHotelSearch('city=DXB&in=01-08-2026&out=2026-08-04&room=2')).toBeNull();
    expect(decodeHotelSearch('city=DXB&in=2026-08-01&out=2026-08-04&room=2.x')).toBeNull();
    expect(decodeHotelSearch(`city=DXB&in=2026-08-01&out=2026-08-04${'&room=1'.repeat(9)}`)).toBeNull();
  });

  it('leaves the rules to the schema: a too long stay decodes and then fails validation', () => {
    const decoded = decodeHotelSearch('city=DXB&in=2026-08-01&out=2026-10-01&room=2');
    expect(decoded).not.toBeNull();
    expect(ZHotelSearchRequest.safeParse(decoded?.request).success).toBe(false);
  });

  it('keeps the request id beside the search and drops the page when it changes', () => {
    const query = `${encodeHotelSearch(family, 'Dubai')}&stars=4&page=3`;
    expect(requestIdOf(query)).toBeNull();
    const withId = withRequestId(query, 'req-1');
    expect(requestIdOf(withId)).toBe('req-1');
    expect(new URLSearchParams(withId).get('stars')).toBe('4');
    expect(new URLSearchParams(withId).get('page')).toBeNull();
    expect(requestIdOf(withRequestId(withId, null))).toBeNull();
  });

  it('separates the search from its request id and filters', () => {
    const query = `${encodeHotelSearch(family, 'Dubai', 'req-1')}&stars=4&sort=name`;
    expect(searchPartOf(query)).toBe(encodeHotelSearch(family, 'Dubai'));
  });

  it('points the results page at the search', () => {
    expect(hotelResultsUrl(family, 'Dubai')).toBe(`/hotel-results?${encodeHotelSearch(family, 'Dubai')}`);
  });
});
