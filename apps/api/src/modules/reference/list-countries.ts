import type { CountriesResponse } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';

/** GET Country/GetAllCountries: every country with its dialling code, by name. */
export function listCountries(options: { supply: FlightSupply }): CountriesResponse {
  return {
    countries: options.supply
      .countries()
      .map((country) => ({ code: country.code, name: country.name, dialCode: country.dialCode }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
