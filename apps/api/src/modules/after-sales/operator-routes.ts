import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AfterSalesOperatorPaths,
  IdempotencyHeader,
  OperatorPermission,
  ZAfterSalesRequest,
  ZAssignRequestBody,
  ZAutomaticAmounts,
  ZOperatorDecisionBody,
  ZOperatorQuoteBody,
  ZOperatorRequestQueueQuery,
  ZRequestQueuePage,
  ZRequestReferenceQuery,
  type AfterSalesRequest,
} from '@portal/contracts';
import { createMessaging } from '../../adapters/registry';
import { idempotencyKeyOf, runIdempotent } from '../../lib/idempotency/run-idempotent';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { tenantTimeZone } from '../../lib/tenant-clock';
import { assignRequest } from './assign-request';
import { decideRequest } from './decide-request';
import { getAutomaticAmounts } from './get-automatic-amounts';
import { listRequestQueue } from './list-request-queue';
import { mailRequestDecision } from './mail-request-decision';
import { quoteRequest } from './quote-request';
import { loadRequestView } from './request-view';

const access = { auth: 'user', permission: OperatorPermission.ResolveAfterSales } as const;
const tags = ['backoffice'];

/** The operators' after-sales desk: every kind's queue, assignment, manual quotes and one decision per request. */
export const operatorRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const messaging = createMessaging({ env: app.env, db: app.db });
  const scopeOf = (request: { tenant: { id: string } }) => ({ tenantId: request.tenant.id, agencyId: null, branchId: null });

  app.get(
    AfterSalesOperatorPaths.queue,
    routeOptions(access, {
      tags,
      summary: 'The tenant’s requests of a kind in status tabs, the longest waiting first, with their age',
      querystring: ZOperatorRequestQueueQuery,
      ok: ZRequestQueuePage,
    }),
    async (request) =>
      listRequestQueue({
        db: app.db,
        scope: scopeOf(request),
        kind: request.query.kind,
        query: request.query,
        now: app.now(),
      }),
  );

  app.get(
    AfterSalesOperatorPaths.getRequest,
    routeOptions(access, {
      tags,
      summary: 'One request of the tenant with its quotes, history and the airline’s automatic figures',
      querystring: ZRequestReferenceQuery,
      ok: ZAfterSalesRequest,
    }),
    async (request) =>
      loadRequestView(app.db, {
        scope: scopeOf(request),
        kind: null,
        reference: request.query.reference,
        now: app.now(),
      }),
  );

  app.get(
    AfterSalesOperatorPaths.automaticAmounts,
    routeOptions(access, {
      tags,
      summary: 'What the airline’s own rules give the request now: the starting point of a manual quote',
      querystring: ZRequestReferenceQuery,
      ok: ZAutomaticAmounts,
      errors: [409, 422],
    }),
    async (request) =>
      getAutomaticAmounts({
        db: app.db,
        scope: scopeOf(request),
        kind: null,
        reference: request.query.reference,
        supplier: app.flightBooking,
        now: app.now(),
      }),
  );

  app.post(
    AfterSalesOperatorPaths.assign,
    routeOptions(access, {
      tags,
      summary: 'Take a request (assign it to me) or release it',
      body: ZAssignRequestBody,
      ok: ZAfterSalesRequest,
      errors: [409],
    }),
    async (request) =>
      assignRequest({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        body: request.body,
        now: app.now(),
      }),
  );

  app.post(
    AfterSalesOperatorPaths.quote,
    routeOptions(access, {
      tags,
      summary: 'Quote a request by hand (itemised lines, a validity); it supersedes any earlier quote',
      body: ZOperatorQuoteBody,
      ok: ZAfterSalesRequest,
      errors: [409],
    }),
    async (request) =>
      quoteRequest({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        body: request.body,
        now: app.now(),
      }),
  );

  app.post(
    AfterSalesOperatorPaths.decide,
    routeOptions(access, {
      tags,
      summary:
        'Complete an accepted request with the airline’s desk (money posts) or reject it with a reason mailed to the agency (Idempotency-Key required)',
      body: ZOperatorDecisionBody,
      ok: ZAfterSalesRequest,
      errors: [409, 422],
    }),
    async (request, reply) => {
      const operatorId = requireUser(request).id;
      const now = app.now();
      const answer = await runIdempotent<AfterSalesRequest>(
        {
          db: app.db,
          tenantId: request.tenant.id,
          userId: operatorId,
          key: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${AfterSalesOperatorPaths.decide}`,
          request: request.body,
          now,
        },
        (tx) =>
          decideRequest({
            tx,
            tenantId: request.tenant.id,
            operatorId,
            body: request.body,
            supplier: app.flightBooking,
            supply: app.supply,
            timeZone: tenantTimeZone,
            now,
          }),
      );
      if (answer.statusCode === 200 && !answer.replayed && 'reference' in answer.body) {
        await mailRequestDecision({
          db: app.db,
          messaging,
          log: request.log,
          tenantId: request.tenant.id,
          brand: request.tenant.config.company.shortName || request.tenant.config.tenantName,
          request: answer.body,
          note: request.body.note,
        });
      }
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
