import { DepositStatuses, type DepositStatus } from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

export type DepositDeskTab = DepositStatus | 'all';

/** What the deposit desk shows, kept in the address: the status tab and the page. */
export interface DepositDeskFilters {
  tab: DepositDeskTab;
  page: number;
}

export const DepositDeskTabs: readonly DepositDeskTab[] = ['all', ...DepositStatuses];

export function depositDeskFiltersFromSearch(search: URLSearchParams): DepositDeskFilters {
  const tab = search.get('tab');
  return {
    tab: (DepositDeskTabs as readonly string[]).includes(tab ?? '') ? (tab as DepositDeskTab) : 'all',
    page: pageFrom(search),
  };
}

/** The first tab and the first page are left out of the address. */
export function depositDeskFiltersToSearch(filters: DepositDeskFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}
