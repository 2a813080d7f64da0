import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createParseSerializerCompiler } from '../../lib/parse-serializer';
import { bookingRoutes } from './booking-routes';
import { proposalRoutes } from './proposal-routes';
import { createSearchStore } from './search-store';
import { searchRoutes } from './search-routes';
import { servicePartRoutes } from './service-part-routes';

/** The flight service: search, fare rules, proposals and booking, sharing one store of search sessions. */
export const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  // Search results echo the request, whose airport codes are upper-cased on the way in (see the serializer).
  app.setSerializerCompiler(
    createParseSerializerCompiler({ checkResponses: app.env.NODE_ENV !== 'production' }),
  );
  const store = createSearchStore({ cache: app.cache, supply: app.supply });
  await app.register(searchRoutes(store));
  await app.register(proposalRoutes(store));
  await app.register(bookingRoutes(store));
  await app.register(servicePartRoutes);
};
