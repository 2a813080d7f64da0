import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRoutes } from './booking-routes';
import { operatorRoutes } from './operator-routes';
import { createHotelSearchStore } from './search-store';
import { searchRoutes } from './search-routes';

/** The hotel service: search and hotel details, and the booking side, sharing one store of search sessions. */
export const hotelRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createHotelSearchStore({ cache: app.cache, supplier: app.hotelSupplier, db: app.db });
  await app.register(searchRoutes(store));
  await app.register(bookingRoutes(store));
  await app.register(operatorRoutes);
};
