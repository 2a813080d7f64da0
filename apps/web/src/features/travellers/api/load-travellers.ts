import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TravellerPaths, ZTravellerPage, type TravellerPage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { filtersToRequest, type TravellerFilters } from '../utils/traveller-filters';

export const travellersKey = ['customer', 'traveller'] as const;

/** POST Traveller/load: one page of the agency's travellers by name. */
export function loadTravellers(filters: TravellerFilters, signal?: AbortSignal): Promise<TravellerPage> {
  return api.post(TravellerPaths.load, filtersToRequest(filters), { schema: ZTravellerPage, signal });
}

export const travellersQuery = (filters: TravellerFilters) =>
  queryOptions({
    queryKey: [...travellersKey, 'load', filters],
    queryFn: ({ signal }) => loadTravellers(filters, signal),
  });

/** The previous page stays on screen while the next one (or a new search) loads. */
export function useTravellers(filters: TravellerFilters) {
  return useQuery({ ...travellersQuery(filters), placeholderData: keepPreviousData });
}
