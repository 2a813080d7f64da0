import { TravellerLimit, type TravellerListRequestInput } from '@portal/contracts';
import { pageFrom, validDay } from '../../../lib/address-filters';

/** What the travellers list is filtered by, kept in the page's address. */
export interface TravellerFilters {
  /** Passports expiring within these days (both kept). */
  from: string | null;
  to: string | null;
  search: string;
  page: number;
}

export const travellerPageSize = TravellerLimit.defaultPageSize;
export const maxSearchLength = TravellerLimit.maxListSearchLength;

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function filtersFromSearch(search: URLSearchParams): TravellerFilters {
  const from = validDay(search.get('from'));
  const to = validDay(search.get('to'));
  return {
    from,
    // A range whose end is before its start is not sent: the API would refuse it.
    to: from && to && to < from ? null : to,
    search: (search.get('search') ?? '').trim().slice(0, maxSearchLength),
    page: pageFrom(search),
  };
}

/** The address's query for these filters: empty ones and the first page are left out. */
export function filtersToSearch(filters: TravellerFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as Traveller/load's body. */
export function filtersToRequest(filters: TravellerFilters): TravellerListRequestInput {
  return {
    search: filters.search || undefined,
    expiresFrom: filters.from ?? undefined,
    expiresTo: filters.to ?? undefined,
    page: filters.page,
    pageSize: travellerPageSize,
  };
}

export const hasFilters = (filters: TravellerFilters) =>
  Boolean(filters.from || filters.to || filters.search);
