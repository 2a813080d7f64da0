import { describe, expect, it } from 'vitest';
import { ZHotelBookingsQuery } from '@portal/contracts';
import {
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  hasFilters,
  noFilters,
  type HotelBookingFilters,
} from './booking-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));
const none: HotelBookingFilters = {
  tab: 'all',
  search: '',
  checkInFrom: null,
  checkInTo: null,
  deadlineSoon: false,
  page: 1,
};

describe('the hotel bookings address', () => {
  it('reads an empty address as the All tab, unfiltered, first page', () => {
    expect(read('')).toEqual(none);
    expect(filtersToSearch(none).toString()).toBe('');
  });

  it('keeps every filter through the address and back', () => {
    const filters: HotelBookingFilters = {
      tab: 'unConfirmed',
      search: 'Marina Bay',
      checkInFrom: '2026-03-01',
      checkInTo: '2026-03-31',
      deadlineSoon: true,
      page: 3,
    };
    const query = filtersToSearch(filters).toString();
    expect(query).toBe(
      'tab=unConfirmed&search=Marina+Bay&checkInFrom=2026-03-01&checkInTo=2026-03-31&deadlineSoon=true&page=3',
    );
    expect(read(query)).toEqual(filters);
  });

  it('leaves out what is malformed rather than refusing the page', () => {
    expect(read('tab=Upcoming&checkInFrom=2026-02-30&checkInTo=soon&deadlineSoon=yes&page=-2')).toEqual(none);
    expect(read(`search=${'x'.repeat(80)}`).search).toHaveLength(64);
    expect(read('search=%20%20HB-00012%20').search).toBe('HB-00012');
  });

  it('keeps only the first day of a range written backwards', () => {
    expect(read('checkInFrom=2026-04-10&checkInTo=2026-04-01')).toMatchObject({
      checkInFrom: '2026-04-10',
      checkInTo: null,
    });
  });

  it('asks the queue for exactly the filters set, in the contract’s form', () => {
    const query = filtersToQuery({ ...none, tab: 'onHold', deadlineSoon: true, page: 2 });
    expect(query).toEqual({
      tab: 'onHold',
      search: undefined,
      checkInFrom: undefined,
      checkInTo: undefined,
      deadlineSoon: 'true',
      page: 2,
      pageSize: 20,
    });
    const sent = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
    expect(ZHotelBookingsQuery.parse(sent)).toMatchObject({ tab: 'onHold', deadlineSoon: true, page: 2 });
    expect(filtersToQuery(none).deadlineSoon).toBeUndefined();
  });

  it('knows when a filter besides the tab is set, and clears them all', () => {
    expect(hasFilters({ ...none, tab: 'cancelled' })).toBe(false);
    expect(hasFilters({ ...none, deadlineSoon: true })).toBe(true);
    expect(hasFilters({ ...none, search: 'Dubai', ...noFilters })).toBe(false);
  });
});
