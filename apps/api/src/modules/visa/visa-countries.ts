import type { VisaCountry } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';

/** English country names by ISO2, from the same list the country pickers read (Country/GetAllCountries). */
export interface CountryNames {
  has(code: string): boolean;
  country(code: string): VisaCountry;
  /** The codes whose code is `text` or whose name contains it, any case. */
  matching(text: string): string[];
}

export function countryNamesOf(supply: Pick<FlightSupply, 'countries'>): CountryNames {
  const names = new Map(supply.countries().map((country) => [country.code, country.name]));
  return {
    has: (code) => names.has(code),
    // A code the list lacks (kept from an older list) still shows, as its code.
    country: (code) => ({ code, name: names.get(code) ?? code }),
    matching: (text) => {
      const lower = text.toLowerCase();
      return [...names]
        .filter(([code, name]) => code.toLowerCase() === lower || name.toLowerCase().includes(lower))
        .map(([code]) => code);
    },
  };
}
