import { VisaProductStatuses, type VisaProductStatus } from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** What the visa products list shows, kept in the address: all or one status, a search and the page. */
export interface VisaProductFilters {
  status: 'all' | VisaProductStatus;
  search: string;
  page: number;
}

export const VisaProductTabs = ['all', ...VisaProductStatuses] as const;
export const visaProductSearchLength = 100;

export function visaProductFiltersFromSearch(search: URLSearchParams): VisaProductFilters {
  const status = search.get('status');
  return {
    status: (VisaProductStatuses as readonly string[]).includes(status ?? '')
      ? (status as VisaProductStatus)
      : 'all',
    search: (search.get('search') ?? '').trim().slice(0, visaProductSearchLength),
    page: pageFrom(search),
  };
}

export function visaProductFiltersToSearch(filters: VisaProductFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status !== 'all') search.set('status', filters.status);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}
