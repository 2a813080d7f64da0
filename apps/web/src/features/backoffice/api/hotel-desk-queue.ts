import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  HotelOperatorPaths,
  HotelLimit,
  ZHotelOperatorQueue,
  type HotelOperatorQueue,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import type { HotelDeskFilters } from '../utils/hotel-desk-filters';

export const hotelDeskKey = ['backoffice', 'hotel-desk'] as const;

/** GET Hotel/Queue: the tenant's unconfirmed hotel bookings of every agency, the oldest first. */
export function getHotelDeskQueue(
  filters: HotelDeskFilters,
  signal?: AbortSignal,
): Promise<HotelOperatorQueue> {
  return api.get(HotelOperatorPaths.queue, {
    query: { search: filters.search || undefined, page: filters.page, pageSize: HotelLimit.pageSize },
    schema: ZHotelOperatorQueue,
    signal,
  });
}

export const hotelDeskQuery = (filters: HotelDeskFilters) =>
  queryOptions({
    queryKey: [...hotelDeskKey, filters],
    queryFn: ({ signal }) => getHotelDeskQueue(filters, signal),
  });

/** Bookings arrive and age while the desk is open: read again on focus and every minute. */
export function useHotelDeskQueue(filters: HotelDeskFilters) {
  return useQuery({
    ...hotelDeskQuery(filters),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
