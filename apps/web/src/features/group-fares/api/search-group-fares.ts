import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  GroupFarePaths,
  ZGroupFareSearchResponse,
  type GroupFareKind,
  type GroupFareSearchResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import type { GroupFareSearchFilters } from '../utils/search-url';
import { groupFareSearchKey } from './group-fare-keys';

/**
 * The blocks an agency may buy from: Umrah through GET Search/GetAirUmrahFare (the season's list), Xclusive and
 * group fares through POST Search/AirXclusiveFareSearch with the kind. Every filter is optional but the seats.
 */
export function searchGroupFares(
  kind: GroupFareKind,
  filters: GroupFareSearchFilters,
  signal?: AbortSignal,
): Promise<GroupFareSearchResponse> {
  if (kind === 'Umrah') {
    return api.get(GroupFarePaths.umrah, {
      query: {
        origin: filters.origin ?? undefined,
        destination: filters.destination ?? undefined,
        fromDate: filters.fromDate ?? undefined,
        toDate: filters.toDate ?? undefined,
        seats: filters.seats,
      },
      schema: ZGroupFareSearchResponse,
      signal,
    });
  }
  return api.post(GroupFarePaths.search, { kind, ...filters }, { schema: ZGroupFareSearchResponse, signal });
}

export const groupFareSearchQuery = (kind: GroupFareKind, filters: GroupFareSearchFilters) =>
  queryOptions({
    queryKey: groupFareSearchKey(kind, filters),
    queryFn: ({ signal }) => searchGroupFares(kind, filters, signal),
  });

/** Seats go quickly on a popular block: read again when the agent comes back to the page. */
export function useGroupFareSearch(kind: GroupFareKind, filters: GroupFareSearchFilters) {
  return useQuery({ ...groupFareSearchQuery(kind, filters), refetchOnWindowFocus: true });
}
