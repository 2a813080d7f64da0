import {
  OnlinePaymentMethods,
  OnlinePaymentStatuses,
  type ETransactionQuery,
  type OnlinePaymentMethod,
  type OnlinePaymentStatus,
} from '@portal/contracts';
import { pageFrom, validDay } from '../../../lib/address-filters';

/** What the e-transactions list is filtered by, kept in the page's address so a reload or a shared link keeps it. */
export interface TransactionFilters {
  status: OnlinePaymentStatus | null;
  method: OnlinePaymentMethod | null;
  from: string | null;
  to: string | null;
  page: number;
}

export const transactionPageSize = 20;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function filtersFromSearch(search: URLSearchParams): TransactionFilters {
  return {
    status: oneOf(OnlinePaymentStatuses, search.get('status')),
    method: oneOf(OnlinePaymentMethods, search.get('method')),
    from: validDay(search.get('from')),
    to: validDay(search.get('to')),
    page: pageFrom(search),
  };
}

/** The address's query for these filters: empty ones and the first page are left out. */
export function filtersToSearch(filters: TransactionFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.method) search.set('method', filters.method);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as GetTransactions' query; empty ones are left out. */
export function filtersToQuery(filters: TransactionFilters): Omit<ETransactionQuery, 'paymentId'> {
  return {
    status: filters.status ?? undefined,
    method: filters.method ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    page: filters.page,
    pageSize: transactionPageSize,
  };
}

export const hasFilters = (filters: TransactionFilters) =>
  Boolean(filters.status || filters.method || filters.from || filters.to);
