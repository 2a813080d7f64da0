import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  IdempotencyHeader,
  ZAfterSalesOptions,
  ZAfterSalesRequest,
  ZAutomaticAmounts,
  ZOrderReferenceRequest,
  ZRequestQueuePage,
  ZRequestQueueQuery,
  ZRequestReferenceQuery,
  ZUpdateRequestStatusBody,
  type AfterSalesRequest,
  type FunctionalityName,
  type RequestKind,
} from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import type { Db } from '../../db/client';
import { idempotencyKeyOf, runIdempotent } from '../../lib/idempotency/run-idempotent';
import type { PermissionSubject } from '../../lib/permission';
import type { AgencyScope } from '../../orders/flight-order.repository';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { tenantTimeZone } from '../../lib/tenant-clock';
import { getAfterSalesOptions } from './get-after-sales-options';
import { getAutomaticAmounts } from './get-automatic-amounts';
import { listRequestQueue } from './list-request-queue';
import { loadRequestView } from './request-view';
import { updateRequestStatus } from './update-request-status';

type CallerOf = Parameters<typeof requireAgencyUser>[0] & { tenant: { id: string } };

/** The caller's agency scope and who they are, for an agency's request calls. */
export function agencyCaller(request: CallerOf) {
  const user = requireAgencyUser(request);
  return { scope: { tenantId: request.tenant.id, agencyId: user.agencyId, branchId: user.branchId }, user };
}

/**
 * The calls every after-sales kind shares (spec §7): AirGetOrderRequest, Queue, GetRequest, UpdateStatus and the
 * automatic amounts. `ask` registers the kind's own Request call. Seeing a kind's requests needs its list permission
 * (ShowVoidList...) or the request permission (VoidRequest...); acting needs the request permission.
 */
/** What every kind's Request use case takes. */
export interface AskOptions<Body> {
  db: Db;
  scope: AgencyScope;
  user: PermissionSubject & { id: string };
  body: Body;
  supplier: FlightBookingSupplier;
  timeZone: string;
  now: Date;
}

export function requestRoutes<Body>(options: {
  kind: RequestKind;
  paths: {
    airGetOrderRequest: string;
    queue: string;
    getRequest: string;
    updateStatus: string;
    automaticAmounts: string;
  };
  act: FunctionalityName;
  list: FunctionalityName;
  /** The kind's own Request call: its body and the use case that opens the request. */
  ask: {
    path: string;
    summary: string;
    body: ZodType<Body>;
    open: (options: AskOptions<Body>) => Promise<AfterSalesRequest>;
  };
}): FastifyPluginAsyncZod {
  const { kind, paths } = options;
  const tags = ['after-sales'];
  const actAccess = { auth: 'user', permission: options.act } as const;
  const seeAccess = { auth: 'user', permission: [options.list, options.act] } as const;
  const orderAccess = {
    auth: 'user',
    permission: ['VoidRequest', 'RefundRequest', 'ReissueRequest', 'ViewBooking'],
  } as const;

  return async (app) => {
    app.post(
      paths.airGetOrderRequest,
      routeOptions(orderAccess, {
        tags,
        summary:
          'An order’s tickets and what may be done to each now (void, refund, exchange), with the reason when not',
        body: ZOrderReferenceRequest,
        ok: ZAfterSalesOptions,
      }),
      async (request) => {
        const { scope, user } = agencyCaller(request);
        return getAfterSalesOptions({
          db: app.db,
          scope,
          viewer: user,
          orderReference: request.body.orderReference,
          supplier: app.flightBooking,
          timeZone: tenantTimeZone,
          now: app.now(),
        });
      },
    );

    app.post(
      options.ask.path,
      routeOptions(actAccess, {
        tags,
        summary: options.ask.summary,
        body: options.ask.body,
        ok: ZAfterSalesRequest,
        errors: [409, 422],
      }),
      async (request) => {
        const { scope, user } = agencyCaller(request);
        return options.ask.open({
          db: app.db,
          scope,
          user,
          body: request.body as Body,
          supplier: app.flightBooking,
          timeZone: tenantTimeZone,
          now: app.now(),
        });
      },
    );

    app.get(
      paths.queue,
      routeOptions(seeAccess, {
        tags,
        summary: `The agency’s ${kind.toLowerCase()} requests in status tabs with counts, searched and paged`,
        querystring: ZRequestQueueQuery,
        ok: ZRequestQueuePage,
      }),
      async (request) =>
        listRequestQueue({
          db: app.db,
          scope: agencyCaller(request).scope,
          kind,
          query: request.query,
          now: app.now(),
        }),
    );

    app.get(
      paths.getRequest,
      routeOptions(seeAccess, {
        tags,
        summary: `One ${kind.toLowerCase()} request with its quotes and history; another agency’s answers 404`,
        querystring: ZRequestReferenceQuery,
        ok: ZAfterSalesRequest,
      }),
      async (request) =>
        loadRequestView(app.db, {
          scope: agencyCaller(request).scope,
          kind,
          reference: request.query.reference,
          now: app.now(),
        }),
    );

    app.get(
      paths.automaticAmounts,
      routeOptions(seeAccess, {
        tags,
        summary:
          'What the airline’s own rules give the request now (refund penalty by window, or the void amounts)',
        querystring: ZRequestReferenceQuery,
        ok: ZAutomaticAmounts,
        errors: [409, 422],
      }),
      async (request) =>
        getAutomaticAmounts({
          db: app.db,
          scope: agencyCaller(request).scope,
          kind,
          reference: request.query.reference,
          supplier: app.flightBooking,
          now: app.now(),
        }),
    );

    app.post(
      paths.updateStatus,
      routeOptions(actAccess, {
        tags,
        summary:
          'Accept the current quote (Idempotency-Key required: money and tickets move once), decline it, cancel, or ask for a new quote',
        body: ZUpdateRequestStatusBody,
        ok: ZAfterSalesRequest,
        errors: [409, 422],
      }),
      async (request, reply) => {
        const { scope, user } = agencyCaller(request);
        const now = app.now();
        const run = (tx: typeof app.db) =>
          updateRequestStatus({
            tx,
            scope,
            kind,
            userId: user.id,
            body: request.body,
            supplier: app.flightBooking,
            supply: app.supply,
            timeZone: tenantTimeZone,
            now,
          });
        if (request.body.action !== 'Accept') return app.db.transaction(run);
        const answer = await runIdempotent<AfterSalesRequest>(
          {
            db: app.db,
            tenantId: scope.tenantId,
            userId: user.id,
            key: idempotencyKeyOf(request.headers[IdempotencyHeader]),
            operation: `POST ${paths.updateStatus}`,
            request: request.body,
            now,
          },
          run,
        );
        return reply.status(answer.statusCode).send(answer.body);
      },
    );
  };
}
