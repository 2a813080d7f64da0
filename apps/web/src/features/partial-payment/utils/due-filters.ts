import { OrderDueStatuses, type OrderDueStatus, type OrderDuesQuery } from '@portal/contracts';
import { pageFrom, validDay } from '../../../lib/address-filters';

/**
 * What the partial-payment list is filtered by, kept in the page's address so a reload or a shared link keeps it.
 * `from` and `to` bound the due dates: days of the portal's calendar, YYYY-MM-DD.
 */
export interface DueFilters {
  status: OrderDueStatus | null;
  from: string | null;
  to: string | null;
  term: string;
  page: number;
}

export const duePageSize = 25;
export const maxTermLength = 64;

const isStatus = (value: string | null): value is OrderDueStatus =>
  (OrderDueStatuses as readonly string[]).includes(value ?? '');

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function filtersFromSearch(search: URLSearchParams): DueFilters {
  const status = search.get('status');
  return {
    status: isStatus(status) ? status : null,
    from: validDay(search.get('from')),
    to: validDay(search.get('to')),
    term: (search.get('term') ?? '').trim().slice(0, maxTermLength),
    page: pageFrom(search),
  };
}

/** The address's query for these filters: empty ones and the first page are left out. */
export function filtersToSearch(filters: DueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.term) search.set('term', filters.term);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as GetOrders' query; empty ones are left out. */
export function filtersToQuery(filters: DueFilters): OrderDuesQuery {
  return {
    status: filters.status ?? undefined,
    dueFrom: filters.from ?? undefined,
    dueTo: filters.to ?? undefined,
    term: filters.term || undefined,
    page: filters.page,
    pageSize: duePageSize,
  };
}

export const hasFilters = (filters: DueFilters) =>
  Boolean(filters.status || filters.from || filters.to || filters.term);
