import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeader,
  OperatorPermission,
  OperatorQueuePaths,
  ZCompleteOrderRequest,
  ZFailOrderRequest,
  ZOperatorQueueResponse,
  ZQueueOrderAnswer,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { completeInProgressOrder } from '../../orders/complete-in-progress-order';
import { failInProgressOrder } from '../../orders/fail-in-progress-order';
import { listInProgressOrders } from '../../orders/list-in-progress-orders';

const queueAccess = { auth: 'user', permission: OperatorPermission.ResolveOrders } as const;
const tags = ['backoffice'];

/** The operators' queue of issues in doubt: InProgress orders of the tenant, each completed or failed once. */
export const inProgressQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OperatorQueuePaths.getInProgressOrders,
    routeOptions(queueAccess, {
      tags,
      summary: 'The tenant’s orders whose ticketing is in doubt (InProgress), the longest waiting first',
      ok: ZOperatorQueueResponse,
    }),
    async (request) => listInProgressOrders({ db: app.db, tenantId: request.tenant.id }),
  );

  app.post(
    OperatorQueuePaths.completeOrder,
    routeOptions(queueAccess, {
      tags,
      summary:
        'Complete an InProgress order: the airline’s tickets (or the ones typed) are stored, the order is Confirmed',
      body: ZCompleteOrderRequest,
      ok: ZQueueOrderAnswer,
      errors: [409, 422],
    }),
    async (request) =>
      completeInProgressOrder({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        request: request.body,
        supplier: app.flightBooking,
        now: app.now(),
      }),
  );

  app.post(
    OperatorQueuePaths.failOrder,
    routeOptions(queueAccess, {
      tags,
      summary:
        'Fail an InProgress order: a held PNR is cancelled, the wallet refunded, the order Cancelled (Idempotency-Key required)',
      body: ZFailOrderRequest,
      ok: ZQueueOrderAnswer,
      errors: [409, 422],
    }),
    async (request, reply) => {
      const answer = await failInProgressOrder({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
        operation: `POST ${OperatorQueuePaths.failOrder}`,
        request: request.body,
        supplier: app.flightBooking,
        now: app.now(),
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
