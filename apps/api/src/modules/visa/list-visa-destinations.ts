import { VisaTypes, type VisaDestinations, type VisaType } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { CountryNames } from './visa-countries';
import { listPublishedDestinations } from './visa-product.repository';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/**
 * Search/Destinations: the countries the tenant sells visas for (published products only), each with its visa types
 * and the nationalities served there, and every nationality served anywhere: the search form's two pickers.
 */
export async function listVisaDestinations(options: {
  db: Db;
  tenantId: string;
  names: CountryNames;
}): Promise<VisaDestinations> {
  const rows = await listPublishedDestinations(options.db, options.tenantId);
  const destinations = new Map<string, { types: Set<VisaType>; nationalities: Set<string> }>();
  const nationalities = new Set<string>();
  for (const row of rows) {
    const destination = destinations.get(row.countryCode) ?? { types: new Set(), nationalities: new Set() };
    destination.types.add(row.visaType);
    for (const nationality of row.nationalities) {
      destination.nationalities.add(nationality);
      nationalities.add(nationality);
    }
    destinations.set(row.countryCode, destination);
  }
  return {
    destinations: [...destinations]
      .map(([code, destination]) => ({
        ...options.names.country(code),
        visaTypes: VisaTypes.filter((type) => destination.types.has(type)),
        nationalities: [...destination.nationalities].sort(),
      }))
      .sort(byName),
    nationalities: [...nationalities].map((code) => options.names.country(code)).sort(byName),
  };
}
