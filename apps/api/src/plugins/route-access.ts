import type { FastifyInstance } from 'fastify';

/**
 * Declares the routes a third-party plugin registers in this context (docs pages, static files) as public and
 * tenant-free, so they carry an explicit access decision like our own routes do.
 */
export function markRoutesPublic(context: FastifyInstance): void {
  context.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: 'public', permission: 'none', tenant: 'none' };
  });
}

/** Lists the bearer scheme on routes that need a session, so /docs shows the lock and the Authorize button works. */
export function documentBearerAuth(context: FastifyInstance): void {
  context.addHook('onRoute', (route) => {
    if (route.config?.auth === 'user' && route.schema) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    }
  });
}
