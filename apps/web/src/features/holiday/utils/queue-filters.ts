import {
  HolidayQueueLimit,
  HolidayRequestTabs,
  type HolidayQueueQuery,
  type HolidayRequestTab,
} from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** What /holiday-requests shows, kept in the address so a reload or a shared link keeps it. */
export interface HolidayQueueFilters {
  tab: HolidayRequestTab;
  search: string;
  page: number;
}

export const maxQueueSearchLength = HolidayQueueLimit.maxSearchLength;

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function queueFiltersFromSearch(search: URLSearchParams): HolidayQueueFilters {
  const tab = search.get('tab') ?? '';
  return {
    tab: (HolidayRequestTabs as readonly string[]).includes(tab) ? (tab as HolidayRequestTab) : 'all',
    search: (search.get('search') ?? '').trim().slice(0, maxQueueSearchLength),
    page: pageFrom(search),
  };
}

/** The address's query: the All tab, an empty search and the first page are left out. */
export function queueFiltersToSearch(filters: HolidayQueueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as the Queue call's query. */
export function queueFiltersToQuery(filters: HolidayQueueFilters): HolidayQueueQuery {
  return {
    tab: filters.tab,
    ...(filters.search ? { search: filters.search } : {}),
    page: filters.page,
    pageSize: HolidayQueueLimit.defaultPageSize,
  };
}
