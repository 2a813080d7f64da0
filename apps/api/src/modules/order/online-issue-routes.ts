import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeader,
  OrderPaths,
  ZOnlineIssueRequest,
  ZOnlineIssueResponse,
  type IssuePayment,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../lib/idempotency/run-idempotent';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { createAppPaymentGateway } from '../../payments/app-payment-gateway';
import { openIssuePayment } from './open-issue-payment';

const issueAccess = { auth: 'user', permission: 'IssueTicket' } as const;
const tags = ['orders'];

/** Issuing a held order paid online: a checkout is opened here; the gateway's paid result issues the order. */
export const onlineIssueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only checkouts are opened here; the checkout pages and the callback belong to the online-payment calls.
  const { gateway } = createAppPaymentGateway(app);

  const route = (path: string, payment: IssuePayment, summary: string) =>
    app.post(
      path,
      routeOptions(issueAccess, {
        tags,
        summary,
        description:
          'method card (optional cardBin), mobile_wallet (wallet bkash or nagad) or net_banking. The payer is ' +
          'charged the amount plus its surcharge; once paid, the wallet is credited and the order issued from it. ' +
          'The browser comes back to /flight-order?reference=…&paymentId=…&code=success|failure|cancel.',
        body: ZOnlineIssueRequest,
        ok: ZOnlineIssueResponse,
        errors: [409, 422],
      }),
      async (request, reply) => {
        const user = requireAgencyUser(request);
        const answer = await openIssuePayment({
          db: app.db,
          gateway,
          user: { tenantId: user.tenantId, agencyId: user.agencyId, branchId: user.branchId, userId: user.id },
          walletCurrency: request.tenant.config.global.defaultCurrency,
          request: request.body,
          payment,
          idempotencyKey: idempotencyKeyOf(request.headers[IdempotencyHeader]),
          operation: `POST ${path}`,
          now: app.now(),
        });
        return reply.status(answer.statusCode).send(answer.body);
      },
    );
  route(
    OrderPaths.getIssueTicketWithFullPayOnline,
    'Full',
    'Pay a held order’s payable online to issue it (Idempotency-Key required)',
  );
  route(
    OrderPaths.getIssueTicketWithPartPayOnline,
    'Partial',
    'Pay the part-payment minimum of a held order online to issue it, the rest as a due (Idempotency-Key required)',
  );
};
