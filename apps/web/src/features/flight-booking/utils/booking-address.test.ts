import { describe, expect, it } from 'vitest';
import { readBookingAddress, resultsAddress, withParam } from './booking-address';

describe('the booking address', () => {
  it('reads the search, itinerary and price ids', () => {
    expect(readBookingAddress('?requestId=r1&itineraryId=i1&priceId=')).toEqual({
      requestId: 'r1',
      itineraryId: 'i1',
      priceId: null,
      orderReference: null,
    });
  });

  it('adds the price id and keeps the rest', () => {
    expect(withParam('?requestId=r1&itineraryId=i%2F1', 'priceId', 'p1')).toBe(
      '?requestId=r1&itineraryId=i%2F1&priceId=p1',
    );
  });

  it('goes back to the results it came from, and only to results', () => {
    expect(resultsAddress({ from: '/flight-search-result?trip=O&rid=1' })).toBe(
      '/flight-search-result?trip=O&rid=1',
    );
    expect(resultsAddress({ from: 'https://elsewhere.test/' })).toBe('/searchpad');
    expect(resultsAddress(null)).toBe('/searchpad');
  });
});
