import {
  GroupFareKinds,
  GroupFareReservationTabs,
  type GroupFareKind,
  type GroupFareReservationTab,
  type GroupFareReservationsQuery,
} from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/** What /group-fare-reservations shows, kept in the address so a reload or a shared link keeps it. */
export interface GroupFareQueueFilters {
  tab: GroupFareReservationTab;
  kind: GroupFareKind | '';
  search: string;
  page: number;
}

export const maxQueueSearchLength = 60;

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function queueFiltersFromSearch(search: URLSearchParams): GroupFareQueueFilters {
  const tab = search.get('tab') ?? '';
  const kind = search.get('kind') ?? '';
  return {
    tab: (GroupFareReservationTabs as readonly string[]).includes(tab)
      ? (tab as GroupFareReservationTab)
      : 'all',
    kind: (GroupFareKinds as readonly string[]).includes(kind) ? (kind as GroupFareKind) : '',
    search: (search.get('search') ?? '').trim().slice(0, maxQueueSearchLength),
    page: pageFrom(search),
  };
}

/** The address's query: the All tab, every kind, an empty search and the first page are left out. */
export function queueFiltersToSearch(filters: GroupFareQueueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as the Reservations call's query. */
export function queueFiltersToQuery(filters: GroupFareQueueFilters): GroupFareReservationsQuery {
  return {
    tab: filters.tab,
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    page: filters.page,
  };
}
