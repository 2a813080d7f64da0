import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LedgerTransactionKind,
  PaymentPaths,
  ZPassbookExportQuery,
  ZPassbookFilterOptions,
  ZPassbookPage,
  ZPassbookQuery,
  ZPassbookSearchQuery,
  ZPassbookSearchResponse,
  ZWalletBalance,
} from '@portal/contracts';
import { agencyScopeOf } from '../../lib/agency-scope';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { exportPassbook } from './export-passbook';
import { getWalletBalance } from './get-wallet-balance';
import { listPassbook } from './list-passbook';
import { searchPassbook } from './search-passbook';

// The balance and the payment ledger are the agency's money: users allowed to see all transactions (spec 227).
const ledgerAccess = { auth: 'user', permission: 'ShowAllTransactions' } as const;
const tags = ['payment'];

/** The payment service: the wallet and its passbook (payment ledger). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PaymentPaths.passbook.myBalance,
    routeOptions(ledgerAccess, {
      tags,
      summary:
        'The agency wallet’s balance, credit limit, what is available and what partly paid tickets owe',
      ok: ZWalletBalance,
    }),
    async (request) =>
      getWalletBalance({
        db: app.db,
        tenantId: request.tenant.id,
        // Operators have no agency, so they get 403 here.
        agencyId: requireAgencyUser(request).agencyId,
        currency: request.tenant.config.global.defaultCurrency,
      }),
  );

  app.get(
    PaymentPaths.passbook.load,
    routeOptions(ledgerAccess, {
      tags,
      summary:
        'The payment ledger: wallet lines newest first with the balance after each, filtered and paged',
      querystring: ZPassbookQuery,
      ok: ZPassbookPage,
    }),
    async (request) =>
      listPassbook({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        currency: request.tenant.config.global.defaultCurrency,
        query: request.query,
      }),
  );

  app.get(
    PaymentPaths.passbook.availFilter,
    routeOptions(ledgerAccess, {
      tags,
      summary: 'The payment ledger’s filter options: the transaction types',
      ok: ZPassbookFilterOptions,
    }),
    async () => ({ kinds: [...LedgerTransactionKind] }),
  );

  app.get(
    PaymentPaths.passbook.searchPad,
    routeOptions(ledgerAccess, {
      tags,
      summary:
        'A quick look-up: the newest wallet lines (at most 8) whose reference or description holds the term',
      querystring: ZPassbookSearchQuery,
      ok: ZPassbookSearchResponse,
    }),
    async (request) =>
      searchPassbook({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        currency: request.tenant.config.global.defaultCurrency,
        term: request.query.term,
      }),
  );

  app.get(
    PaymentPaths.passbook.export,
    routeOptions(ledgerAccess, {
      tags,
      summary: 'The filtered payment ledger as a CSV file or an Excel workbook (an attachment)',
      querystring: ZPassbookExportQuery,
    }),
    async (request, reply) => {
      const file = await exportPassbook({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        currency: request.tenant.config.global.defaultCurrency,
        query: request.query,
        now: app.now(),
      });
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          // The 200 answer is the file's bytes, deliberately outside the JSON response schemas.
          .send(file.content as never)
      );
    },
  );
};
