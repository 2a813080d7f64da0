import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToRequest, filtersToSearch, hasFilters } from './booking-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('bookings queue filters in the address', () => {
  it('reads the header search’s ?search= and keeps it through a round trip', () => {
    const filters = read('search=%20BDF-26%20&tab=onHold&page=2');
    expect(filters).toMatchObject({ search: 'BDF-26', tab: 'onHold', page: 2 });
    expect(filtersToSearch(filters).toString()).toBe('tab=onHold&search=BDF-26&page=2');
    expect(hasFilters(filters)).toBe(true);
  });

  it('leaves out what is malformed instead of sending it', () => {
    const filters = read(
      'tab=everything&from=2025-02-30&departFrom=2026-05-02&departTo=2026-05-01&airline=emirates&bookedBy=me&page=-1',
    );
    expect(filters).toEqual({
      tab: 'all',
      from: null,
      to: null,
      departFrom: '2026-05-02',
      departTo: null,
      airline: null,
      bookedBy: null,
      search: '',
      page: 1,
    });
    expect(filtersToSearch(filters).toString()).toBe('departFrom=2026-05-02');
    expect(hasFilters(read(''))).toBe(false);
  });

  it('becomes GetBookings’ body with the page size', () => {
    expect(filtersToRequest(read('airline=BG&from=2026-01-01&to=2026-01-31'))).toEqual({
      tab: 'all',
      bookedFrom: '2026-01-01',
      bookedTo: '2026-01-31',
      departureFrom: undefined,
      departureTo: undefined,
      airline: 'BG',
      bookedBy: undefined,
      search: undefined,
      page: 1,
      pageSize: 25,
    });
  });
});
