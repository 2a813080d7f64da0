import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentPaths,
  ZAddBankAccountRequest,
  ZBankAccountResponse,
  ZEditBankAccountRequest,
  ZLoadBankAccountsResponse,
  ZProviderBankAccountsResponse,
  ZViewBankAccountQuery,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { bodyErrors, commonErrors, errorResponses } from '../../lib/route-schema';
import { addBankAccount } from './add-bank-account';
import { editBankAccount } from './edit-bank-account';
import { getProviderBankAccounts } from './get-provider-bank-accounts';
import { loadBankAccounts } from './load-bank-accounts';
import { viewBankAccount } from './view-bank-account';

const tags = ['payment'];

export const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PaymentPaths.bankAccount.providerDetails,
    {
      // Where to deposit is what every signed-in user of the tenant may know; no functionality guards it.
      config: { auth: 'user', permission: 'none' },
      schema: {
        tags,
        summary: 'The tenant’s bank accounts agencies deposit into (the Bank Details window)',
        response: { 200: ZProviderBankAccountsResponse, ...errorResponses(401, ...commonErrors) },
      },
    },
    async (request) => getProviderBankAccounts({ db: app.db, tenantId: requireUser(request).tenantId }),
  );

  app.get(
    PaymentPaths.bankAccount.load,
    {
      config: { auth: 'user', permission: 'ShowBankAccounts' },
      schema: {
        tags,
        summary: 'The agency’s own bank accounts, the default first',
        response: { 200: ZLoadBankAccountsResponse, ...errorResponses(401, 403, ...commonErrors) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return loadBankAccounts({ db: app.db, tenantId: user.tenantId, agencyId: user.agencyId });
    },
  );

  app.get(
    PaymentPaths.bankAccount.view,
    {
      config: { auth: 'user', permission: 'ShowBankAccounts' },
      schema: {
        tags,
        summary: 'One of the agency’s bank accounts; another agency’s or tenant’s id answers 404',
        querystring: ZViewBankAccountQuery,
        response: { 200: ZBankAccountResponse, ...errorResponses(400, 401, 403, ...commonErrors) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return viewBankAccount({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        bankAccountId: request.query.bankAccountId,
      });
    },
  );

  app.post(
    PaymentPaths.bankAccount.add,
    {
      config: { auth: 'user', permission: 'ManageBankAccount' },
      schema: {
        tags,
        summary: 'Adds a bank account to the agency (at most 5; the first becomes the default)',
        body: ZAddBankAccountRequest,
        response: {
          201: ZBankAccountResponse,
          ...errorResponses(401, 403, 409, 422, ...bodyErrors, ...commonErrors),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await addBankAccount({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        request: request.body,
        now: app.now(),
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    PaymentPaths.bankAccount.edit,
    {
      config: { auth: 'user', permission: 'ManageBankAccount' },
      schema: {
        tags,
        summary: 'Replaces a bank account’s details; isDefault true moves the agency’s default to it',
        body: ZEditBankAccountRequest,
        response: {
          200: ZBankAccountResponse,
          ...errorResponses(401, 403, 409, 422, ...bodyErrors, ...commonErrors),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return editBankAccount({
        db: app.db,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        request: request.body,
        now: app.now(),
      });
    },
  );
};
