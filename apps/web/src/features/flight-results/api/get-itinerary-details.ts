import { useQuery } from '@tanstack/react-query';
import { FlightPaths, ZItineraryDetails, type ItineraryDetails } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Search/GetAirSearchItinerary: legs, baggage, penalties and fare summary of one itinerary. */
export function getItineraryDetails(
  requestId: string,
  itineraryId: string,
  signal?: AbortSignal,
): Promise<ItineraryDetails> {
  return api.get(FlightPaths.getAirSearchItinerary, {
    query: { requestId, itineraryId },
    schema: ZItineraryDetails,
    signal,
  });
}

export function useItineraryDetails(requestId: string, itineraryId: string) {
  return useQuery({
    queryKey: ['flight', 'itinerary-details', requestId, itineraryId],
    queryFn: ({ signal }) => getItineraryDetails(requestId, itineraryId, signal),
    staleTime: Infinity,
  });
}
