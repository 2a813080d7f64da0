import { useQuery } from '@tanstack/react-query';
import { FlightBookingPaths, ZSeatMap, type SeatMap } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET ServiceList/V2/GetSeat: one flight's seat map, with the seats other bookings hold shown taken. */
export function getSeatMap(priceId: string, legKey: string, signal?: AbortSignal): Promise<SeatMap> {
  return api.get(FlightBookingPaths.getSeat, { query: { priceId, legKey }, schema: ZSeatMap, signal });
}

/** Read again each time the map opens: seats sell while the agent fills in the form. */
export function useSeatMap(priceId: string, legKey: string) {
  return useQuery({
    queryKey: ['flight', 'seat-map', priceId, legKey],
    queryFn: ({ signal }) => getSeatMap(priceId, legKey, signal),
    staleTime: 0,
    retry: false,
  });
}
