import type { AirportsByKeyResponse } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';

/** How many airports the type-ahead lists. */
const airportsListed = 10;

/** POST Airport/GetAirportsByKey: airports by code, city or name; an exact code first. */
export function findAirports(options: { supply: FlightSupply; searchTerm: string }): AirportsByKeyResponse {
  return {
    airports: options.supply.findAirports(options.searchTerm, airportsListed).map((airport) => ({
      airportCode: airport.airportCode,
      airportName: airport.airportName,
      cityCode: airport.cityCode,
      cityName: airport.cityName,
      countryCode: airport.countryCode,
      countryName: airport.countryName,
    })),
  };
}
