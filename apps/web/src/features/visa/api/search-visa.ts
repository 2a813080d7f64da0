import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  VisaPaths,
  ZVisaSearchResponse,
  type VisaSearchRequest,
  type VisaSearchResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Search/SearchVisa: the products for the destination open to the nationality, priced for the applicants. */
export function searchVisa(request: VisaSearchRequest, signal?: AbortSignal): Promise<VisaSearchResponse> {
  return api.post(VisaPaths.search, request, { schema: ZVisaSearchResponse, signal });
}

export const visaSearchQuery = (request: VisaSearchRequest) =>
  queryOptions({
    queryKey: ['visa', 'search', request],
    queryFn: ({ signal }) => searchVisa(request, signal),
    // Fees change only when the operators edit a product: moving between results and booking does not ask again.
    staleTime: 60_000,
  });

/** The offers for the search in the address; nothing is asked while the address does not describe a search. */
export function useVisaSearch(request: VisaSearchRequest | null) {
  return useQuery({ ...visaSearchQuery(request as VisaSearchRequest), enabled: request !== null });
}
