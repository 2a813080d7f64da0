import fp from 'fastify-plugin';
import { IdentityErrorCode, IdentityMessage } from '@portal/contracts';
import { AppError } from '../lib/app-error';
import { resolveSession } from '../modules/identity/resolve-session';

const bearer = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/;

/**
 * Enforces each route's declared access: `auth: 'user'` needs a live session of the request's tenant (the
 * permission plugin then checks the route's permission). A route that declares no auth is treated as needing a
 * user, so forgetting fails closed.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const { auth } = request.routeOptions.config;
      if (auth === 'public') return;

      const token = bearer.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw AppError.unauthenticated('Please log in to continue.');
      const user = await resolveSession({
        db: app.db,
        tenantId: request.tenant.id,
        token,
        cache: app.sessionCache,
      });
      if (!user) throw AppError.unauthenticated();
      const { restrictedSteps, acceptsEndedSession } = request.routeOptions.config;
      if (user.forcedLogout && !acceptsEndedSession) {
        throw new AppError(IdentityErrorCode.SessionEnded, 401, IdentityMessage.sessionEnded);
      }
      if (user.restriction && !restrictedSteps?.includes(user.restriction)) {
        throw new AppError(IdentityErrorCode.SessionRestricted, 403, IdentityMessage.sessionRestricted);
      }
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['tenant'] },
);
