import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TenantPaths, ZTenantAssetFileParams } from '@portal/contracts';
import { routeOptions } from '../../lib/route-options';
import { getTenantAsset } from './get-tenant-asset';

/**
 * Brand pictures, public like the pages that show them and alike on every host (the back office previews another
 * tenant's brand), so no tenant is resolved. A name is an id that never changes content, so browsers keep it.
 */
export const tenantAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${TenantPaths.assetFile}/:name`,
    routeOptions(
      { auth: 'public', permission: 'none', tenant: 'none' },
      {
        tags: ['tenant'],
        summary: 'An uploaded brand picture (png or jpeg), cached for good',
        params: ZTenantAssetFileParams,
        errors: [404],
      },
    ),
    async (request, reply) => {
      const asset = await getTenantAsset({ db: app.db, name: request.params.name });
      // The 200 answer is the picture's bytes, deliberately outside the JSON response schemas.
      return reply
        .header('content-type', asset.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(asset.bytes as never);
    },
  );
};
