import type { SearchCitiesResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { destinationCities } from './destination-cities';
import { cityMatchRank, type CityDirectory } from './holiday-cities';

/** How many suggestions the destination box lists. */
const suggestionsListed = 10;

/**
 * POST Package/SearchCities: the destinations (as GetAvailableCities lists them) whose code, name, holiday name
 * (Bali, Umrah) or country matches the text: the code first, then names starting with it, then words, then any
 * part; among equals the more popular first.
 */
export async function searchCities(options: {
  db: Db;
  tenantId: string;
  cities: CityDirectory;
  searchText: string;
  now: Date;
}): Promise<SearchCitiesResponse> {
  const all = await destinationCities({ ...options, today: tenantToday(options.now) });
  const ranked = all.flatMap((city, order) => {
    const rank = cityMatchRank(city, options.searchText);
    return rank === undefined ? [] : [{ city, rank, order }];
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return { cities: ranked.slice(0, suggestionsListed).map(({ city }) => city) };
}
