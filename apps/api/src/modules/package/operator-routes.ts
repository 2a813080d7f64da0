import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HolidayImageField,
  HolidayOperatorPaths,
  OperatorPermission,
  ZCreatePackageBody,
  ZOperatorPackageQuery,
  ZOperatorPackageResponse,
  ZOperatorPackagesPage,
  ZOperatorPackagesQuery,
  ZPackageIdBody,
  ZRemoveImageBody,
  ZUpdatePackageBody,
} from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { createPackage } from './create-package';
import { getOperatorPackage } from './get-operator-package';
import type { CityDirectory } from './holiday-cities';
import { listOperatorPackages } from './list-operator-packages';
import { publishPackage } from './publish-package';
import { removePackageImage } from './remove-package-image';
import { unpublishPackage } from './unpublish-package';
import { updatePackage } from './update-package';
import { readImageForm, uploadPackageImage } from './upload-package-image';

const access = { auth: 'user', permission: OperatorPermission.ManageHolidayCatalogue } as const;
const tags = ['backoffice'];

/** The operators' catalogue (back office): list, read, write, publish and withdraw packages; their galleries. */
export function operatorCatalogueRoutes(deps: {
  cities: CityDirectory;
  files: FileStore;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Only this context parses multipart (the gallery upload); every other route keeps answering 415 to it.
    await app.register(multipart);
    const { cities, files } = deps;
    const scope = (request: { tenant: { id: string } }) => ({
      db: app.db,
      tenantId: request.tenant.id,
      cities,
      now: app.now(),
    });

    app.get(
      HolidayOperatorPaths.packages,
      routeOptions(access, {
        tags,
        summary: 'The tenant’s packages, the latest edited first, with a count per status',
        querystring: ZOperatorPackagesQuery,
        ok: ZOperatorPackagesPage,
      }),
      async (request) => listOperatorPackages({ ...scope(request), query: request.query }),
    );

    app.get(
      HolidayOperatorPaths.package,
      routeOptions(access, {
        tags,
        summary: 'One package as written, with every departure, what bookings took and the gallery',
        querystring: ZOperatorPackageQuery,
        ok: ZOperatorPackageResponse,
      }),
      async (request) => getOperatorPackage({ ...scope(request), packageId: request.query.packageId }),
    );

    app.post(
      HolidayOperatorPaths.createPackage,
      routeOptions(access, {
        tags,
        summary: 'Create a package (Draft) with its departures; the code must be free in the tenant',
        body: ZCreatePackageBody,
        ok: ZOperatorPackageResponse,
        errors: [409],
      }),
      async (request) =>
        createPackage({
          ...scope(request),
          operatorId: requireUser(request).id,
          currency: request.tenant.config.global.defaultCurrency,
          body: request.body,
        }),
    );

    app.post(
      HolidayOperatorPaths.updatePackage,
      routeOptions(access, {
        tags,
        summary:
          'Write a package and its departures again; seats taken by bookings stay taken, departures named by enquiries stay',
        body: ZUpdatePackageBody,
        ok: ZOperatorPackageResponse,
        errors: [409],
      }),
      async (request) =>
        updatePackage({
          ...scope(request),
          currency: request.tenant.config.global.defaultCurrency,
          body: request.body,
        }),
    );

    app.post(
      HolidayOperatorPaths.publishPackage,
      routeOptions(access, {
        tags,
        summary: 'Publish a package: it needs a gallery image and a future departure with seats (else 422)',
        body: ZPackageIdBody,
        ok: ZOperatorPackageResponse,
        errors: [409, 422],
      }),
      async (request) => publishPackage({ ...scope(request), packageId: request.body.packageId }),
    );

    app.post(
      HolidayOperatorPaths.unpublishPackage,
      routeOptions(access, {
        tags,
        summary: 'Withdraw a published package; enquiries and bookings already made keep it',
        body: ZPackageIdBody,
        ok: ZOperatorPackageResponse,
        errors: [409],
      }),
      async (request) => unpublishPackage({ ...scope(request), packageId: request.body.packageId }),
    );

    app.post(
      HolidayOperatorPaths.uploadImage,
      routeOptions(access, {
        tags,
        summary: 'Add an image to a package’s gallery (multipart/form-data)',
        description: `Text fields: ${HolidayImageField.packageId}, ${HolidayImageField.caption} (optional). File: ${HolidayImageField.file} (png or jpeg by content, at most 1 MB; at most 12 images a gallery).`,
        consumes: ['multipart/form-data'],
        ok: ZOperatorPackageResponse,
        errors: [400, 409, 413, 415],
      }),
      async (request) => uploadPackageImage({ ...scope(request), files, form: await readImageForm(request) }),
    );

    app.post(
      HolidayOperatorPaths.removeImage,
      routeOptions(access, {
        tags,
        summary: 'Remove an image from a package’s gallery; a published package keeps at least one',
        body: ZRemoveImageBody,
        ok: ZOperatorPackageResponse,
        errors: [409],
      }),
      async (request) => removePackageImage({ ...scope(request), files, body: request.body }),
    );
  };
}
