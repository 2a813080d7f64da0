import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { airPriceKey, getPricedItinerary, priceItinerary, pricedItineraryKey } from '../api/price-itinerary';
import type { BookingAddress } from '../utils/booking-address';

/**
 * The priced itinerary the page works on. Without a price id in the address the chosen itinerary is priced
 * (AirPrice) and its price id written into the address, so a reload reads it back (AirGetItinerary) instead of
 * pricing again. The AirPrice answer is kept under its price id, with what changed since the search.
 */
export function usePricedItinerary(address: BookingAddress, onPriced: (priceId: string) => void) {
  const queryClient = useQueryClient();
  const { requestId, itineraryId, priceId } = address;
  const stored = useQuery({
    queryKey: pricedItineraryKey(priceId ?? ''),
    queryFn: ({ signal }) => getPricedItinerary(priceId ?? '', signal),
    enabled: priceId !== null,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const pricing = useQuery({
    queryKey: airPriceKey(requestId ?? '', itineraryId ?? ''),
    // No abort signal: a price made is a session on the server, and the answer must reach the page.
    queryFn: async () => {
      const answer = await priceItinerary({ requestId: requestId ?? '', itineraryId: itineraryId ?? '' });
      queryClient.setQueryData(pricedItineraryKey(answer.priceId), answer);
      return answer;
    },
    enabled: priceId === null && requestId !== null && itineraryId !== null,
    staleTime: Infinity,
    // Each visit from the results prices afresh.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const pricedId = pricing.data?.priceId;
  useEffect(() => {
    if (priceId === null && pricedId) onPriced(pricedId);
  }, [priceId, pricedId, onPriced]);
  return priceId === null ? pricing : stored;
}
