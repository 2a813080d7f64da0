import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeader,
  PartialPaymentPaths,
  ZOrderDuesPage,
  ZOrderDuesQuery,
  ZOrderDuesResponse,
  ZOrderReferenceQuery,
  ZPartialPaymentSummaryResponse,
  ZSettleNowRequest,
  ZSettleNowResponse,
  ZSettlementDetails,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { agencyScopeOf } from '../../lib/agency-scope';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getOrderDues } from './get-order-dues';
import { getPartialPaymentSummary } from './get-partial-payment-summary';
import { getSettlementDetails } from './get-settlement-details';
import { listOrderDues } from './list-order-dues';
import { settleOrderDue } from './settle-order-due';

// Seeing the dues needs ShowPartialPaymentList (230); paying one, PayPartialPaymentDue (231).
const listAccess = { auth: 'user', permission: 'ShowPartialPaymentList' } as const;
const payAccess = { auth: 'user', permission: 'PayPartialPaymentDue' } as const;
const tags = ['utility'];

/** The utility service's partial-payment calls: an agency's dues on partly paid orders, and paying them. */
export const partialPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PartialPaymentPaths.getSummary,
    routeOptions(listAccess, {
      tags,
      summary: 'Per currency: the agency’s outstanding dues, those overdue and those due within 7 days',
      ok: ZPartialPaymentSummaryResponse,
    }),
    async (request) => {
      const user = requireAgencyUser(request);
      return getPartialPaymentSummary({
        db: app.db,
        tenantId: request.tenant.id,
        agencyId: user.agencyId,
        branchId: user.branchId,
        now: app.now(),
      });
    },
  );

  app.get(
    PartialPaymentPaths.getOrders,
    routeOptions(listAccess, {
      tags,
      summary:
        'The agency’s orders with dues, unpaid first by due date; by status, due date and reference or PNR',
      querystring: ZOrderDuesQuery,
      ok: ZOrderDuesPage,
    }),
    async (request) =>
      listOrderDues({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        query: request.query,
        now: app.now(),
      }),
  );

  app.get(
    PartialPaymentPaths.getOrderDues,
    routeOptions(listAccess, {
      tags,
      summary: 'One order’s dues and the settlements paid against them; another agency’s order answers 404',
      querystring: ZOrderReferenceQuery,
      ok: ZOrderDuesResponse,
    }),
    async (request) =>
      getOrderDues({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        orderReference: request.query.orderReference,
        now: app.now(),
      }),
  );

  app.get(
    PartialPaymentPaths.getSettlementDetails,
    routeOptions(payAccess, {
      tags,
      summary: 'What settling an order now takes from the wallet, and whether the wallet covers it',
      querystring: ZOrderReferenceQuery,
      ok: ZSettlementDetails,
    }),
    async (request) =>
      getSettlementDetails({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        orderReference: request.query.orderReference,
        now: app.now(),
      }),
  );

  app.post(
    PartialPaymentPaths.settleNow,
    routeOptions(payAccess, {
      tags,
      summary: 'Pay an order’s whole outstanding due from the wallet, once (Idempotency-Key required)',
      body: ZSettleNowRequest,
      ok: ZSettleNowResponse,
      errors: [409, 422],
    }),
    async (request, reply) => {
      const user = requireAgencyUser(request);
      const answer = await settleOrderDue({
        db: app.db,
        tenantId: request.tenant.id,
        agencyId: user.agencyId,
        branchId: user.branchId,
        userId: user.id,
        idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
        operation: `POST ${PartialPaymentPaths.settleNow}`,
        request: request.body,
        now: app.now(),
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
};
