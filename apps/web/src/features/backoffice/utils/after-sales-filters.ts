import {
  RequestQueueLimit,
  RequestTabs,
  type RequestKind,
  type RequestStatus,
  type RequestTab,
} from '@portal/contracts';
import { pageFrom } from '../../../lib/address-filters';

/**
 * The kinds the operators' after-sales desk shows, in the order of its kind switch.
 */
export const DeskKinds = ['Void', 'Refund', 'Exchange'] as const satisfies readonly RequestKind[];
export type DeskKind = (typeof DeskKinds)[number];

/** What the desk's queue shows, kept in the address so a reload or a shared link keeps it. */
export interface AfterSalesFilters {
  kind: DeskKind;
  tab: RequestTab;
  search: string;
  page: number;
}

export const maxSearchLength = RequestQueueLimit.maxSearchLength;

const isOneOf = <Value extends string>(values: readonly Value[], value: string | null): value is Value =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the filters from the address; anything unknown falls back to the first kind and the All tab. */
export function filtersFromSearch(search: URLSearchParams): AfterSalesFilters {
  const kind = search.get('kind');
  const tab = search.get('tab');
  return {
    kind: isOneOf(DeskKinds, kind) ? kind : DeskKinds[0],
    tab: isOneOf(RequestTabs, tab) ? tab : 'all',
    search: (search.get('search') ?? '').trim().slice(0, maxSearchLength),
    page: pageFrom(search),
  };
}

/** The address's query for these filters: the first kind, the All tab, no search and the first page left out. */
export function filtersToSearch(filters: AfterSalesFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.kind !== DeskKinds[0]) search.set('kind', filters.kind);
  if (filters.tab !== 'all') search.set('tab', filters.tab);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/**
 * Whether a request waits on the operators (their SLA runs): a new request to quote, an accepted one the airline's
 * desk must act on, or a manual quote that lapsed and needs quoting again. A quote out with the agency waits on it.
 */
export function waitsOnOperators(status: RequestStatus, mode: 'Automatic' | 'Manual'): boolean {
  if (status === 'Expired') return mode === 'Manual';
  return status === 'Requested' || status === 'Accepted' || status === 'InProcess';
}

/** How long a request may wait on the operators before the queue marks it overdue. */
export const SlaMinutes = 4 * 60;

/** Minutes of waiting split for reading: 125 → 2 h 5 min; a day and more → 1 d 3 h. */
export function ageParts(minutes: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(minutes));
  const days = Math.floor(whole / (24 * 60));
  return { days, hours: Math.floor((whole % (24 * 60)) / 60), minutes: whole % 60 };
}
