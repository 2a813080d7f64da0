import {
  DepositMethods,
  DepositStatuses,
  type DepositListQuery,
  type DepositMethod,
  type DepositStatus,
} from '@portal/contracts';
import { pageFrom, validDay } from '../../../lib/address-filters';

/**
 * What the deposit list is filtered by, kept in the page's address. `search` is the address's name for the term
 * because the header search opens /deposit-list?search=<reference> (spec §2).
 */
export interface DepositFilters {
  status: DepositStatus | null;
  method: DepositMethod | null;
  from: string | null;
  to: string | null;
  search: string;
  page: number;
}

export const depositPageSize = 25;
export const maxSearchLength = 64;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function filtersFromSearch(search: URLSearchParams): DepositFilters {
  return {
    status: oneOf(DepositStatuses, search.get('status')),
    method: oneOf(DepositMethods, search.get('method')),
    from: validDay(search.get('from')),
    to: validDay(search.get('to')),
    search: (search.get('search') ?? '').trim().slice(0, maxSearchLength),
    page: pageFrom(search),
  };
}

/** The address's query for these filters: empty ones and the first page are left out. */
export function filtersToSearch(filters: DepositFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.method) search.set('method', filters.method);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as deposit/load's query. */
export function filtersToQuery(filters: DepositFilters): DepositListQuery {
  return {
    status: filters.status ?? undefined,
    method: filters.method ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    term: filters.search || undefined,
    page: filters.page,
    pageSize: depositPageSize,
  };
}

export const hasFilters = (filters: DepositFilters) =>
  Boolean(filters.status || filters.method || filters.from || filters.to || filters.search);
