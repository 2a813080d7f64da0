import { HttpError, errorMessage } from '../../../lib/api-errors';
import { useHotelSearch } from '../api/get-hotel-search';

export type ResultsPhase = 'waiting' | 'streaming' | 'completed' | 'expired' | 'notFound' | 'failed';

/**
 * Follows a search by its request id with the page's filters: polls GetHotelSearch until every source has answered.
 * 'waiting' lasts until the first hotel arrives (sources answer in waves, the first may be empty).
 */
export function useHotelResults(query: Record<string, string> | null) {
  const search = useHotelSearch(query);
  const { data, error } = search;
  let phase: ResultsPhase;
  if (error) {
    if (error instanceof HttpError && error.status === 410) phase = 'expired';
    else if (error instanceof HttpError && error.status === 404) phase = 'notFound';
    else phase = 'failed';
  } else if (!data || (data.totalHotels === 0 && data.status === 'InProgress')) phase = 'waiting';
  else phase = data.status === 'Completed' ? 'completed' : 'streaming';
  return {
    phase,
    results: data,
    error: error ? errorMessage(error) : null,
    /** A filter, sort or page changed and its answer has yet to come. */
    refreshing: search.isPlaceholderData,
  };
}
