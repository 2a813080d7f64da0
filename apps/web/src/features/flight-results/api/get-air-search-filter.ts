import { useQuery } from '@tanstack/react-query';
import { FlightPaths, ZAirSearchFilter, type AirSearchFilter } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Search/GetAirSearchFilter: the filters' options over everything found (names of airports, bounds). */
export function getAirSearchFilter(requestId: string, signal?: AbortSignal): Promise<AirSearchFilter> {
  return api.get(FlightPaths.getAirSearchFilter, { query: { requestId }, schema: ZAirSearchFilter, signal });
}

/** Asked once the search is complete, when the options no longer change. */
export function useAirSearchFilter(requestId: string | null, completed: boolean) {
  return useQuery({
    queryKey: ['flight', 'search-filter', requestId],
    queryFn: ({ signal }) => getAirSearchFilter(requestId!, signal),
    enabled: Boolean(requestId) && completed,
    staleTime: Infinity,
  });
}
