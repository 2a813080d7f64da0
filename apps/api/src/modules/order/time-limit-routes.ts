import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OrderPaths,
  ZExtendTimeLimitRequest,
  ZOrderAnswer,
  ZOrderReferenceRequest,
  ZTimeLimitExtension,
  ZUpdatedTimeLimit,
} from '@portal/contracts';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { extendTimeLimit } from '../../orders/extend-time-limit';
import { getTimeLimitExtension } from '../../orders/get-time-limit-extension';
import { refreshTimeLimit } from '../../orders/refresh-time-limit';
import { agencyScopeOf } from '../../lib/agency-scope';

const viewAccess = { auth: 'user', permission: 'ViewBooking' } as const;
const extendAccess = { auth: 'user', permission: 'ExtendTimeLimit' } as const;
const tags = ['orders'];

/** A held order's time limit: read again from the airline, and extended on request. */
export const timeLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: Parameters<typeof requireAgencyUser>[0]) => {
    const user = requireAgencyUser(request);
    return { user, scope: agencyScopeOf(user) };
  };

  app.post(
    OrderPaths.getUpdatedTimeLimit,
    routeOptions(viewAccess, {
      tags,
      summary: 'Read a held order’s time limit from the airline again and keep it on the order',
      body: ZOrderReferenceRequest,
      ok: ZUpdatedTimeLimit,
    }),
    async (request) => {
      const { user, scope } = scopeOf(request);
      return refreshTimeLimit({
        db: app.db,
        viewer: user,
        scope,
        orderReference: request.body.orderReference,
        supplier: app.flightBooking,
        now: app.now(),
      });
    },
  );

  app.post(
    OrderPaths.getExtendTimeLimitRequest,
    routeOptions(extendAccess, {
      tags,
      summary: 'The held order’s time limit and the latest the airline would extend it to',
      body: ZOrderReferenceRequest,
      ok: ZTimeLimitExtension,
      errors: [409],
    }),
    async (request) =>
      getTimeLimitExtension({
        db: app.db,
        scope: scopeOf(request).scope,
        orderReference: request.body.orderReference,
        supplier: app.flightBooking,
        now: app.now(),
      }),
  );

  app.post(
    OrderPaths.updateExtendTimeLimitRequest,
    routeOptions(extendAccess, {
      tags,
      summary: 'Ask the airline to hold the booking longer; it grants at most its latest time limit',
      body: ZExtendTimeLimitRequest,
      ok: ZOrderAnswer,
      errors: [409, 422],
    }),
    async (request) => {
      const { user, scope } = scopeOf(request);
      return extendTimeLimit({
        db: app.db,
        viewer: user,
        scope,
        orderReference: request.body.orderReference,
        until: new Date(request.body.timeLimit),
        supplier: app.flightBooking,
        userId: user.id,
        now: app.now(),
      });
    },
  );
};
