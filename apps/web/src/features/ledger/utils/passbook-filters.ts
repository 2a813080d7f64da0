import { LedgerTransactionKind, type PassbookQuery } from '@portal/contracts';
import { pageFrom, validDay } from '../../../lib/address-filters';

/** What the payment ledger is filtered by; kept in the page's address so a reload or a shared link keeps it. */
export interface PassbookFilters {
  from: string | null;
  to: string | null;
  kind: LedgerTransactionKind | null;
  term: string;
  page: number;
}

export const passbookPageSize = 25;
export const maxTermLength = 64;

const isKind = (value: string | null): value is LedgerTransactionKind =>
  (LedgerTransactionKind as readonly string[]).includes(value ?? '');

/** Reads the filters from the address; anything malformed is left out rather than refused. */
export function filtersFromSearch(search: URLSearchParams): PassbookFilters {
  const kind = search.get('kind');
  return {
    from: validDay(search.get('from')),
    to: validDay(search.get('to')),
    kind: isKind(kind) ? kind : null,
    term: (search.get('term') ?? '').trim().slice(0, maxTermLength),
    page: pageFrom(search),
  };
}

/** The address's query for these filters: empty ones and the first page are left out. */
export function filtersToSearch(filters: PassbookFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.term) search.set('term', filters.term);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters as the API's query (passbook/load and passbook/export take the same ones). */
export function filtersToQuery(filters: PassbookFilters): Omit<PassbookQuery, 'page' | 'pageSize'> {
  return {
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    kind: filters.kind ?? undefined,
    term: filters.term || undefined,
  };
}

export const hasFilters = (filters: PassbookFilters) =>
  Boolean(filters.from || filters.to || filters.kind || filters.term);
