import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HolidayPaths,
  IdempotencyHeader,
  ZHolidayCancelBody,
  ZHolidayMessageBody,
  ZHolidayQueuePage,
  ZHolidayQueueQuery,
  ZHolidayQuoteDecisionBody,
  ZHolidayRequest,
  ZHolidayRequestReferenceQuery,
  ZSendHolidayRequestBody,
  type HolidayRequest,
} from '@portal/contracts';
import { idempotencyKeyOf, runIdempotent } from '../../lib/idempotency/run-idempotent';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { acceptHolidayQuote } from './accept-holiday-quote';
import { cancelHolidayRequest } from './cancel-holiday-request';
import { declineHolidayQuote } from './decline-holiday-quote';
import { requestCities } from './holiday-request-cities';
import { loadHolidayRequestView } from './holiday-request-view';
import { listHolidayRequests } from './list-holiday-requests';
import { sendHolidayRequest } from './send-holiday-request';
import { sendHolidayRequestMessage } from './send-holiday-request-message';

// Enquiring is part of the holiday search (AccessHoliday, 245); following, answering and paying for the enquiries
// is the holiday queue's (ShowHolidayQueue, 246).
const enquireAccess = { auth: 'user', permission: 'AccessHoliday' } as const;
const queueAccess = { auth: 'user', permission: 'ShowHolidayQueue' } as const;
const tags = ['package'];

/** The agency's holiday enquiries (spec §2 /holiday-requests, §7 Package/SendRequest). */
export const holidayRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const cities = requestCities(app.supply);
  const callerOf = (request: Parameters<typeof requireAgencyUser>[0] & { tenant: { id: string } }) => {
    const user = requireAgencyUser(request);
    return { scope: { tenantId: request.tenant.id, agencyId: user.agencyId, branchId: user.branchId }, user };
  };

  app.post(
    HolidayPaths.sendRequest,
    routeOptions(enquireAccess, {
      tags,
      summary:
        'Send an enquiry for a departure of a published package (Idempotency-Key required): travellers, rooms, notes',
      body: ZSendHolidayRequestBody,
      ok: ZHolidayRequest,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const { scope, user } = callerOf(request);
      const now = app.now();
      const answer = await runIdempotent<HolidayRequest>(
        {
          db: app.db,
          tenantId: scope.tenantId,
          userId: user.id,
          key: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${HolidayPaths.sendRequest}`,
          request: request.body,
          now,
        },
        (tx) => sendHolidayRequest({ tx, scope, user, body: request.body, cities, now }),
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    HolidayPaths.requests,
    routeOptions(queueAccess, {
      tags,
      summary: 'The agency’s holiday requests in tabs with counts (newest first), searched and paged',
      querystring: ZHolidayQueueQuery,
      ok: ZHolidayQueuePage,
    }),
    async (request) =>
      listHolidayRequests({
        db: app.db,
        scope: callerOf(request).scope,
        query: request.query,
        cities,
        now: app.now(),
      }),
  );

  app.get(
    HolidayPaths.request,
    routeOptions(queueAccess, {
      tags,
      summary:
        'One holiday request with its package, quotes, history and messages; another agency’s answers 404',
      querystring: ZHolidayRequestReferenceQuery,
      ok: ZHolidayRequest,
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      return loadHolidayRequestView(app.db, {
        scope,
        reference: request.query.reference,
        viewer: { side: 'Agency', functionalities: user.functionalities },
        cities,
        now: app.now(),
      });
    },
  );

  app.post(
    HolidayPaths.message,
    routeOptions(queueAccess, {
      tags,
      summary: 'Write to the operators on a holiday request’s thread',
      body: ZHolidayMessageBody,
      ok: ZHolidayRequest,
      errors: [404, 409],
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      return sendHolidayRequestMessage({
        db: app.db,
        scope,
        userId: user.id,
        viewer: { side: 'Agency', functionalities: user.functionalities },
        body: request.body,
        cities,
        now: app.now(),
      });
    },
  );

  app.post(
    HolidayPaths.accept,
    routeOptions(queueAccess, {
      tags,
      summary:
        'Accept the current quote (Idempotency-Key required): the seats are taken, the deposit paid from the wallet and the balance put on the dues',
      body: ZHolidayQuoteDecisionBody,
      ok: ZHolidayRequest,
      errors: [404, 409, 422],
    }),
    async (request, reply) => {
      const { scope, user } = callerOf(request);
      const now = app.now();
      const answer = await runIdempotent<HolidayRequest>(
        {
          db: app.db,
          tenantId: scope.tenantId,
          userId: user.id,
          key: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${HolidayPaths.accept}`,
          request: request.body,
          now,
        },
        (tx) => acceptHolidayQuote({ tx, scope, user, body: request.body, cities, now }),
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    HolidayPaths.decline,
    routeOptions(queueAccess, {
      tags,
      summary: 'Decline the current quote: the request is cancelled and nothing is charged',
      body: ZHolidayQuoteDecisionBody,
      ok: ZHolidayRequest,
      errors: [404, 409],
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      return declineHolidayQuote({ db: app.db, scope, user, body: request.body, cities, now: app.now() });
    },
  );

  app.post(
    HolidayPaths.cancel,
    routeOptions(queueAccess, {
      tags,
      summary: 'Withdraw an enquiry not yet confirmed (New, Quoted or Expired)',
      body: ZHolidayCancelBody,
      ok: ZHolidayRequest,
      errors: [404, 409],
    }),
    async (request) => {
      const { scope, user } = callerOf(request);
      return cancelHolidayRequest({ db: app.db, scope, user, body: request.body, cities, now: app.now() });
    },
  );
};
