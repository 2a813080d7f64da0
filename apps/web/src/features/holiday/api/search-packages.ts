import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  HolidayLimit,
  HolidayPaths,
  ZHolidaySearchResponse,
  type HolidaySearchRequestInput,
  type HolidaySearchResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { holidayKey } from './holiday-keys';

/** POST Package/SearchPackages: one page of packages for the search and its filters, with the filters' options. */
export function searchPackages(
  request: HolidaySearchRequestInput,
  signal?: AbortSignal,
): Promise<HolidaySearchResponse> {
  return api.post(HolidayPaths.searchPackages, request, { schema: ZHolidaySearchResponse, signal });
}

/**
 * The results of a search, kept 60 s once unused (spec §9) and never persisted: they live in the query cache only.
 * While other filters load, the last page stays on screen; a failed search shows no results at all (spec §8).
 */
export function usePackageSearch(request: HolidaySearchRequestInput | null) {
  return useQuery({
    queryKey: [...holidayKey, 'search', request],
    queryFn: ({ signal }) => searchPackages(request as HolidaySearchRequestInput, signal),
    enabled: request !== null,
    gcTime: HolidayLimit.searchCacheMs,
    placeholderData: keepPreviousData,
  });
}
