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
import { routeOptions } from '../../lib/route-options';
import { getLedgerAudit } from './get-ledger-audit';
import { listAgencyWallets } from './list-agency-wallets';
import { postAdjustment } from './post-adjustment';
import { setCreditLimit } from './set-credit-limit';

const walletAccess = { auth: 'user', permission: OperatorPermission.ManageWallets } as const;
const auditAccess = { auth: 'user', permission: OperatorPermission.AuditLedger } as const;
const tags = ['backoffice'];

/** The operators' money desk: agency wallets, credit limits, manual adjustments and the ledger audit. */
export const moneyDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BackofficeMoneyPaths.getAgencyWallets,
    routeOptions(walletAccess, {
      tags,
      summary: 'Every active agency’s wallet balance and credit limit in the tenant’s currency',
      ok: ZAgencyWalletsResponse,
    }),
    async (request) =>
      listAgencyWallets({
        db: app.db,
        tenantId: request.tenant.id,
        currency: request.tenant.config.global.defaultCurrency,
      }),
  );

  app.post(
    BackofficeMoneyPaths.setCreditLimit,
    routeOptions(walletAccess, {
      tags,
      summary: 'Set how far below zero an agency’s wallet may go (refused below the credit in use)',
      body: ZSetCreditLimitRequest,
      ok: ZAgencyWallet,
      errors: [422],
    }),
    async (request) => setCreditLimit({ db: app.db, tenantId: request.tenant.id, ...request.body }),
  );

  app.post(
    BackofficeMoneyPaths.postAdjustment,
    routeOptions(walletAccess, {
      tags,
      summary: 'Credit or debit an agency’s wallet by hand with a reason (Idempotency-Key required)',
      body: ZPostAdjustmentRequest,
      ok: ZPostedTransaction,
      errors: [409, 422],
    }),
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
    routeOptions(auditAccess, {
      tags,
      summary: 'Debits equal credits per currency; unbalanced transactions and mismatched balances (none)',
      ok: ZLedgerAudit,
    }),
    async (request) => getLedgerAudit({ db: app.db, tenantId: request.tenant.id }),
  );
};
