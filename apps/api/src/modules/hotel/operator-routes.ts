import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HotelOperatorPaths,
  IdempotencyHeader,
  OperatorPermission,
  ZHotelBooking,
  ZHotelDecision,
  ZHotelOperatorQueue,
  ZHotelOperatorQueueQuery,
  type HotelBooking,
} from '@portal/contracts';
import { createMessaging } from '../../adapters/registry';
import { idempotencyKeyOf, runIdempotent } from '../../lib/idempotency/run-idempotent';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { decideHotelBooking } from './decide-hotel-booking';
import { listUnconfirmedBookings } from './list-unconfirmed-bookings';
import { mailHotelDecision } from './mail-hotel-decision';

const access = { auth: 'user', permission: OperatorPermission.ResolveHotelBookings } as const;
const tags = ['backoffice'];

/** The operators' desk for hotel bookings the supplier has not yet confirmed: the queue and one decision each. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const messaging = createMessaging({ env: app.env, db: app.db });

  app.get(
    HotelOperatorPaths.queue,
    routeOptions(access, {
      tags,
      summary:
        'The tenant’s unconfirmed hotel bookings of every agency, the longest waiting first, with their age',
      querystring: ZHotelOperatorQueueQuery,
      ok: ZHotelOperatorQueue,
    }),
    async (request) =>
      listUnconfirmedBookings({
        db: app.db,
        tenantId: request.tenant.id,
        query: request.query,
        now: app.now(),
      }),
  );

  app.post(
    HotelOperatorPaths.decide,
    routeOptions(access, {
      tags,
      summary:
        'Confirm an unconfirmed booking with the hotel’s confirmation number, or refuse it (refunded in full); the agency is mailed (Idempotency-Key required)',
      body: ZHotelDecision,
      ok: ZHotelBooking,
      errors: [409, 422],
    }),
    async (request, reply) => {
      const operator = requireUser(request);
      const now = app.now();
      const answer = await runIdempotent<HotelBooking>(
        {
          db: app.db,
          tenantId: request.tenant.id,
          userId: operator.id,
          key: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${HotelOperatorPaths.decide}`,
          request: request.body,
          now,
        },
        (tx) =>
          decideHotelBooking({
            tx,
            tenantId: request.tenant.id,
            operator,
            supplier: app.hotelSupplier,
            body: request.body,
            now,
          }),
      );
      if (answer.statusCode === 200 && !answer.replayed && 'reference' in answer.body) {
        await mailHotelDecision({
          db: app.db,
          messaging,
          log: request.log,
          tenantId: request.tenant.id,
          brand: request.tenant.config.company.shortName || request.tenant.config.tenantName,
          booking: answer.body,
          note: request.body.note ?? null,
        });
      }
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
