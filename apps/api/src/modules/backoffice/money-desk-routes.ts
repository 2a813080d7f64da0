import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackofficeMoneyPaths,
  IdempotencyHeader,
  OperatorPermission,
  ZAgencyWallet,
  ZAgencyWalletsResponse,
  ZLedgerAudit,
  ZPostAdjustmentRequest,
  ZPostedTransaction,
  ZSetCreditLimitRequest,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { requireUser } from '../../lib/require-user';
import { bodyErrors, commonErrors, errorResponses } from '../../lib/route-schema';
import { getLedgerAudit } from './get-ledger-audit';
import { listAgencyWallets } from './list-agency-wallets';
import { postAdjustment } from './post-adjustment';
import { setCreditLimit } from './set-credit-limit';

const walletAccess = { auth: 'user', permission: OperatorPermission.ManageWallets } as const;
const auditAccess = { auth: 'user', permission: OperatorPermission.AuditLedger } as const;
const tags = ['backoffice'];
const sessionErrors = [401, 403] as const;

/** The operators' money desk: agency wallets, credit limits, manual adjustments and the ledger audit. */
export const moneyDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BackofficeMoneyPaths.getAgencyWallets,
    {
      config: walletAccess,
      schema: {
        tags,
        summary: 'Every active agency’s wallet balance and credit limit in the tenant’s currency',
        response: { 200: ZAgencyWalletsResponse, ...errorResponses(...sessionErrors, ...commonErrors) },
      },
    },
    async (request) =>
      listAgencyWallets({
        db: app.db,
        tenantId: request.tenant.id,
        currency: request.tenant.config.global.defaultCurrency,
      }),
  );

  app.post(
    BackofficeMoneyPaths.setCreditLimit,
    {
      config: walletAccess,
      schema: {
        tags,
        summary: 'Set how far below zero an agency’s wallet may go (refused below the credit in use)',
        body: ZSetCreditLimitRequest,
        response: {
          200: ZAgencyWallet,
          ...errorResponses(...bodyErrors, ...sessionErrors, 422, ...commonErrors),
        },
      },
    },
    async (request) => setCreditLimit({ db: app.db, tenantId: request.tenant.id, ...request.body }),
  );

  app.post(
    BackofficeMoneyPaths.postAdjustment,
    {
      config: walletAccess,
      schema: {
        tags,
        summary: 'Credit or debit an agency’s wallet by hand with a reason (Idempotency-Key required)',
        body: ZPostAdjustmentRequest,
        response: {
          200: ZPostedTransaction,
          ...errorResponses(...bodyErrors, ...sessionErrors, 409, 422, ...commonErrors),
        },
      },
    },
    async (request, reply) => {
      const answer = await postAdjustment({
        db: app.db,
        tenantId: request.tenant.id,
        operatorId: requireUser(request).id,
        idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
        operation: `POST ${BackofficeMoneyPaths.postAdjustment}`,
        request: request.body,
        now: app.now(),
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    BackofficeMoneyPaths.getLedgerAudit,
    {
      config: auditAccess,
      schema: {
        tags,
        summary: 'Debits equal credits per currency; unbalanced transactions and mismatched balances (none)',
        response: { 200: ZLedgerAudit, ...errorResponses(...sessionErrors, ...commonErrors) },
      },
    },
    async (request) => getLedgerAudit({ db: app.db, tenantId: request.tenant.id }),
  );
};
