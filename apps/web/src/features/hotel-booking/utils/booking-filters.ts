import { HotelBookingTabs, HotelLimit, type HotelBookingTab } from '@portal/contracts';
import { pageFrom, validDay } from '../../../lib/address-filters';

/**
 * What /hotel-bookings shows, kept in its address so a reload or a shared link keeps it: the status tab, a search
 * by reference, hotel, city or lead guest, a range of check-in days and the bookings whose deadline is near.
 */
export interface HotelBookingFilters {
  tab: HotelBookingTab;
  search: string;
  checkInFrom: string | null;
  checkInTo: string | null;
  /** Only bookings whose hold or free cancellation ends within the alert window (72 h). */
  deadlineSoon: boolean;
  page: number;
}

export const hotelBookingsPageSize = HotelLimit.pageSize;
export const maxSearchLength = 64;

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function filtersFromSearch(search: URLSearchParams): HotelBookingFilters {
  const tab = search.get('tab');
  const from = validDay(search.get('checkInFrom'));
  const to = validDay(search.get('checkInTo'));
  return {
    tab: (HotelBookingTabs as readonly string[]).includes(tab ?? '') ? (tab as HotelBookingTab) : 'all',
    search: (search.get('search') ?? '').trim().slice(0, maxSearchLength),
    checkInFrom: from,
    // A range whose first day is after its last keeps only the first: the API would refuse it.
    checkInTo: from && to && from > to ? null : to,
    deadlineSoon: search.get('deadlineSoon') === 'true',
    page: pageFrom(search),
  };
}

/** The address's query for these filters: the All tab, empty filters and the first page are left out. */
export function filtersToSearch(filters: HotelBookingFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.search) search.set('search', filters.search);
  if (filters.checkInFrom) search.set('checkInFrom', filters.checkInFrom);
  if (filters.checkInTo) search.set('checkInTo', filters.checkInTo);
  if (filters.deadlineSoon) search.set('deadlineSoon', 'true');
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as Booking/Queue's query (ZHotelBookingsQuery); what is not set is not sent. */
export function filtersToQuery(filters: HotelBookingFilters): Record<string, string | number | undefined> {
  return {
    tab: filters.tab,
    search: filters.search || undefined,
    checkInFrom: filters.checkInFrom ?? undefined,
    checkInTo: filters.checkInTo ?? undefined,
    deadlineSoon: filters.deadlineSoon ? 'true' : undefined,
    page: filters.page,
    pageSize: hotelBookingsPageSize,
  };
}

/** Any filter besides the tab is set. */
export const hasFilters = (filters: HotelBookingFilters) =>
  Boolean(filters.search || filters.checkInFrom || filters.checkInTo || filters.deadlineSoon);

export const noFilters: Partial<HotelBookingFilters> = {
  search: '',
  checkInFrom: null,
  checkInTo: null,
  deadlineSoon: false,
};
