import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerPaths, ZUserContext } from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { commonErrors, errorResponses } from '../../lib/route-schema';
import { getUserContext } from './get-user-context';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CustomerPaths.getUserContext,
    {
      config: { auth: 'user', permission: 'none' },
      schema: {
        tags: ['customer'],
        summary: 'The signed-in user: name, company, functionalities and session notices',
        response: { 200: ZUserContext, ...errorResponses(401, ...commonErrors) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return getUserContext({ db: app.db, tenantId: user.tenantId, userId: user.id });
    },
  );
};
