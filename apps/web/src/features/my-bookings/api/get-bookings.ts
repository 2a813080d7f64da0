import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CustomerPaths, ZBookingsPage, type BookingsPage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { filtersToRequest, type BookingFilters } from '../utils/booking-filters';

export const bookingsKey = ['customer', 'my-booking', 'bookings'] as const;

/** POST MyBooking/GetBookings: one page of the agency's orders in a tab, with every tab's count. */
export function getBookings(filters: BookingFilters, signal?: AbortSignal): Promise<BookingsPage> {
  return api.post(CustomerPaths.getBookings, filtersToRequest(filters), { schema: ZBookingsPage, signal });
}

export const bookingsQuery = (filters: BookingFilters) =>
  queryOptions({
    queryKey: [...bookingsKey, filters],
    queryFn: ({ signal }) => getBookings(filters, signal),
  });

/** The previous page stays on screen while the next one (or another tab or filter) loads. */
export function useBookings(filters: BookingFilters) {
  return useQuery({ ...bookingsQuery(filters), placeholderData: keepPreviousData });
}
