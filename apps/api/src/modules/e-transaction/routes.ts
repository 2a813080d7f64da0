import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentPaths, ZETransactionLookups, ZETransactionPage, ZETransactionQuery } from '@portal/contracts';
import { agencyScopeOf } from '../../lib/agency-scope';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getLookups } from './get-lookups';
import { listTransactions } from './list-transactions';

// The agency's money, as the other money lists: users allowed to see all transactions (227).
const listAccess = { auth: 'user', permission: 'ShowAllTransactions' } as const;
const tags = ['payment'];

/** The payment service's e-transaction calls (spec §7 "etransaction"): the agency's gateway payments. */
export const eTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PaymentPaths.eTransaction.getLookups,
    routeOptions(listAccess, {
      tags,
      summary: 'What the e-transactions list can be filtered by: statuses and methods',
      ok: ZETransactionLookups,
    }),
    async () => getLookups(),
  );

  app.get(
    PaymentPaths.eTransaction.getTransactions,
    routeOptions(listAccess, {
      tags,
      summary: 'The agency’s payments through the online gateway, newest first, filtered and paged',
      querystring: ZETransactionQuery,
      ok: ZETransactionPage,
    }),
    async (request) =>
      listTransactions({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        query: request.query,
      }),
  );
};
