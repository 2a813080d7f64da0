import { queryOptions, useQuery } from '@tanstack/react-query';
import { HotelPaths, ZHotelDetails, type HotelDetails } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Hotel/GetHotelDetails: the hotel's facts and every room and rate for the searched stay. */
export function getHotelDetails(
  requestId: string,
  hotelGuid: string,
  signal?: AbortSignal,
): Promise<HotelDetails> {
  return api.get(HotelPaths.hotelDetails, { query: { requestId, hotelGuid }, schema: ZHotelDetails, signal });
}

export const hotelDetailsQuery = (requestId: string, hotelGuid: string) =>
  queryOptions({
    queryKey: ['hotel', 'details', requestId, hotelGuid],
    queryFn: ({ signal }) => getHotelDetails(requestId, hotelGuid, signal),
    // Rooms sell: a visit asks again, but moving about the page does not.
    staleTime: 60_000,
  });

export function useHotelDetails(requestId: string, hotelGuid: string) {
  return useQuery(hotelDetailsQuery(requestId, hotelGuid));
}
