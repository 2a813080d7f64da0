import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdentityPaths,
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZLogoutResponse,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { authenticateRateLimit } from '../../plugins/rate-limit';
import { bodyErrors, commonErrors, errorResponses } from '../../lib/route-schema';
import { authenticate } from './authenticate';
import { logout } from './logout';

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    IdentityPaths.authenticate,
    {
      config: { auth: 'public', permission: 'none', rateLimit: authenticateRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'Log in with email and password; answers a session token',
        description:
          'Wrong credentials answer 401 with the same body for an unknown email and a wrong password.',
        body: ZAuthenticateRequest,
        response: {
          200: ZAuthenticateResponse,
          401: ZAuthenticateResponse,
          ...errorResponses(...bodyErrors, ...commonErrors),
        },
      },
    },
    async (request, reply) => {
      const result = await authenticate({
        db: app.db,
        tenantId: request.tenant.id,
        credentials: request.body,
      });
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    IdentityPaths.logout,
    {
      config: { auth: 'user', permission: 'none' },
      schema: {
        tags: ['identity'],
        summary: 'End the current session',
        response: { 200: ZLogoutResponse, ...errorResponses(401, ...commonErrors) },
      },
    },
    async (request) => logout({ db: app.db, user: requireUser(request) }),
  );
};
