import fp from 'fastify-plugin';
import { Header } from '@portal/contracts';
import { resolveTenant } from '../modules/tenant/resolve-tenant';
import type { ResolvedTenant } from '../modules/tenant/tenant.repository';

/**
 * Brands change rarely and every call needs one, so each process remembers what a host resolved to for a few
 * seconds instead of reading (and validating) the tenant config on every call. Bounded, as hosts come from clients.
 */
const rememberMs = 10_000;
const maxRemembered = 500;

/**
 * Resolves the brand of every request before anything else runs, so handlers and repositories always have a
 * tenant to scope by. Routes declaring `tenant: 'none'` (health, docs, static files) skip it; the page fallback
 * resolves it itself.
 */
export const tenantPlugin = fp(
  async (app) => {
    app.decorateRequest('tenant', null as never);
    const remembered = new Map<string, { tenant: ResolvedTenant; until: number }>();
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.tenant === 'none') return;
      const header = request.headers[Header.tenantId];
      const tenantIdHeader = typeof header === 'string' ? header : undefined;
      const key = `${tenantIdHeader ?? ''}|${request.hostname}`;
      const now = Date.now();
      const known = remembered.get(key);
      if (known && known.until > now) {
        request.tenant = known.tenant;
        return;
      }
      request.tenant = await resolveTenant({ db: app.db, hostname: request.hostname, tenantIdHeader });
      if (remembered.size >= maxRemembered) remembered.clear();
      remembered.set(key, { tenant: request.tenant, until: now + rememberMs });
    });
  },
  { name: 'tenant', dependencies: ['errors'] },
);
