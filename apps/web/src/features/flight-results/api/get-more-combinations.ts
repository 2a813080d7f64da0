import { useQuery } from '@tanstack/react-query';
import { FlightPaths, ZMoreCombinations, type MoreCombinations } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Search/ItineraryMoreCombinations: the same fare on other flights of the same airline. */
export function getMoreCombinations(
  requestId: string,
  itineraryId: string,
  signal?: AbortSignal,
): Promise<MoreCombinations> {
  return api.get(FlightPaths.itineraryMoreCombinations, {
    query: { requestId, itineraryId },
    schema: ZMoreCombinations,
    signal,
  });
}

export function useMoreCombinations(requestId: string, itineraryId: string) {
  return useQuery({
    queryKey: ['flight', 'more-combinations', requestId, itineraryId],
    queryFn: ({ signal }) => getMoreCombinations(requestId, itineraryId, signal),
    staleTime: Infinity,
  });
}
