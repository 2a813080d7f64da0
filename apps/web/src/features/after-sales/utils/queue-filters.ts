import { RequestQueueLimit, RequestTabs, type RequestQueueQuery, type RequestTab } from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** What a request queue shows, kept in the page's address so a reload or a shared link keeps it. */
export interface QueueFilters {
  tab: RequestTab;
  search: string;
  page: number;
}

export const queuePageSize = RequestQueueLimit.defaultPageSize;
export const maxQueueSearchLength = RequestQueueLimit.maxSearchLength;

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function queueFiltersFromSearch(search: URLSearchParams): QueueFilters {
  const tab = search.get('tab');
  return {
    tab: (RequestTabs as readonly string[]).includes(tab ?? '') ? (tab as RequestTab) : 'all',
    search: (search.get('search') ?? '').trim().slice(0, maxQueueSearchLength),
    page: pageFrom(search),
  };
}

/** The address's query for these filters: the All tab, an empty search and the first page are left out. */
export function queueFiltersToSearch(filters: QueueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as the Queue call's query. */
export function queueFiltersToQuery(filters: QueueFilters): RequestQueueQuery {
  return {
    tab: filters.tab,
    ...(filters.search ? { search: filters.search } : {}),
    page: filters.page,
    pageSize: queuePageSize,
  };
}
