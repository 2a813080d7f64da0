import { describe, expect, it } from 'vitest';
import { bookingLink } from './booking-link';

describe('the booking link', () => {
  it('names the search and itinerary and remembers the results', () => {
    expect(
      bookingLink('r-1', 'it/2', { pathname: '/flight-search-result', search: '?trip=O&rid=r-1' }),
    ).toEqual({
      to: '/flight-booking?requestId=r-1&itineraryId=it%2F2',
      state: { from: '/flight-search-result?trip=O&rid=r-1' },
    });
  });
});
