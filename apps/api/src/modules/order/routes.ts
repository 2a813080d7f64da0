import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeader,
  OrderPaths,
  ZGetOrderQuery,
  ZIssueTicketRequest,
  ZOrderAnswer,
  ZOrderHistory,
  ZOrderReferenceRequest,
  ZVerifyPriceResponse,
  type IssuePayment,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { issueOrderOnce } from '../../orders/issue-order-once';
import { loadFlightOrder } from '../../orders/load-order';
import { loadOrderHistory } from '../../orders/load-order-history';
import { verifyOrderPrice } from '../../orders/verify-order-price';
import { importPnrRoutes } from './import-pnr-routes';
import { onlineIssueRoutes } from './online-issue-routes';
import { orderQueueRoutes } from './order-queue-routes';
import { partialRequestRoutes } from './partial-request-routes';
import { printRoutes } from './print-routes';
import { timeLimitRoutes } from './time-limit-routes';
import { travellerServiceRoutes } from './traveller-service-routes';
import { agencyScopeOf } from '../../lib/agency-scope';

const viewAccess = { auth: 'user', permission: 'ViewBooking' } as const;
const historyAccess = { auth: 'user', permission: 'BookingHistory' } as const;
const issueAccess = { auth: 'user', permission: 'IssueTicket' } as const;
const tags = ['orders'];

/** The orders service (spec §7 "Orders"): one order, its history, its reprice and issuing it from the wallet. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: Parameters<typeof requireAgencyUser>[0]) => {
    const user = requireAgencyUser(request);
    return { user, scope: agencyScopeOf(user) };
  };

  app.get(
    OrderPaths.airGetOrder,
    routeOptions(viewAccess, {
      tags,
      summary: 'One of the agency’s flight orders with what may be done with it now; another’s answers 404',
      querystring: ZGetOrderQuery,
      ok: ZOrderAnswer,
    }),
    async (request) => {
      const { user, scope } = scopeOf(request);
      return {
        order: await loadFlightOrder({
          db: app.db,
          viewer: user,
          scope,
          orderReference: request.query.orderReference,
          now: app.now(),
        }),
      };
    },
  );

  app.post(
    OrderPaths.getOrderHistory,
    routeOptions(historyAccess, {
      tags,
      summary: 'What happened to an order, oldest first, and who did it',
      body: ZOrderReferenceRequest,
      ok: ZOrderHistory,
    }),
    async (request) =>
      loadOrderHistory({
        db: app.db,
        scope: scopeOf(request).scope,
        orderReference: request.body.orderReference,
      }),
  );

  app.post(
    OrderPaths.airVerifyPrice,
    routeOptions(issueAccess, {
      tags,
      summary: 'Price a held order again before issuing; a change is stored for the agent to accept',
      body: ZOrderReferenceRequest,
      ok: ZVerifyPriceResponse,
      errors: [409, 422],
    }),
    async (request) => {
      const { user, scope } = scopeOf(request);
      return verifyOrderPrice({
        db: app.db,
        viewer: user,
        scope,
        orderReference: request.body.orderReference,
        supplier: app.flightBooking,
        userId: user.id,
        now: app.now(),
      });
    },
  );

  const issueRoute = (path: string, payment: IssuePayment, summary: string) =>
    app.post(
      path,
      routeOptions(issueAccess, {
        tags,
        summary,
        body: ZIssueTicketRequest,
        ok: ZOrderAnswer,
        errors: [409, 422],
      }),
      async (request, reply) => {
        const { user } = scopeOf(request);
        const answer = await issueOrderOnce({
          db: app.db,
          viewer: user,
          user: { tenantId: user.tenantId, agencyId: user.agencyId, branchId: user.branchId, userId: user.id },
          idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${path}`,
          request: request.body,
          payment,
          supplier: app.flightBooking,
          now: app.now(),
        });
        return reply.status(answer.statusCode).send(answer.body);
      },
    );
  issueRoute(
    OrderPaths.getFullPaymentForIssueTicket,
    'Full',
    'Issue a held order paid in full from the wallet, once (Idempotency-Key required)',
  );
  issueRoute(
    OrderPaths.getPartialPaymentForIssueTicket,
    'Partial',
    'Issue a held order paying part now from the wallet, the rest as a due (Idempotency-Key required)',
  );
  await app.register(timeLimitRoutes);
  await app.register(travellerServiceRoutes);
  await app.register(importPnrRoutes);
  await app.register(orderQueueRoutes);
  await app.register(printRoutes);
  await app.register(onlineIssueRoutes);
  await app.register(partialRequestRoutes);
};
