import { queryOptions, useQuery } from '@tanstack/react-query';
import { HotelPaths, ZHotelBooking, type HotelBooking } from '@portal/contracts';
import { api } from '../../../lib/api';
import { hotelBookingKey } from './hotel-booking-keys';

/** GET Booking/GetBooking: one booking with its rooms, policy, money, the actions open to the caller and history. */
export function getHotelBooking(reference: string, signal?: AbortSignal): Promise<HotelBooking> {
  return api.get(HotelPaths.booking, { query: { reference }, schema: ZHotelBooking, signal });
}

/** While the hotel has yet to answer, the booking is read again this often. */
export const followEveryMs = 5_000;

export const hotelBookingQuery = (reference: string) =>
  queryOptions({
    queryKey: hotelBookingKey(reference),
    queryFn: ({ signal }) => getHotelBooking(reference, signal),
  });

/**
 * A booking by reference. With `follow`, an unconfirmed booking is read again every few seconds until the hotel's
 * answer (confirmed or refused) arrives, so the page moves on by itself.
 */
export function useHotelBooking(reference: string | null, options: { follow?: boolean } = {}) {
  return useQuery({
    ...hotelBookingQuery(reference ?? ''),
    enabled: reference !== null,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      options.follow && query.state.data?.status === 'UnConfirmed' ? followEveryMs : false,
  });
}
