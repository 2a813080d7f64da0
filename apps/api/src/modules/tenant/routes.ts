import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TenantPaths, ZGetTenantConfigResponse } from '@portal/contracts';
import { routeOptions } from '../../lib/route-options';
import { getTenantConfig } from './get-tenant-config';

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TenantPaths.getTenantConfig,
    routeOptions(
      { auth: 'public', permission: 'none' },
      {
        tags: ['tenant'],
        summary: 'The brand of the tenant the request host (or X-Tenant-Id) resolves to',
        ok: ZGetTenantConfigResponse,
      },
    ),
    async (request) => getTenantConfig({ tenant: request.tenant }),
  );
};
