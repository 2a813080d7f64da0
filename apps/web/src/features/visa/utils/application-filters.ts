import {
  VisaApplicationTabs,
  VisaQueueLimit,
  type VisaApplicationTab,
  type VisaQueueQueryInput,
} from '@portal/contracts';
import { pageFrom, validDay } from '../../../lib/address-filters';

/**
 * What /visa-myapplications shows, kept in its address so a reload or a shared link keeps it: the status tab, a
 * search by reference, applicant or passport, a destination and a range of travel dates.
 */
export interface VisaApplicationFilters {
  tab: VisaApplicationTab;
  search: string;
  destination: string | null;
  travelFrom: string | null;
  travelTo: string | null;
  page: number;
}

export const visaApplicationsPageSize = VisaQueueLimit.defaultPageSize;

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function filtersFromSearch(search: URLSearchParams): VisaApplicationFilters {
  const tab = search.get('tab');
  const destination = search.get('destination');
  const from = validDay(search.get('travelFrom'));
  const to = validDay(search.get('travelTo'));
  return {
    tab: (VisaApplicationTabs as readonly string[]).includes(tab ?? '') ? (tab as VisaApplicationTab) : 'all',
    search: (search.get('search') ?? '').trim().slice(0, VisaQueueLimit.maxSearchLength),
    destination: destination && /^[A-Z]{2}$/.test(destination) ? destination : null,
    travelFrom: from,
    // A range whose first day is after its last keeps only the first: the API would refuse it.
    travelTo: from && to && from > to ? null : to,
    page: pageFrom(search),
  };
}

/** The address's query for these filters: the All tab, empty filters and the first page are left out. */
export function filtersToSearch(filters: VisaApplicationFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.search) search.set('search', filters.search);
  if (filters.destination) search.set('destination', filters.destination);
  if (filters.travelFrom) search.set('travelFrom', filters.travelFrom);
  if (filters.travelTo) search.set('travelTo', filters.travelTo);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as Application/Queue's query (ZVisaQueueQuery); what is not set is not sent. */
export function filtersToQuery(filters: VisaApplicationFilters): Record<string, string | number | undefined> {
  const query: VisaQueueQueryInput = {
    tab: filters.tab,
    search: filters.search || undefined,
    destination: filters.destination ?? undefined,
    travelFrom: filters.travelFrom ?? undefined,
    travelTo: filters.travelTo ?? undefined,
    page: filters.page,
    pageSize: visaApplicationsPageSize,
  };
  return query as Record<string, string | number | undefined>;
}

/** Any filter besides the tab is set. */
export const hasFilters = (filters: VisaApplicationFilters) =>
  Boolean(filters.search || filters.destination || filters.travelFrom || filters.travelTo);

export const noFilters: Partial<VisaApplicationFilters> = {
  search: '',
  destination: null,
  travelFrom: null,
  travelTo: null,
};
