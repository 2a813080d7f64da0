import { useQuery } from '@tanstack/react-query';
import { FlightBookingPaths, ZServiceList, type ServiceList } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET ServiceList/AirServiceList: extra baggage, meals and special services per flight of the priced itinerary. */
export function getServiceList(priceId: string, signal?: AbortSignal): Promise<ServiceList> {
  return api.get(FlightBookingPaths.airServiceList, { query: { priceId }, schema: ZServiceList, signal });
}

export function useServiceList(priceId: string) {
  return useQuery({
    queryKey: ['flight', 'service-list', priceId],
    queryFn: ({ signal }) => getServiceList(priceId, signal),
    staleTime: Infinity,
    retry: false,
  });
}
