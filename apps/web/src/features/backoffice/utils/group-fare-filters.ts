import {
  GroupFareBlockTabs,
  GroupFareKinds,
  GroupFareLimit,
  GroupFareReservationTabs,
  type GroupFareBlockTab,
  type GroupFareKind,
  type GroupFareReservationTab,
} from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** What the special-fares list shows, kept in the address: a status tab, one kind or all, a search and the page. */
export interface GroupFareBlockFilters {
  tab: GroupFareBlockTab;
  kind: GroupFareKind | '';
  search: string;
  page: number;
}

/** The list's tabs in the order operators work them: drafts to finish first. */
export const GroupFareBlockListTabs = [
  'draft',
  'published',
  'closed',
  'all',
] as const satisfies readonly GroupFareBlockTab[];
export const groupFareSearchLength = GroupFareLimit.titleMaxLength;

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): value is Value =>
  (values as readonly string[]).includes(value ?? '');

export function groupFareBlockFiltersFromSearch(search: URLSearchParams): GroupFareBlockFilters {
  const tab = search.get('tab');
  const kind = search.get('kind');
  return {
    tab: oneOf(GroupFareBlockTabs, tab) ? tab : 'all',
    kind: oneOf(GroupFareKinds, kind) ? kind : '',
    search: (search.get('search') ?? '').trim().slice(0, groupFareSearchLength),
    page: pageFrom(search),
  };
}

export function groupFareBlockFiltersToSearch(filters: GroupFareBlockFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** A block's reservations, kept in the address of the block's page: a status tab and the page. */
export interface GroupFareReservationFilters {
  tab: GroupFareReservationTab;
  page: number;
}

export function groupFareReservationFiltersFromSearch(search: URLSearchParams): GroupFareReservationFilters {
  const tab = search.get('tab');
  return { tab: oneOf(GroupFareReservationTabs, tab) ? tab : 'all', page: pageFrom(search) };
}

export function groupFareReservationFiltersToSearch(filters: GroupFareReservationFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}
