import { BookingTabs, MyBookingsLimit, type BookingTab, type BookingsRequestInput } from '@portal/contracts';
import { pageFrom, validDay } from '../../../lib/address-filters';

/**
 * What the bookings queue shows, kept in the page's address so a reload or a shared link keeps it. `search` is the
 * address's name for the term because the header search opens /my-bookings?search=<what was typed> (spec §2).
 * `from`/`to` bound the booking day (the portal's calendar), `departFrom`/`departTo` the first flight's day.
 */
export interface BookingFilters {
  tab: BookingTab;
  from: string | null;
  to: string | null;
  departFrom: string | null;
  departTo: string | null;
  airline: string | null;
  bookedBy: string | null;
  search: string;
  page: number;
}

export const bookingsPageSize = MyBookingsLimit.defaultPageSize;
export const maxSearchLength = MyBookingsLimit.maxSearchLength;

const airlineCode = /^[A-Z0-9]{2}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const matching = (pattern: RegExp, value: string | null) => (value && pattern.test(value) ? value : null);

/** A range whose first day is after its last keeps only the first: the API would refuse it. */
function range(from: string | null, to: string | null): [string | null, string | null] {
  return from && to && from > to ? [from, null] : [from, to];
}

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function filtersFromSearch(search: URLSearchParams): BookingFilters {
  const tab = search.get('tab');
  const [from, to] = range(validDay(search.get('from')), validDay(search.get('to')));
  const [departFrom, departTo] = range(validDay(search.get('departFrom')), validDay(search.get('departTo')));
  return {
    tab: (BookingTabs as readonly string[]).includes(tab ?? '') ? (tab as BookingTab) : 'all',
    from,
    to,
    departFrom,
    departTo,
    airline: matching(airlineCode, search.get('airline')),
    bookedBy: matching(uuid, search.get('bookedBy')),
    search: (search.get('search') ?? '').trim().slice(0, maxSearchLength),
    page: pageFrom(search),
  };
}

/** The address's query for these filters: the All tab, empty filters and the first page are left out. */
export function filtersToSearch(filters: BookingFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.departFrom) search.set('departFrom', filters.departFrom);
  if (filters.departTo) search.set('departTo', filters.departTo);
  if (filters.airline) search.set('airline', filters.airline);
  if (filters.bookedBy) search.set('bookedBy', filters.bookedBy);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as MyBooking/GetBookings' body. */
export function filtersToRequest(filters: BookingFilters): BookingsRequestInput {
  return {
    tab: filters.tab,
    bookedFrom: filters.from ?? undefined,
    bookedTo: filters.to ?? undefined,
    departureFrom: filters.departFrom ?? undefined,
    departureTo: filters.departTo ?? undefined,
    airline: filters.airline ?? undefined,
    bookedBy: filters.bookedBy ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
    pageSize: bookingsPageSize,
  };
}

/** Any filter besides the tab is set. */
export const hasFilters = (filters: BookingFilters) =>
  Boolean(
    filters.from ||
    filters.to ||
    filters.departFrom ||
    filters.departTo ||
    filters.airline ||
    filters.bookedBy ||
    filters.search,
  );

export const noFilters: Partial<BookingFilters> = {
  from: null,
  to: null,
  departFrom: null,
  departTo: null,
  airline: null,
  bookedBy: null,
  search: '',
};
