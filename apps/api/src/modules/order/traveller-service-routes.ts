import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderPaths, ZOrderReferenceRequest, ZServiceHistory, ZTravellerServices } from '@portal/contracts';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getServiceHistory } from '../../orders/get-service-history';
import { getTravellerServices } from '../../orders/get-traveller-services';
import { agencyScopeOf } from '../../lib/agency-scope';

const viewAccess = { auth: 'user', permission: 'ViewBooking' } as const;
const historyAccess = { auth: 'user', permission: 'SSRHistory' } as const;
const tags = ['orders'];

/** The travellers' seats, meals, bags and special services as the airline has confirmed them, and their history. */
export const travellerServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: Parameters<typeof requireAgencyUser>[0]) => {
    const user = requireAgencyUser(request);
    return agencyScopeOf(user);
  };

  app.post(
    OrderPaths.getUpdatedTravelerSsrStatus,
    routeOptions(viewAccess, {
      tags,
      summary: 'Each traveller’s services (seat, meal, bags, special services) as the airline has them now',
      body: ZOrderReferenceRequest,
      ok: ZTravellerServices,
    }),
    async (request) =>
      getTravellerServices({
        db: app.db,
        scope: scopeOf(request),
        orderReference: request.body.orderReference,
        supplier: app.flightBooking,
      }),
  );

  app.post(
    OrderPaths.airSsrHistory,
    routeOptions(historyAccess, {
      tags,
      summary: 'Every status change of the travellers’ services, oldest first',
      body: ZOrderReferenceRequest,
      ok: ZServiceHistory,
    }),
    async (request) =>
      getServiceHistory({
        db: app.db,
        scope: scopeOf(request),
        orderReference: request.body.orderReference,
        supplier: app.flightBooking,
      }),
  );
};
