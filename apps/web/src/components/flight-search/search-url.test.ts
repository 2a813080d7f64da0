import { describe, expect, it } from 'vitest';
import { ZAirSearchRequest, type AirSearchRequestInput } from '@portal/contracts';
import { decodeSearch, encodeSearch, requestIdOf, resultsUrl, withRequestId } from './search-url';

const oneWay: AirSearchRequestInput = {
  tripType: 'O',
  segments: [{ origin: 'DAC', destination: 'DXB', departureDate: '2026-08-01' }],
  adultCount: 2,
  childCount: 0,
  childAges: [],
  infantCount: 1,
  travelClass: 'Economy',
  fareType: 'Regular',
  preferredAirlines: [],
};

describe('search in the URL', () => {
  it('encodes a one-way search readably and reads it back', () => {
    const query = encodeSearch(oneWay);
    expect(query).toBe('trip=O&seg=DAC.DXB.2026-08-01&adt=2&inf=1&cls=Economy');
    expect(decodeSearch(query)).toEqual(oneWay);
  });

  it('round-trips a return search with children, fare type and airlines', () => {
    const search: AirSearchRequestInput = {
      ...oneWay,
      tripType: 'R',
      returnDate: '2026-08-09',
      childCount: 2,
      childAges: [4, 11],
      travelClass: 'Business',
      fareType: 'Student',
      preferredAirlines: ['EK', 'BG'],
    };
    const decoded = decodeSearch(encodeSearch(search));
    expect(decoded).toEqual(search);
    expect(ZAirSearchRequest.safeParse(decoded).success).toBe(true);
  });

  it('keeps the order of multi-city flights', () => {
    const search: AirSearchRequestInput = {
      ...oneWay,
      tripType: 'M',
      segments: [
        { origin: 'DAC', destination: 'DXB', departureDate: '2026-08-01' },
        { origin: 'DXB', destination: 'JED', departureDate: '2026-08-04' },
        { origin: 'JED', destination: 'DAC', departureDate: '2026-08-10' },
      ],
    };
    expect(decodeSearch(encodeSearch(search))?.segments).toEqual(search.segments);
  });

  it('drops a return date from a one-way search', () => {
    expect(encodeSearch({ ...oneWay, returnDate: '2026-08-09' })).not.toContain('ret=');
  });

  it('refuses links that are not a search', () => {
    expect(decodeSearch('')).toBeNull();
    expect(decodeSearch('trip=X&seg=DAC.DXB.2026-08-01')).toBeNull();
    expect(decodeSearch('trip=O')).toBeNull();
    expect(decodeSearch('trip=O&seg=DAC-DXB')).toBeNull();
    expect(decodeSearch('trip=O&seg=DAC.DXB.2026-08-01&adt=x')).toBeNull();
    expect(decodeSearch('trip=O&seg=DAC.DXB.2026-08-01&cls=Luxury')).toBeNull();
    expect(decodeSearch('trip=R&seg=DAC.DXB.2026-08-01&ret=tomorrow')).toBeNull();
  });

  it('accepts lower-case codes and defaults missing counts', () => {
    expect(decodeSearch('trip=O&seg=dac.dxb.2026-08-01')).toMatchObject({
      segments: [{ origin: 'DAC', destination: 'DXB' }],
      adultCount: 1,
      childCount: 0,
      infantCount: 0,
      travelClass: 'Economy',
    });
  });

  it('keeps the request id beside the search', () => {
    const query = encodeSearch(oneWay, 'req-1');
    expect(requestIdOf(query)).toBe('req-1');
    expect(decodeSearch(query)).toEqual(oneWay);
    const refreshed = withRequestId(query, 'req-2');
    expect(requestIdOf(refreshed)).toBe('req-2');
    expect(requestIdOf(withRequestId(refreshed, null))).toBeNull();
    expect(resultsUrl(oneWay)).toBe(`/flight-search-result?${encodeSearch(oneWay)}`);
  });
});
