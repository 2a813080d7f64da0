import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TravellerLimit, TravellerPaths, ZTravellerList, type TravellerList } from '@portal/contracts';
import { api } from '../../lib/api';

export interface TravellerSearch {
  term: string;
  /** The birth dates the passenger type allows on the day of travel, both kept. */
  bornFrom: string;
  bornTo: string;
}

/** GET Traveller/search: up to 10 of the agency's travellers whose name or passport holds the term. */
export function searchTravellers(search: TravellerSearch, signal?: AbortSignal): Promise<TravellerList> {
  return api.get(TravellerPaths.search, { query: { ...search }, schema: ZTravellerList, signal });
}

/** Asked once the term is long enough; the last answer stays while the next one loads. */
export function useTravellerSearch(search: TravellerSearch) {
  return useQuery({
    queryKey: ['customer', 'traveller', 'search', search],
    queryFn: ({ signal }) => searchTravellers(search, signal),
    enabled: search.term.length >= TravellerLimit.minSearchTerm,
    placeholderData: keepPreviousData,
  });
}
