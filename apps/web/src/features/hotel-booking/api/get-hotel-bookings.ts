import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HotelPaths, ZHotelBookingPage, type HotelBookingPage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { filtersToQuery, type HotelBookingFilters } from '../utils/booking-filters';
import { hotelBookingsKey } from './hotel-booking-keys';

/** GET Booking/Queue: one page of the agency's hotel bookings in a tab, with every tab's count. */
export function getHotelBookings(
  filters: HotelBookingFilters,
  signal?: AbortSignal,
): Promise<HotelBookingPage> {
  return api.get(HotelPaths.bookings, { query: filtersToQuery(filters), schema: ZHotelBookingPage, signal });
}

export const hotelBookingsQuery = (filters: HotelBookingFilters) =>
  queryOptions({
    queryKey: [...hotelBookingsKey, filters],
    queryFn: ({ signal }) => getHotelBookings(filters, signal),
  });

/**
 * Hotels answer and deadlines near while the list is open: read again on focus and every minute. The previous page
 * stays on screen while the next one (or another tab or filter) loads.
 */
export function useHotelBookings(filters: HotelBookingFilters) {
  return useQuery({
    ...hotelBookingsQuery(filters),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
