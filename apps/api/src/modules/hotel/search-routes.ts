import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HotelPaths,
  ZGetHotelSearchQuery,
  ZHotelDetails,
  ZHotelDetailsQuery,
  ZHotelImageParams,
  ZHotelSearchRequest,
  ZHotelSearchResults,
  ZHotelSearchStarted,
  ZHotelSuggestions,
  ZHotelSuggestQuery,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getHotelDetails } from './get-hotel-details';
import { getHotelSearch } from './get-hotel-search';
import type { HotelSearchStore } from './search-store';
import { startHotelSearch } from './start-hotel-search';
import { suggestHotels } from './suggest-hotels';

const access = { auth: 'user', permission: 'SearchHotel' } as const;
/** Gallery images are the same for every tenant and every visitor (an <img> sends no token). */
const imageAccess = { auth: 'public', permission: 'none', tenant: 'none' } as const;
const tags = ['hotel'];
/** A gallery image never changes for a hotel and index. */
const imageCacheControl = 'public, max-age=31536000, immutable';

/** Hotel search (spec §2 hotels): suggestions, start, poll with filters and sorts, hotel details, images. */
export function searchRoutes(store: HotelSearchStore): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: Parameters<typeof requireUser>[0]) => {
      const user = requireUser(request);
      return { user, owner: { tenantId: user.tenantId, agencyId: user.agencyId }, now: app.now() };
    };

    app.get(
      HotelPaths.suggest,
      routeOptions(access, {
        tags,
        summary: 'Cities and hotels whose names start with the text, cities first, for the search box',
        querystring: ZHotelSuggestQuery,
        ok: ZHotelSuggestions,
      }),
      async (request) => suggestHotels({ supplier: app.hotelSupplier, text: request.query.text }),
    );

    app.post(
      HotelPaths.hotelSearch,
      routeOptions(access, {
        tags,
        summary: 'Start a hotel search; answers its request id at once, hotels arrive by GetHotelSearch',
        body: ZHotelSearchRequest,
        ok: ZHotelSearchStarted,
      }),
      async (request) => {
        const { user, now } = caller(request);
        return startHotelSearch({ store, supplier: app.hotelSupplier, user, request: request.body, now });
      },
    );

    app.get(
      HotelPaths.getHotelSearch,
      routeOptions(access, {
        tags,
        summary:
          'Poll a hotel search: the hotels arrived so far, filtered, sorted and paged, with filter counts',
        description: '404 for another agency’s search, 410 once it expired.',
        querystring: ZGetHotelSearchQuery,
        ok: ZHotelSearchResults,
        errors: [410],
      }),
      async (request) => {
        const { owner, now } = caller(request);
        return getHotelSearch({ store, supplier: app.hotelSupplier, owner, query: request.query, now });
      },
    );

    app.get(
      HotelPaths.hotelDetails,
      routeOptions(access, {
        tags,
        summary: 'A hotel of the search with every room that fits and every rate, priced in BDT',
        description: '404 for another agency’s search or a hotel outside it, 410 once the search expired.',
        querystring: ZHotelDetailsQuery,
        ok: ZHotelDetails,
        errors: [410],
      }),
      async (request) => {
        const { owner, now } = caller(request);
        return getHotelDetails({
          store,
          supplier: app.hotelSupplier,
          db: app.db,
          owner,
          ...request.query,
          now,
        });
      },
    );

    app.get(
      `${HotelPaths.hotelImage}/:hotelGuid/:image`,
      routeOptions(imageAccess, {
        tags,
        summary: 'A gallery image of a hotel as SVG ({index}.svg, 0-based), public and cached for long',
        params: ZHotelImageParams,
      }),
      async (request, reply) => {
        const index = Number(request.params.image.slice(0, -'.svg'.length));
        const svg = app.hotelSupplier.image(request.params.hotelGuid, index);
        if (svg === undefined) throw AppError.notFound('Image not found.');
        return (
          reply
            .header('content-type', 'image/svg+xml; charset=utf-8')
            .header('cache-control', imageCacheControl)
            // The 200 answer is the image's text, outside the JSON response schemas.
            .send(svg as never)
        );
      },
    );
  };
}
