import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DepositMethods,
  DepositStatuses,
  PaymentPaths,
  ZDepositAccountsResponse,
  ZDepositFilterOptions,
  ZDepositIdQuery,
  ZDepositListQuery,
  ZDepositPage,
  ZDepositProtectedFunctions,
  ZDepositResponse,
  ZDepositSearchQuery,
  ZDepositSearchResponse,
  ZPayInMethodsResponse,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { agencyScopeOf } from '../../lib/agency-scope';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getDepositSlip } from './get-deposit-slip';
import { getProtectedFunctions } from './get-protected-functions';
import { initiateDepositRoutes } from './initiate-routes';
import { listDepositAccounts } from './list-deposit-accounts';
import { listDeposits } from './list-deposits';
import { listPaymentMethods } from './list-payment-methods';
import { DepositStatusLabel, PayInMethodLabel } from './pay-in-labels';
import { reviewDepositRoutes } from './review-routes';
import { searchDeposits } from './search-deposits';
import { sendSlip } from './send-slip';
import { viewDeposit } from './view-deposit';

// The deposit forms' lookups need the right to request a deposit (229); the list and its views, the list's (228).
const addAccess = { auth: 'user', permission: 'AddDepositRequest' } as const;
const listAccess = { auth: 'user', permission: 'ShowDepositList' } as const;
const tags = ['payment'];

const filterOptions = {
  statuses: DepositStatuses.map((value) => ({ value, label: DepositStatusLabel[value] })),
  methods: DepositMethods.map((value) => ({ value, label: PayInMethodLabel[value] })),
};

/** The payment service's deposit calls (spec §7 "deposit") and the back office's review of deposits. */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(initiateDepositRoutes);
  await app.register(reviewDepositRoutes);
  const files = createFileStore(app.env.DATA_DIR);

  app.get(
    PaymentPaths.deposit.availPayments,
    routeOptions(addAccess, {
      tags,
      summary: 'Every way to pay money in, whether it goes through the online gateway, and its charge',
      ok: ZPayInMethodsResponse,
    }),
    async () => listPaymentMethods(),
  );

  app.get(
    PaymentPaths.deposit.availDeposit,
    routeOptions(addAccess, {
      tags,
      summary: 'The tenant’s bank accounts and wallet merchant numbers agencies pay deposits into',
      ok: ZDepositAccountsResponse,
    }),
    async (request) =>
      listDepositAccounts({
        db: app.db,
        tenantId: request.tenant.id,
        currency: request.tenant.config.global.defaultCurrency,
      }),
  );

  app.get(
    PaymentPaths.deposit.getProtectedFunctions,
    // It answers which deposit functionalities the caller holds, so it cannot itself require one of them.
    routeOptions(
      { auth: 'user', permission: 'none' },
      {
        tags,
        summary: 'Which of ShowDepositList (228) and AddDepositRequest (229) the caller holds',
        ok: ZDepositProtectedFunctions,
        errors: [403],
      },
    ),
    async (request) => getProtectedFunctions({ functionalities: requireAgencyUser(request).functionalities }),
  );

  app.get(
    PaymentPaths.deposit.load,
    routeOptions(listAccess, {
      tags,
      summary: 'The agency’s deposit requests, newest first, filtered and paged',
      querystring: ZDepositListQuery,
      ok: ZDepositPage,
    }),
    async (request) =>
      listDeposits({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        query: request.query,
      }),
  );

  app.get(
    PaymentPaths.deposit.availFilter,
    routeOptions(listAccess, {
      tags,
      summary: 'The deposit list’s filter options: statuses and methods',
      ok: ZDepositFilterOptions,
    }),
    async () => filterOptions,
  );

  app.get(
    PaymentPaths.deposit.view,
    routeOptions(listAccess, {
      tags,
      summary: 'One of the agency’s deposits; another agency’s or tenant’s id answers 404',
      querystring: ZDepositIdQuery,
      ok: ZDepositResponse,
    }),
    async (request) =>
      viewDeposit({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        depositId: request.query.depositId,
      }),
  );

  app.get(
    PaymentPaths.deposit.searchPad,
    routeOptions(listAccess, {
      tags,
      summary: 'The agency’s deposits whose reference starts with the term (at most 10)',
      querystring: ZDepositSearchQuery,
      ok: ZDepositSearchResponse,
    }),
    async (request) =>
      searchDeposits({
        db: app.db,
        ...agencyScopeOf(requireAgencyUser(request)),
        term: request.query.term,
      }),
  );

  app.get(
    PaymentPaths.deposit.slip,
    routeOptions(listAccess, {
      tags,
      summary: 'Download the slip of one of the agency’s deposits (an attachment with its stored type)',
      querystring: ZDepositIdQuery,
    }),
    async (request, reply) =>
      sendSlip(
        reply,
        await getDepositSlip({
          db: app.db,
          files,
          ...agencyScopeOf(requireAgencyUser(request)),
          depositId: request.query.depositId,
        }),
      ),
  );
};
