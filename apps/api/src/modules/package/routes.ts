import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HolidayPaths,
  PackageUtilityPaths,
  ZAllPackagesResponse,
  ZAvailableCitiesResponse,
  ZHolidaySearchRequest,
  ZHolidaySearchResponse,
  ZPackageDetailQuery,
  ZPackageDetailResponse,
  ZPackageImageQuery,
  ZSearchCitiesBody,
  ZSearchCitiesResponse,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { routeOptions } from '../../lib/route-options';
import { getAllPackages } from './get-all-packages';
import { getAvailableCities } from './get-available-cities';
import { getPackageDetail } from './get-package-detail';
import { getPackageImage } from './get-package-image';
import { cityDirectory } from './holiday-cities';
import { operatorCatalogueRoutes } from './operator-routes';
import { searchCities } from './search-cities';
import { searchPackages } from './search-packages';

const access = { auth: 'user', permission: 'AccessHoliday' } as const;
/** An <img> sends no token; the image is still the host's tenant's only. */
const imageAccess = { auth: 'public', permission: 'none' } as const;
const tags = ['package'];
/** An image id names one picture for good (a new upload gets a new id). */
const imageCacheControl = 'public, max-age=31536000, immutable';

/**
 * The holiday catalogue (spec §7 "Tour packages", §2 holidays, AccessHoliday 245): destinations with popularity,
 * the destination box's suggestions, the package search, a package's detail and gallery images, and the utility
 * list of every package; then the operators' catalogue.
 */
export const packageCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const cities = cityDirectory(app.supply);
  const files = createFileStore(app.env.DATA_DIR);

  app.get(
    HolidayPaths.availableCities,
    routeOptions(access, {
      tags,
      summary:
        'Destination cities of published packages with an open departure, with their popularity (enquiries 1, confirmed bookings 3), most popular first',
      ok: ZAvailableCitiesResponse,
    }),
    async (request) =>
      getAvailableCities({ db: app.db, tenantId: request.tenant.id, cities, now: app.now() }),
  );

  app.post(
    HolidayPaths.searchCities,
    routeOptions(access, {
      tags,
      summary: 'Destinations whose code, name or country matches the text, for the destination box',
      body: ZSearchCitiesBody,
      ok: ZSearchCitiesResponse,
    }),
    async (request) =>
      searchCities({
        db: app.db,
        tenantId: request.tenant.id,
        cities,
        searchText: request.body.searchText,
        now: app.now(),
      }),
  );

  app.post(
    HolidayPaths.searchPackages,
    routeOptions(access, {
      tags,
      summary:
        'Published packages to a city with a departure in the month or range and seats for the party, filtered, sorted and paged, with filter counts',
      body: ZHolidaySearchRequest,
      ok: ZHolidaySearchResponse,
    }),
    async (request) =>
      searchPackages({
        db: app.db,
        tenantId: request.tenant.id,
        cities,
        currency: request.tenant.config.global.defaultCurrency,
        request: request.body,
        now: app.now(),
      }),
  );

  app.get(
    HolidayPaths.packageDetail,
    routeOptions(access, {
      tags,
      summary: 'A published package with its itinerary, inclusions, gallery and departures after today',
      querystring: ZPackageDetailQuery,
      ok: ZPackageDetailResponse,
    }),
    async (request) =>
      getPackageDetail({
        db: app.db,
        tenantId: request.tenant.id,
        cities,
        packageId: request.query.packageId,
        now: app.now(),
      }),
  );

  app.get(
    HolidayPaths.packageImage,
    routeOptions(imageAccess, {
      tags,
      summary: 'A gallery image of the host’s tenant: a drawn SVG scene, or an uploaded png or jpeg',
      querystring: ZPackageImageQuery,
    }),
    async (request, reply) => {
      const image = await getPackageImage({
        db: app.db,
        files,
        tenantId: request.tenant.id,
        imageId: request.query.imageId,
      });
      if (image.fileName) reply.header('content-disposition', `attachment; filename="${image.fileName}"`);
      return (
        reply
          .header('content-type', image.contentType)
          .header('cache-control', imageCacheControl)
          // The 200 answer is the file as it is, outside the JSON response schemas.
          .send(image.content as never)
      );
    },
  );

  app.get(
    PackageUtilityPaths.allPackages,
    routeOptions(access, {
      tags: ['utility'],
      summary: 'Every published package of the tenant in short form, by title',
      ok: ZAllPackagesResponse,
    }),
    async (request) => getAllPackages({ db: app.db, tenantId: request.tenant.id, cities, now: app.now() }),
  );

  await app.register(operatorCatalogueRoutes({ cities, files }));
};
