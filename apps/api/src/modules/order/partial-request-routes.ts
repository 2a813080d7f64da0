import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderPaths, ZEnablePartialPaymentRequest, ZOrderAnswer } from '@portal/contracts';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { requestPartialPayment } from '../../orders/request-partial-payment';
import { agencyScopeOf } from '../../lib/agency-scope';

const requestAccess = { auth: 'user', permission: 'EnablePartialPayment' } as const;

/** The agent's side of part payment by exception: ask the operators to enable it on a held order. */
export const partialRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    OrderPaths.initiateRequestToEnablePartialPayment,
    routeOptions(requestAccess, {
      tags: ['orders'],
      summary:
        'Ask the operators to enable part payment on a held order not offered it (departure at least 2 days away)',
      body: ZEnablePartialPaymentRequest,
      ok: ZOrderAnswer,
      errors: [409, 422],
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return requestPartialPayment({
        db: app.db,
        viewer: user,
        scope: agencyScopeOf(user),
        userId: user.id,
        request: request.body,
        now: app.now(),
      });
    },
  );
};
