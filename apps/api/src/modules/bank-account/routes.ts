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
import { routeOptions } from '../../lib/route-options';
import { addBankAccount } from './add-bank-account';
import { editBankAccount } from './edit-bank-account';
import { getProviderBankAccounts } from './get-provider-bank-accounts';
import { loadBankAccounts } from './load-bank-accounts';
import { viewBankAccount } from './view-bank-account';

const tags = ['payment'];
const showAccess = { auth: 'user', permission: 'ShowBankAccounts' } as const;
const manageAccess = { auth: 'user', permission: 'ManageBankAccount' } as const;

export const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PaymentPaths.bankAccount.providerDetails,
    // Where to deposit is what every signed-in user of the tenant may know; no functionality guards it.
    routeOptions(
      { auth: 'user', permission: 'none' },
      {
        tags,
        summary: 'The tenant’s bank accounts agencies deposit into (the Bank Details window)',
        ok: ZProviderBankAccountsResponse,
      },
    ),
    async (request) => getProviderBankAccounts({ db: app.db, tenantId: requireUser(request).tenantId }),
  );

  app.get(
    PaymentPaths.bankAccount.load,
    routeOptions(showAccess, {
      tags,
      summary: 'The agency’s own bank accounts, the default first',
      ok: ZLoadBankAccountsResponse,
    }),
    async (request) => {
      const user = requireUser(request);
      return loadBankAccounts({ db: app.db, tenantId: user.tenantId, agencyId: user.agencyId });
    },
  );

  app.get(
    PaymentPaths.bankAccount.view,
    routeOptions(showAccess, {
      tags,
      summary: 'One of the agency’s bank accounts; another agency’s or tenant’s id answers 404',
      querystring: ZViewBankAccountQuery,
      ok: ZBankAccountResponse,
    }),
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
    routeOptions(manageAccess, {
      tags,
      summary: 'Adds a bank account to the agency (at most 5; the first becomes the default)',
      body: ZAddBankAccountRequest,
      ok: ZBankAccountResponse,
      status: 201,
      errors: [409, 422],
    }),
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
    routeOptions(manageAccess, {
      tags,
      summary: 'Replaces a bank account’s details; isDefault true moves the agency’s default to it',
      body: ZEditBankAccountRequest,
      ok: ZBankAccountResponse,
      errors: [409, 422],
    }),
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
