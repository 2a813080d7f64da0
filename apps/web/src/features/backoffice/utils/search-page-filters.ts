import { pageFrom } from '../../../lib/address-filters';

/** A searched list's filters, kept in the address: what is searched and the page. */
export interface SearchPageFilters {
  search: string;
  page: number;
}

export function searchPageFiltersFromSearch(search: URLSearchParams): SearchPageFilters {
  return { search: (search.get('search') ?? '').trim(), page: pageFrom(search) };
}

/** No search and the first page are left out of the address. */
export function searchPageFiltersToSearch(filters: SearchPageFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search) search.set('search', filters.search);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** A list's filters when it has only pages. */
export const pageOnlyFiltersFromSearch = (search: URLSearchParams) => ({ page: pageFrom(search) });

export function pageOnlyFiltersToSearch(filters: { page: number }): URLSearchParams {
  return new URLSearchParams(filters.page > 1 ? { page: String(filters.page) } : {});
}
