import { z } from 'zod';
import { ZAirport } from '../tenant/tenant-config';

/** POST Airport/GetAirportsByKey: code, city or name; an exact code first. */
export const ZAirportsByKeyRequest = z.strictObject({ searchTerm: z.string().min(1).max(60) });
export const ZAirportsByKeyResponse = z.object({ airports: z.array(ZAirport) });
export type AirportsByKeyResponse = z.infer<typeof ZAirportsByKeyResponse>;

export const ZAirline = z.object({ code: z.string(), name: z.string(), alliance: z.string().nullable() });
export type Airline = z.infer<typeof ZAirline>;
export const ZAirlineOptionsResponse = z.object({ airlines: z.array(ZAirline) });
export type AirlineOptionsResponse = z.infer<typeof ZAirlineOptionsResponse>;

export const ZCountry = z.object({ code: z.string(), name: z.string(), dialCode: z.string().nullable() });
export type Country = z.infer<typeof ZCountry>;
export const ZCountriesResponse = z.object({ countries: z.array(ZCountry) });
export type CountriesResponse = z.infer<typeof ZCountriesResponse>;
