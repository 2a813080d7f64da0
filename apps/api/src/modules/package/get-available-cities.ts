import type { AvailableCitiesResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { destinationCities } from './destination-cities';
import type { CityDirectory } from './holiday-cities';

/** GET Package/GetAvailableCities: the destinations, most popular first; the web takes the top five as popular. */
export async function getAvailableCities(options: {
  db: Db;
  tenantId: string;
  cities: CityDirectory;
  now: Date;
}): Promise<AvailableCitiesResponse> {
  const cities = await destinationCities({ ...options, today: tenantToday(options.now) });
  return { error: null, cities };
}
