import {
  HolidayCatalogueLimit,
  HolidayPackageStatuses,
  HolidayQueueLimit,
  HolidayRequestTabs,
  type HolidayPackageStatus,
  type HolidayRequestTab,
} from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** The catalogue list in the address: a status tab ('all' or a status), a search and the page. */
export interface HolidayCatalogueFilters {
  status: 'all' | HolidayPackageStatus;
  search: string;
  page: number;
}

export const holidayCatalogueSearchLength = HolidayCatalogueLimit.maxSearchText;

export function catalogueFiltersFromSearch(search: URLSearchParams): HolidayCatalogueFilters {
  const status = search.get('status') ?? '';
  return {
    status: (HolidayPackageStatuses as readonly string[]).includes(status)
      ? (status as HolidayPackageStatus)
      : 'all',
    search: (search.get('search') ?? '').trim().slice(0, holidayCatalogueSearchLength),
    page: pageFrom(search),
  };
}

export function catalogueFiltersToSearch(filters: HolidayCatalogueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status !== 'all') search.set('status', filters.status);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The enquiry desk in the address: a tab, a search and the page. */
export interface HolidayDeskFilters {
  tab: HolidayRequestTab;
  search: string;
  page: number;
}

export const holidayDeskSearchLength = HolidayQueueLimit.maxSearchLength;

export function deskFiltersFromSearch(search: URLSearchParams): HolidayDeskFilters {
  const tab = search.get('tab') ?? '';
  return {
    tab: (HolidayRequestTabs as readonly string[]).includes(tab) ? (tab as HolidayRequestTab) : 'new',
    search: (search.get('search') ?? '').trim().slice(0, holidayDeskSearchLength),
    page: pageFrom(search),
  };
}

/** The desk opens on New: what waits for a quote. */
export function deskFiltersToSearch(filters: HolidayDeskFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'new') search.set('tab', filters.tab);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}
