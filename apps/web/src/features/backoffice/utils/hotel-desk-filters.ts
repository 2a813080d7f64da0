import { pageFrom } from '../../../lib/address-filters';

/** What the hotel desk shows, kept in the address: a search and the page. */
export interface HotelDeskFilters {
  search: string;
  page: number;
}

export const hotelDeskSearchLength = 64;

export function hotelDeskFiltersFromSearch(search: URLSearchParams): HotelDeskFilters {
  return {
    search: (search.get('search') ?? '').trim().slice(0, hotelDeskSearchLength),
    page: pageFrom(search),
  };
}

/** No search and the first page are left out of the address. */
export function hotelDeskFiltersToSearch(filters: HotelDeskFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** How long a booking may wait for the hotel's answer before the desk marks it overdue. */
export const HotelDeskSlaMinutes = 2 * 60;
