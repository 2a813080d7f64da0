import { useQuery } from '@tanstack/react-query';
import { FlightPaths, ZItineraryBrands, type ItineraryBrands } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Search/ItineraryBrandDetails: the airline's fare families for these flights, cheapest first. */
export function getItineraryBrands(
  requestId: string,
  itineraryId: string,
  signal?: AbortSignal,
): Promise<ItineraryBrands> {
  return api.get(FlightPaths.itineraryBrandDetails, {
    query: { requestId, itineraryId },
    schema: ZItineraryBrands,
    signal,
  });
}

export function useItineraryBrands(requestId: string, itineraryId: string) {
  return useQuery({
    queryKey: ['flight', 'itinerary-brands', requestId, itineraryId],
    queryFn: ({ signal }) => getItineraryBrands(requestId, itineraryId, signal),
    staleTime: Infinity,
  });
}
