import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackofficeMoneyPaths,
  IdempotencyHeader,
  OperatorPermission,
  ZApproveDepositRequest,
  ZBackofficeDepositPage,
  ZBackofficeDepositQuery,
  ZBackofficeDepositResponse,
  ZDepositIdQuery,
  ZRejectDepositRequest,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { createMessaging } from '../../adapters/registry';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { approveDeposit } from './approve-deposit';
import { getDepositSlip } from './get-deposit-slip';
import { listDepositQueue } from './list-deposit-queue';
import { rejectDeposit } from './reject-deposit';
import { sendSlip } from './send-slip';

const reviewAccess = { auth: 'user', permission: OperatorPermission.ReviewDeposits } as const;
const tags = ['backoffice'];

/** The name mails are signed with: the tenant's short company name, else its name. */
const brandOf = (request: FastifyRequest) =>
  request.tenant.config.company.shortName || request.tenant.config.tenantName;

/** The back office's deposit desk: operators see the tenant's deposits and approve or reject each, once. */
export const reviewDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  const messaging = createMessaging({ env: app.env, db: app.db });
  const files = createFileStore(app.env.DATA_DIR);

  app.get(
    BackofficeMoneyPaths.getDeposits,
    routeOptions(reviewAccess, {
      tags,
      summary: 'The tenant’s deposit requests, pending first; by status, method, agency name and slip',
      querystring: ZBackofficeDepositQuery,
      ok: ZBackofficeDepositPage,
    }),
    async (request) => listDepositQueue({ db: app.db, tenantId: request.tenant.id, query: request.query }),
  );

  app.get(
    BackofficeMoneyPaths.getDepositSlip,
    routeOptions(reviewAccess, {
      tags,
      summary: 'Download a deposit’s slip (an attachment with its stored content type)',
      querystring: ZDepositIdQuery,
    }),
    async (request, reply) =>
      sendSlip(
        reply,
        await getDepositSlip({
          db: app.db,
          files,
          tenantId: request.tenant.id,
          agencyId: null,
          branchId: null,
          depositId: request.query.depositId,
        }),
      ),
  );

  app.post(
    BackofficeMoneyPaths.approveDeposit,
    routeOptions(reviewAccess, {
      tags,
      summary: 'Approve a pending deposit: the agency’s wallet is credited once (Idempotency-Key required)',
      body: ZApproveDepositRequest,
      ok: ZBackofficeDepositResponse,
      errors: [409, 422],
    }),
    async (request, reply) => {
      const answer = await approveDeposit({
        db: app.db,
        messaging,
        log: request.log,
        tenantId: request.tenant.id,
        brand: brandOf(request),
        operatorId: requireUser(request).id,
        idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
        operation: `POST ${BackofficeMoneyPaths.approveDeposit}`,
        request: request.body,
        now: app.now(),
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    BackofficeMoneyPaths.rejectDeposit,
    routeOptions(reviewAccess, {
      tags,
      summary: 'Reject a pending deposit with a reason (nothing is posted); the agency is mailed the reason',
      body: ZRejectDepositRequest,
      ok: ZBackofficeDepositResponse,
      errors: [409],
    }),
    async (request) =>
      rejectDeposit({
        db: app.db,
        messaging,
        log: request.log,
        tenantId: request.tenant.id,
        brand: brandOf(request),
        operatorId: requireUser(request).id,
        request: request.body,
        now: app.now(),
      }),
  );
};
