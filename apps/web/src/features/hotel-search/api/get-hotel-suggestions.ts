import { queryOptions, useQuery } from '@tanstack/react-query';
import { HotelPaths, ZHotelSuggestions, type HotelSuggestion } from '@portal/contracts';
import { api } from '../../../lib/api';

/** Fewest letters worth asking about. */
export const SuggestMinLength = 2;

/** GET Search/Suggest?text: cities first, then hotels, whose names start with what was typed. */
export async function getHotelSuggestions(text: string, signal?: AbortSignal): Promise<HotelSuggestion[]> {
  const answer = await api.get(HotelPaths.suggest, { query: { text }, schema: ZHotelSuggestions, signal });
  return answer.suggestions;
}

export const hotelSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['hotel', 'suggest', text.toLowerCase()],
    queryFn: ({ signal }) => getHotelSuggestions(text, signal),
    // The catalogue does not change within a visit.
    staleTime: 30 * 60_000,
  });

/** The cities and hotels matching what was typed; nothing is asked until there is something to look for. */
export function useHotelSuggestions(term: string) {
  const trimmed = term.trim();
  return useQuery({ ...hotelSuggestionsQuery(trimmed), enabled: trimmed.length >= SuggestMinLength });
}
