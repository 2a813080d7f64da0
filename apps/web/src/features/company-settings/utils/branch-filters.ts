import { BranchLimit, BranchStatuses, type LoadBranchQuery } from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

export const BranchTabs = ['all', ...BranchStatuses] as const;
export type BranchTab = (typeof BranchTabs)[number];

/** The branch list's filters, kept in the address beside the page's own ?tab=branch. */
export interface BranchFilters {
  status: BranchTab;
  search: string;
  page: number;
}

export const branchSearchMax = 100;

export function branchFiltersFromSearch(search: URLSearchParams): BranchFilters {
  const status = search.get('status');
  return {
    status: BranchTabs.find((tab) => tab === status) ?? 'all',
    search: (search.get('search') ?? '').trim().slice(0, branchSearchMax),
    page: pageFrom(search),
  };
}

/** The address for these filters; the settings page's tab stays, empty filters and page 1 are left out. */
export function branchFiltersToSearch(filters: BranchFilters): URLSearchParams {
  const search = new URLSearchParams({ tab: 'branch' });
  if (filters.status !== 'all') search.set('status', filters.status);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as loadbranch's query. */
export function branchFiltersToQuery(filters: BranchFilters): LoadBranchQuery {
  return {
    status: filters.status,
    search: filters.search || undefined,
    page: filters.page,
    pageSize: BranchLimit.defaultPageSize,
  };
}
