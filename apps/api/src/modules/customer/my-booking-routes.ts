import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerPaths, ZBookingsPage, ZBookingsRequest } from '@portal/contracts';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getBookings } from './get-bookings';

/** The bookings queue (spec §2 /my-bookings and /ticket-management): MyBooking/GetBookings. */
export const myBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CustomerPaths.getBookings,
    routeOptions(
      { auth: 'user', permission: 'ShowBookings' },
      {
        tags: ['customer'],
        summary:
          'The agency’s flight orders, newest first: one status tab with every tab’s count, filtered, searched and paged',
        body: ZBookingsRequest,
        ok: ZBookingsPage,
      },
    ),
    async (request) => {
      const user = requireAgencyUser(request);
      return getBookings({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        branchId: user.branchId,
        request: request.body,
      });
    },
  );
};
