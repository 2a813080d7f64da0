import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReferencePaths,
  ZAirlineOptionsResponse,
  ZAirportsByKeyRequest,
  ZAirportsByKeyResponse,
  ZCountriesResponse,
} from '@portal/contracts';
import { bodyErrors, commonErrors, errorResponses } from '../../lib/route-schema';
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
    {
      config: access,
      schema: {
        tags,
        summary: 'Airports by code, city or name (up to 10); an exact code first',
        body: ZAirportsByKeyRequest,
        response: { 200: ZAirportsByKeyResponse, ...errorResponses(401, ...bodyErrors, ...commonErrors) },
      },
    },
    async (request) => findAirports({ supply: app.supply, searchTerm: request.body.searchTerm }),
  );

  app.get(
    ReferencePaths.getAirlineOptions,
    {
      config: access,
      schema: {
        tags,
        summary: 'Every airline, for the preferred-airline choice',
        response: { 200: ZAirlineOptionsResponse, ...errorResponses(401, ...commonErrors) },
      },
    },
    async () => listAirlines({ supply: app.supply }),
  );

  app.get(
    ReferencePaths.getAllCountries,
    {
      config: access,
      schema: {
        tags,
        summary: 'Every country with its dialling code',
        response: { 200: ZCountriesResponse, ...errorResponses(401, ...commonErrors) },
      },
    },
    async () => listCountries({ supply: app.supply }),
  );
};
