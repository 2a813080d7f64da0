import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OrderPaths,
  ZOrderNotificationsResponse,
  ZOrderSearchQuery,
  ZOrderSearchResponse,
} from '@portal/contracts';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getOrderNotifications } from './get-order-notifications';
import { searchOrders } from './search-orders';
import { agencyScopeOf } from '../../lib/agency-scope';

const viewAccess = { auth: 'user', permission: 'ViewBooking' } as const;
const tags = ['orders'];

/** The orders service's queue calls (spec §7 "Orders"): GET SearchOrders and GET GetNotifications. */
export const orderQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OrderPaths.searchOrders,
    routeOptions(viewAccess, {
      tags,
      summary: 'Up to 10 of the agency’s orders whose reference, PNR or traveller’s name holds the keyword',
      querystring: ZOrderSearchQuery,
      ok: ZOrderSearchResponse,
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return searchOrders({
        db: app.db,
        scope: agencyScopeOf(user),
        keyword: request.query.keyword,
      });
    },
  );

  app.get(
    OrderPaths.getNotifications,
    routeOptions(viewAccess, {
      tags,
      summary:
        'What needs attention on the agency’s orders: time limits near, dues falling due, recent changes of status; each kind only to users allowed what it shows',
      ok: ZOrderNotificationsResponse,
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return getOrderNotifications({
        db: app.db,
        scope: agencyScopeOf(user),
        userId: user.id,
        functionalities: user.functionalities,
        now: app.now(),
      });
    },
  );
};
