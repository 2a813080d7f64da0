import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  GroupFarePaths,
  ZGroupFareReservationsResponse,
  type GroupFareReservationsResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { queueFiltersToQuery, type GroupFareQueueFilters } from '../utils/queue-filters';
import { groupFareReservationsPageKey } from './group-fare-keys';

/** GET GroupFare/Reservations: one page of the agency's reservations in a tab, with every tab's count. */
export function getGroupFareReservations(
  filters: GroupFareQueueFilters,
  signal?: AbortSignal,
): Promise<GroupFareReservationsResponse> {
  return api.get(GroupFarePaths.reservations, {
    query: queueFiltersToQuery(filters),
    schema: ZGroupFareReservationsResponse,
    signal,
  });
}

/** Deadlines release reservations while the list is open: read again on focus and every minute. */
export function useGroupFareReservations(filters: GroupFareQueueFilters) {
  return useQuery({
    queryKey: groupFareReservationsPageKey(filters),
    queryFn: ({ signal }) => getGroupFareReservations(filters, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
