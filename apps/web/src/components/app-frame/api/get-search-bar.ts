import { useMutation } from '@tanstack/react-query';
import { CustomerPaths, ZSearchBarResult, type SearchBarResult } from '@portal/contracts';
import { api } from '../../../lib/api';

export function getSearchBar(searchKey: string): Promise<SearchBarResult> {
  return api.get(CustomerPaths.getSearchBar, { query: { searchKey }, schema: ZSearchBarResult });
}

/** A search is an action the user starts, not data a page keeps, so it is a mutation rather than a query. */
export function useSearchBar() {
  return useMutation({ mutationFn: getSearchBar });
}
