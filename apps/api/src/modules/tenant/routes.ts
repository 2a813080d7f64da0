import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TenantPaths, ZGetTenantConfigResponse } from '@portal/contracts';
import { commonErrors, errorResponses } from '../../lib/route-schema';
import { getTenantConfig } from './get-tenant-config';

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TenantPaths.getTenantConfig,
    {
      config: { auth: 'public', permission: 'none' },
      schema: {
        tags: ['tenant'],
        summary: 'The brand of the tenant the request host (or X-Tenant-Id) resolves to',
        response: { 200: ZGetTenantConfigResponse, ...errorResponses(...commonErrors) },
      },
    },
    async (request) => getTenantConfig({ tenant: request.tenant }),
  );
};
