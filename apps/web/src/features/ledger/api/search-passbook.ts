import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PassbookSearchLimit,
  PaymentPaths,
  ZPassbookSearchResponse,
  type PassbookEntry,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET passbook/searchpad: the newest lines anywhere in the ledger whose reference or description holds the term. */
export async function searchPassbook(term: string, signal?: AbortSignal): Promise<PassbookEntry[]> {
  const found = await api.get(PaymentPaths.passbook.searchPad, {
    query: { term },
    schema: ZPassbookSearchResponse,
    signal,
  });
  return found.entries;
}

export const passbookSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['payment', 'passbook', 'searchpad', term],
    queryFn: ({ signal }) => searchPassbook(term, signal),
  });

/** Asked only once the typed search is long enough; the last answer stays while the next one loads. */
export function usePassbookSearch(term: string) {
  return useQuery({
    ...passbookSearchQuery(term),
    enabled: term.length >= PassbookSearchLimit.minTermLength,
    placeholderData: keepPreviousData,
  });
}
