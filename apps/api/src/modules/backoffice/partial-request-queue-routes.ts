import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OperatorPermission,
  PartialRequestQueuePaths,
  ZApprovePartialRequest,
  ZPartialRequestDecision,
  ZPartialRequestQueueResponse,
  ZRejectPartialRequest,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { approvePartialRequest } from '../../orders/approve-partial-request';
import { listPartialRequests } from '../../orders/list-partial-requests';
import { rejectPartialRequest } from '../../orders/reject-partial-request';

const queueAccess = { auth: 'user', permission: OperatorPermission.ApprovePartialPayments } as const;
const tags = ['backoffice'];

/** The operators' queue of requests to enable part payment: each approved with a due date or declined, once. */
export const partialRequestQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PartialRequestQueuePaths.getPendingRequests,
    routeOptions(queueAccess, {
      tags,
      summary: 'Pending requests to enable part payment on held orders of the tenant, the oldest first',
      ok: ZPartialRequestQueueResponse,
    }),
    async (request) => listPartialRequests({ db: app.db, tenantId: request.tenant.id, now: app.now() }),
  );

  app.post(
    PartialRequestQueuePaths.approveRequest,
    routeOptions(queueAccess, {
      tags,
      summary: 'Approve: the held order is offered part payment with the rest due at the date chosen',
      body: ZApprovePartialRequest,
      ok: ZPartialRequestDecision,
      errors: [404, 409, 422],
    }),
    async (request) =>
      approvePartialRequest({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        request: request.body,
        now: app.now(),
      }),
  );

  app.post(
    PartialRequestQueuePaths.rejectRequest,
    routeOptions(queueAccess, {
      tags,
      summary: 'Decline with a reason the agent reads on the order page',
      body: ZRejectPartialRequest,
      ok: ZPartialRequestDecision,
      errors: [404, 409],
    }),
    async (request) =>
      rejectPartialRequest({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        request: request.body,
        now: app.now(),
      }),
  );
};
