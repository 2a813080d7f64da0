import { VisaApplicationTabs, VisaQueueLimit, type VisaApplicationTab } from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** What the visa desk shows, kept in the address: the status tab, a search and the page. */
export interface VisaDeskFilters {
  tab: VisaApplicationTab;
  search: string;
  page: number;
}

/** The desk opens on what waits for it: the documents received. */
export const VisaDeskFirstTab: VisaApplicationTab = 'received';

export function visaDeskFiltersFromSearch(search: URLSearchParams): VisaDeskFilters {
  const tab = search.get('tab');
  return {
    tab: (VisaApplicationTabs as readonly string[]).includes(tab ?? '')
      ? (tab as VisaApplicationTab)
      : VisaDeskFirstTab,
    search: (search.get('search') ?? '').trim().slice(0, VisaQueueLimit.maxSearchLength),
    page: pageFrom(search),
  };
}

/** The first tab, no search and the first page are left out of the address. */
export function visaDeskFiltersToSearch(filters: VisaDeskFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== VisaDeskFirstTab) search.set('tab', filters.tab);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** How long an application may wait on the desk (documents received, not yet submitted) before it is overdue. */
export const VisaDeskSlaMinutes = 24 * 60;

/** The statuses in which the next step is the desk's. */
export const waitsOnDesk = (status: string) => status === 'Requested' || status === 'InProcess';
