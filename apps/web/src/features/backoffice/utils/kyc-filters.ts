import { KycQueueTabs, type KycQueueTab } from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** The KYC queue's filters, kept in the address: the tab, a search and the page. */
export interface KycFilters {
  tab: KycQueueTab;
  search: string;
  page: number;
}

export const kycSearchMax = 100;

/** The queue opens on what waits for a reviewer. */
export const KycFirstTab: KycQueueTab = 'pending';

export function kycFiltersFromSearch(search: URLSearchParams): KycFilters {
  const tab = search.get('tab');
  return {
    tab: KycQueueTabs.find((value) => value === tab) ?? KycFirstTab,
    search: (search.get('search') ?? '').trim().slice(0, kycSearchMax),
    page: pageFrom(search),
  };
}

/** The first tab, no search and the first page are left out of the address. */
export function kycFiltersToSearch(filters: KycFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== KycFirstTab) search.set('tab', filters.tab);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}
