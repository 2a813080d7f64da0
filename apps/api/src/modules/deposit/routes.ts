import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DepositMethods,
  DepositStatuses,
  DepositStatusLabel,
  PayInMethodLabel,
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
import { commonErrors, errorResponses } from '../../lib/route-schema';
import { agencyUserOf } from './agency-of';
import { getDepositSlip } from './get-deposit-slip';
import { getProtectedFunctions } from './get-protected-functions';
import { initiateDepositRoutes } from './initiate-routes';
import { listDepositAccounts } from './list-deposit-accounts';
import { listDeposits } from './list-deposits';
import { listPaymentMethods } from './list-payment-methods';
import { reviewDepositRoutes } from './review-routes';
import { searchDeposits } from './search-deposits';
import { sendSlip } from './send-slip';
import { viewDeposit } from './view-deposit';

// The deposit forms' lookups need the right to request a deposit (229); the list and its views, the list's (228).
const addAccess = { auth: 'user', permission: 'AddDepositRequest' } as const;
const listAccess = { auth: 'user', permission: 'ShowDepositList' } as const;
const tags = ['payment'];
const sessionErrors = [401, 403] as const;

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
    {
      config: addAccess,
      schema: {
        tags,
        summary: 'Every way to pay money in, whether it goes through the online gateway, and its charge',
        response: { 200: ZPayInMethodsResponse, ...errorResponses(...sessionErrors, ...commonErrors) },
      },
    },
    async () => listPaymentMethods(),
  );

  app.get(
    PaymentPaths.deposit.availDeposit,
    {
      config: addAccess,
      schema: {
        tags,
        summary: 'The tenant’s bank accounts and wallet merchant numbers agencies pay deposits into',
        response: { 200: ZDepositAccountsResponse, ...errorResponses(...sessionErrors, ...commonErrors) },
      },
    },
    async (request) =>
      listDepositAccounts({
        db: app.db,
        tenantId: request.tenant.id,
        currency: request.tenant.config.global.defaultCurrency,
      }),
  );

  app.get(
    PaymentPaths.deposit.getProtectedFunctions,
    {
      // It answers which deposit functionalities the caller holds, so it cannot itself require one of them.
      config: { auth: 'user', permission: 'none' },
      schema: {
        tags,
        summary: 'Which of ShowDepositList (228) and AddDepositRequest (229) the caller holds',
        response: { 200: ZDepositProtectedFunctions, ...errorResponses(...sessionErrors, ...commonErrors) },
      },
    },
    async (request) => getProtectedFunctions({ functionalities: agencyUserOf(request).functionalities }),
  );

  app.get(
    PaymentPaths.deposit.load,
    {
      config: listAccess,
      schema: {
        tags,
        summary: 'The agency’s deposit requests, newest first, filtered and paged',
        querystring: ZDepositListQuery,
        response: { 200: ZDepositPage, ...errorResponses(400, ...sessionErrors, ...commonErrors) },
      },
    },
    async (request) =>
      listDeposits({
        db: app.db,
        tenantId: request.tenant.id,
        agencyId: agencyUserOf(request).agencyId,
        query: request.query,
      }),
  );

  app.get(
    PaymentPaths.deposit.availFilter,
    {
      config: listAccess,
      schema: {
        tags,
        summary: 'The deposit list’s filter options: statuses and methods',
        response: { 200: ZDepositFilterOptions, ...errorResponses(...sessionErrors, ...commonErrors) },
      },
    },
    async () => filterOptions,
  );

  app.get(
    PaymentPaths.deposit.view,
    {
      config: listAccess,
      schema: {
        tags,
        summary: 'One of the agency’s deposits; another agency’s or tenant’s id answers 404',
        querystring: ZDepositIdQuery,
        response: { 200: ZDepositResponse, ...errorResponses(400, ...sessionErrors, ...commonErrors) },
      },
    },
    async (request) =>
      viewDeposit({
        db: app.db,
        tenantId: request.tenant.id,
        agencyId: agencyUserOf(request).agencyId,
        depositId: request.query.depositId,
      }),
  );

  app.get(
    PaymentPaths.deposit.searchPad,
    {
      config: listAccess,
      schema: {
        tags,
        summary: 'The agency’s deposits whose reference starts with the term (at most 10)',
        querystring: ZDepositSearchQuery,
        response: { 200: ZDepositSearchResponse, ...errorResponses(400, ...sessionErrors, ...commonErrors) },
      },
    },
    async (request) =>
      searchDeposits({
        db: app.db,
        tenantId: request.tenant.id,
        agencyId: agencyUserOf(request).agencyId,
        term: request.query.term,
      }),
  );

  app.get(
    PaymentPaths.deposit.slip,
    {
      config: listAccess,
      schema: {
        tags,
        summary: 'Download the slip of one of the agency’s deposits (an attachment with its stored type)',
        querystring: ZDepositIdQuery,
        response: errorResponses(400, ...sessionErrors, ...commonErrors),
      },
    },
    async (request, reply) =>
      sendSlip(
        reply,
        await getDepositSlip({
          db: app.db,
          files,
          tenantId: request.tenant.id,
          agencyId: agencyUserOf(request).agencyId,
          depositId: request.query.depositId,
        }),
      ),
  );
};
