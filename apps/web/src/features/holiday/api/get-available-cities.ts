import { useQuery } from '@tanstack/react-query';
import { HolidayLimit, HolidayPaths, ZAvailableCitiesResponse, type HolidayCity } from '@portal/contracts';
import { api } from '../../../lib/api';
import { holidayKey } from './holiday-keys';

/**
 * GET Package/GetAvailableCities: the destinations, most popular first. An answer carrying an error is ignored
 * (spec §8): no cities rather than a half answer.
 */
export async function getAvailableCities(signal?: AbortSignal): Promise<HolidayCity[]> {
  const answer = await api.get(HolidayPaths.availableCities, { schema: ZAvailableCitiesResponse, signal });
  return answer.error ? [] : answer.cities;
}

/** The popular cities: the top five by popularity (spec §7, §9). Not kept once unused (spec §9: cache 0). */
export function usePopularCities() {
  return useQuery({
    queryKey: [...holidayKey, 'available-cities'],
    queryFn: ({ signal }) => getAvailableCities(signal),
    gcTime: 0,
    select: (cities) => cities.slice(0, HolidayLimit.popularCities),
  });
}
