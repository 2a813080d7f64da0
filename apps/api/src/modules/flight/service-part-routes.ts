import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FlightBookingPaths,
  ZBaggageList,
  ZMealList,
  ZPriceIdQuery,
  ZSsrList,
  type ServiceList,
} from '@portal/contracts';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getServiceList } from './get-service-list';

const bookAccess = { auth: 'user', permission: 'BookTicket' } as const;
const tags = ['flight booking'];

/** GetBaggage, GetMeal and GetSSR: one kind of extra of the service list each, for pages that ask for one only. */
export const servicePartRoutes: FastifyPluginAsyncZod = async (app) => {
  const serviceListOf = (request: Parameters<typeof requireAgencyUser>[0], priceId: string) => {
    const user = requireAgencyUser(request);
    return getServiceList({
      cache: app.cache,
      supplier: app.flightBooking,
      owner: { tenantId: user.tenantId, agencyId: user.agencyId },
      priceId,
      now: app.now(),
    });
  };
  const legsWith = <K extends 'baggage' | 'meals'>(list: ServiceList, kind: K) =>
    list.legs.map((leg) => ({
      legKey: leg.legKey,
      origin: leg.origin,
      destination: leg.destination,
      [kind]: leg[kind],
    })) as Array<Pick<ServiceList['legs'][number], 'legKey' | 'origin' | 'destination' | K>>;

  app.get(
    FlightBookingPaths.getBaggage,
    routeOptions(bookAccess, {
      tags,
      summary: 'Extra baggage bundles on each flight of the priced itinerary',
      querystring: ZPriceIdQuery,
      ok: ZBaggageList,
      errors: [410],
    }),
    async (request) => ({
      legs: legsWith(await serviceListOf(request, request.query.priceId), 'baggage'),
    }),
  );

  app.get(
    FlightBookingPaths.getMeal,
    routeOptions(bookAccess, {
      tags,
      summary: 'Special meals served on each flight of the priced itinerary',
      querystring: ZPriceIdQuery,
      ok: ZMealList,
      errors: [410],
    }),
    async (request) => ({ legs: legsWith(await serviceListOf(request, request.query.priceId), 'meals') }),
  );

  app.get(
    FlightBookingPaths.getSsr,
    routeOptions(bookAccess, {
      tags,
      summary: 'Special service requests (wheelchair, assistance …) the airline accepts on this itinerary',
      querystring: ZPriceIdQuery,
      ok: ZSsrList,
      errors: [410],
    }),
    async (request) => ({
      specialServices: (await serviceListOf(request, request.query.priceId)).specialServices,
    }),
  );
};
