import type { FlightSupply } from '@portal/sandbox-supply';

/**
 * City names for the enquiry views and the queue search, from the network the portal sells (a package's cities are
 * IATA city codes of it).
 */
export interface RequestCities {
  /** The city's name, or its code when the network does not know it. */
  nameOf(cityCode: string): string;
  /** City codes whose city or airport the term names (the type-ahead's rule), for a search by city name. */
  codesMatching(term: string): string[];
}

export function requestCities(supply: Pick<FlightSupply, 'airport' | 'findAirports'>): RequestCities {
  const names = new Map<string, string>();
  return {
    nameOf(cityCode) {
      let name = names.get(cityCode);
      if (name === undefined) {
        name =
          supply.airport(cityCode)?.cityName ??
          supply.findAirports(cityCode, 5).find((airport) => airport.cityCode === cityCode)?.cityName ??
          cityCode;
        names.set(cityCode, name);
      }
      return name;
    },
    codesMatching(term) {
      if (term.trim().length < 3) return [];
      return [...new Set(supply.findAirports(term, 10).map((airport) => airport.cityCode))];
    },
  };
}
