import { useQuery } from '@tanstack/react-query';
import { HolidayPaths, ZSearchCitiesResponse, type HolidayCity } from '@portal/contracts';
import { api } from '../../../lib/api';
import { holidayKey } from './holiday-keys';

export const CitySuggestMinLength = 2;

/** POST Package/SearchCities: destinations whose name, code or country matches what is typed. */
export async function searchCities(searchText: string, signal?: AbortSignal): Promise<HolidayCity[]> {
  const answer = await api.post(
    HolidayPaths.searchCities,
    { searchText },
    { schema: ZSearchCitiesResponse, signal },
  );
  return answer.cities;
}

/** The suggestions for what is typed; a failure leaves the list empty (spec §8 "cities failure clears the list"). */
export function useCitySuggestions(term: string) {
  const text = term.trim();
  return useQuery({
    queryKey: [...holidayKey, 'cities', text.toLowerCase()],
    queryFn: ({ signal }) => searchCities(text, signal),
    enabled: text.length >= CitySuggestMinLength,
    gcTime: 0,
  });
}
