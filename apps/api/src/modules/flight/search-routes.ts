import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FlightPaths,
  ZAirSearchFilter,
  ZAirSearchMore,
  ZAirSearchMoreCount,
  ZAirSearchRequest,
  ZAirSearchResults,
  ZAirSearchStarted,
  ZGetAirSearchMoreQuery,
  ZGetAirSearchQuery,
  ZGetAirSearchWithCurrencyQuery,
  ZItineraryBrands,
  ZItineraryDetails,
  ZItineraryQuery,
  ZItineraryWithCurrencyQuery,
  ZMoreCombinations,
  ZRequestIdQuery,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { commonErrors, errorResponses } from '../../lib/route-schema';
import { convertToCurrency } from './convert-to-currency';
import { getAirSearch } from './get-air-search';
import { getAirSearchFilter } from './get-air-search-filter';
import { getAirSearchMore } from './get-air-search-more';
import { getAirSearchMoreCount } from './get-air-search-more-count';
import { getItineraryBrands } from './get-itinerary-brands';
import { getItineraryDetails } from './get-itinerary-details';
import { getMoreCombinations } from './get-more-combinations';
import { priceVisibilityOf } from './price-visibility';
import { refreshAirSearch } from './refresh-air-search';
import type { SearchStore } from './search-store';
import { startAirSearch } from './start-air-search';

const access = { auth: 'user', permission: 'Search' } as const;
const tags = ['flight'];
/** 404 also for another agency's search; 410 once it expired. */
const searchErrors = errorResponses(400, 401, 403, 410, ...commonErrors);

/** Flight search (spec §7 "Search"): start, poll, filters, details, brands, more flights. */
export function searchRoutes(store: SearchStore): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: Parameters<typeof requireUser>[0]) => {
      const user = requireUser(request);
      return {
        user,
        owner: { tenantId: user.tenantId, agencyId: user.agencyId },
        visibility: priceVisibilityOf(user),
        now: app.now(),
      };
    };

    app.post(
      FlightPaths.airSearch,
      routeOptions(access, {
        tags,
        summary: 'Start a flight search; answers its request id at once, results arrive by GetAirSearch',
        body: ZAirSearchRequest,
        ok: ZAirSearchStarted,
      }),
      async (request) => {
        const { user, now } = caller(request);
        return startAirSearch({ store, supply: app.supply, user, request: request.body, now });
      },
    );

    app.route({
      // The spec names it with a query string only; both methods start the search again.
      method: ['GET', 'POST'],
      url: FlightPaths.refreshAirSearch,
      config: access,
      schema: {
        tags,
        summary:
          'Run an earlier search again (also within a day after it expired); answers the new request id',
        querystring: ZRequestIdQuery,
        response: { 200: ZAirSearchStarted, ...errorResponses(400, 401, 403, ...commonErrors) },
      },
      handler: async (request) => {
        const { user, now } = caller(request);
        return refreshAirSearch({ store, supply: app.supply, user, requestId: request.query.requestId, now });
      },
    });

    app.get(
      FlightPaths.getAirSearch,
      {
        config: access,
        schema: {
          tags,
          summary: 'Poll a search: what arrived after the cursor, pending sources, duplicate ids',
          querystring: ZGetAirSearchQuery,
          response: { 200: ZAirSearchResults, ...searchErrors },
        },
      },
      async (request) => getAirSearch({ store, supply: app.supply, ...caller(request), ...request.query }),
    );

    app.get(
      FlightPaths.getAirSearchWithCurrency,
      {
        config: access,
        schema: {
          tags,
          summary: 'GetAirSearch with every amount in another currency at the stored rate',
          querystring: ZGetAirSearchWithCurrencyQuery,
          response: { 200: ZAirSearchResults, ...searchErrors },
        },
      },
      async (request) => {
        const { currency, ...query } = request.query;
        const results = await getAirSearch({ store, supply: app.supply, ...caller(request), ...query });
        return { ...(await convertToCurrency({ db: app.db, currency, value: results })), currency };
      },
    );

    app.get(
      FlightPaths.getAirSearchMore,
      {
        config: access,
        schema: {
          tags,
          summary: 'A page of the results GetAirSearch held back (Show more results), cheapest first',
          querystring: ZGetAirSearchMoreQuery,
          response: { 200: ZAirSearchMore, ...searchErrors },
        },
      },
      async (request) => getAirSearchMore({ store, ...caller(request), ...request.query }),
    );

    app.get(
      FlightPaths.getAirSearchMoreCount,
      {
        config: access,
        schema: {
          tags,
          summary: 'How many results GetAirSearch has held back',
          querystring: ZRequestIdQuery,
          response: { 200: ZAirSearchMoreCount, ...searchErrors },
        },
      },
      async (request) => getAirSearchMoreCount({ store, ...caller(request), ...request.query }),
    );

    app.get(
      FlightPaths.getAirSearchFilter,
      {
        config: access,
        schema: {
          tags,
          summary: 'Filter options with counts and bounds over everything found so far',
          querystring: ZRequestIdQuery,
          response: { 200: ZAirSearchFilter, ...searchErrors },
        },
      },
      async (request) =>
        getAirSearchFilter({ store, supply: app.supply, ...caller(request), ...request.query }),
    );

    app.get(
      FlightPaths.getAirSearchItinerary,
      {
        config: access,
        schema: {
          tags,
          summary: 'One itinerary in full: legs, fare breakdown, baggage, cancellation and date change',
          querystring: ZItineraryQuery,
          response: { 200: ZItineraryDetails, ...searchErrors },
        },
      },
      async (request) => getItineraryDetails({ store, ...caller(request), ...request.query }),
    );

    app.get(
      FlightPaths.getAirSearchItineraryWithCurrency,
      {
        config: access,
        schema: {
          tags,
          summary: 'GetAirSearchItinerary with every amount in another currency',
          querystring: ZItineraryWithCurrencyQuery,
          response: { 200: ZItineraryDetails, ...searchErrors },
        },
      },
      async (request) => {
        const { currency, ...query } = request.query;
        const details = await getItineraryDetails({ store, ...caller(request), ...query });
        return convertToCurrency({ db: app.db, currency, value: details });
      },
    );

    app.get(
      FlightPaths.itineraryBrandDetails,
      {
        config: access,
        schema: {
          tags,
          summary: 'The fare families (brands) of an itinerary’s flights, cheapest first',
          querystring: ZItineraryQuery,
          response: { 200: ZItineraryBrands, ...searchErrors },
        },
      },
      async (request) => getItineraryBrands({ store, ...caller(request), ...request.query }),
    );

    app.get(
      FlightPaths.itineraryBrandDetailsWithCurrency,
      {
        config: access,
        schema: {
          tags,
          summary: 'ItineraryBrandDetails with every amount in another currency',
          querystring: ZItineraryWithCurrencyQuery,
          response: { 200: ZItineraryBrands, ...searchErrors },
        },
      },
      async (request) => {
        const { currency, ...query } = request.query;
        const brands = await getItineraryBrands({ store, ...caller(request), ...query });
        return convertToCurrency({ db: app.db, currency, value: brands });
      },
    );

    app.get(
      FlightPaths.itineraryMoreCombinations,
      {
        config: access,
        schema: {
          tags,
          summary: 'The same fare on the airline’s other flights (more flights)',
          querystring: ZItineraryQuery,
          response: { 200: ZMoreCombinations, ...searchErrors },
        },
      },
      async (request) => getMoreCombinations({ store, ...caller(request), ...request.query }),
    );
  };
}
