import { queryOptions, useQuery } from '@tanstack/react-query';
import { HotelPaths, ZHotelSearchResults, type HotelSearchResults } from '@portal/contracts';
import { api } from '../../../lib/api';

/** How long the page waits between polls while sources are still answering. */
export const PollIntervalMs = 700;

/** GET Search/GetHotelSearch: what arrived so far, filtered, sorted and paged, with the filter options. */
export function getHotelSearch(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<HotelSearchResults> {
  return api.get(HotelPaths.getHotelSearch, { query, schema: ZHotelSearchResults, signal });
}

export const hotelSearchQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ['hotel', 'search', query],
    queryFn: ({ signal }) => getHotelSearch(query, signal),
    // Asked again every poll while sources answer; a completed search changes no more, a failed one is shown.
    refetchInterval: (current) =>
      current.state.status === 'error' || current.state.data?.status === 'Completed' ? false : PollIntervalMs,
    staleTime: (current) => (current.state.data?.status === 'Completed' ? Infinity : 0),
  });

/**
 * The results of a search for the page's filters, sort and page, asked again until every source has answered.
 * Changing a filter keeps the same search's list shown (dimmed) until the new answer arrives; another search
 * never shows the last one's hotels.
 */
export function useHotelSearch(query: Record<string, string> | null) {
  return useQuery({
    ...hotelSearchQuery(query ?? {}),
    enabled: query !== null,
    placeholderData: (previous, previousQuery) =>
      previous &&
      (previousQuery?.queryKey[2] as Record<string, string> | undefined)?.requestId === query?.requestId
        ? previous
        : undefined,
  });
}
