import fp from 'fastify-plugin';
import { Header } from '@portal/contracts';
import { createTenantDirectory } from '../modules/tenant/tenant-directory';

/**
 * Resolves the brand of every request before anything else runs, so handlers and repositories always have a
 * tenant to scope by. Routes declaring `tenant: 'none'` (health, docs, static files) skip it; the page fallback
 * resolves it itself through the same directory.
 */
export const tenantPlugin = fp(
  async (app) => {
    const directory = await createTenantDirectory({
      db: app.db,
      cache: app.cache,
      onBroadcastError: (error) => app.log.error({ err: error }, 'tenants-changed broadcast was not sent'),
    });
    app.decorate('tenantDirectory', directory);
    app.addHook('onClose', async () => directory.stop());
    app.decorateRequest('tenant', null as never);
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.tenant === 'none') return;
      const header = request.headers[Header.tenantId];
      request.tenant = await directory.resolve({
        hostname: request.hostname,
        tenantIdHeader: typeof header === 'string' ? header : undefined,
      });
    });
  },
  { name: 'tenant', dependencies: ['errors'] },
);
