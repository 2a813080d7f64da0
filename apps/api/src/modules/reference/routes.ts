import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReferencePaths,
  ZAirlineOptionsResponse,
  ZAirportsByKeyRequest,
  ZAirportsByKeyResponse,
  ZCountriesResponse,
} from '@portal/contracts';
import { routeOptions } from '../../lib/route-options';
import { findAirports } from './find-airports';
import { listAirlines } from './list-airlines';
import { listCountries } from './list-countries';

/** Any signed-in user may read the reference data the search form needs. */
const access = { auth: 'user', permission: 'none' } as const;
const tags = ['reference'];

/** Reference data of the search pad (spec §7 "Utility"): airports, airlines, countries, from the flight supplier. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ReferencePaths.getAirportsByKey,
    routeOptions(access, {
      tags,
      summary: 'Airports by code, city or name (up to 10); an exact code first',
      body: ZAirportsByKeyRequest,
      ok: ZAirportsByKeyResponse,
    }),
    async (request) => findAirports({ supply: app.supply, searchTerm: request.body.searchTerm }),
  );

  app.get(
    ReferencePaths.getAirlineOptions,
    routeOptions(access, {
      tags,
      summary: 'Every airline, for the preferred-airline choice',
      ok: ZAirlineOptionsResponse,
    }),
    async () => listAirlines({ supply: app.supply }),
  );

  app.get(
    ReferencePaths.getAllCountries,
    routeOptions(access, {
      tags,
      summary: 'Every country with its dialling code',
      ok: ZCountriesResponse,
    }),
    async () => listCountries({ supply: app.supply }),
  );
};
