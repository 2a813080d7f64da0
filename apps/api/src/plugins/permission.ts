import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isPermitted } from '../lib/permission';

/**
 * Enforces each route's permission decision after the auth plugin has found the user (spec §6 rule, shared with
 * the web through `hasFunctionality`). Runs for the user's effective functionalities as loaded with the session,
 * so a role change applies on the very next request.
 */
export const permissionPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const { auth, permission } = request.routeOptions.config;
      if (auth === 'public' || !request.user) return;
      if (!isPermitted({ ...request.user, tenantIsMain: request.tenant.isMain }, permission)) {
        throw AppError.forbidden();
      }
    });
  },
  { name: 'permission', dependencies: ['auth'] },
);
