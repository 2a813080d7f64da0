import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanySettingsPaths,
  ZBranchResponse,
  ZCreateBranchRequest,
  ZLoadBranchQuery,
  ZLoadBranchResponse,
  ZUpdateBranchRequest,
  ZViewBranchQuery,
} from '@portal/contracts';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { agencyScopeOf } from './company-scope';
import { createBranch } from './create-branch';
import { loadBranches, viewBranch } from './load-branches';
import { updateBranch } from './update-branch';

const tags = ['company'];
const showAccess = { auth: 'user', permission: 'ShowBranches' } as const;
const manageAccess = { auth: 'user', permission: 'ManageBranch' } as const;

/** The Branch tab: the agency's branch offices (never deleted; deactivated instead). */
export const branchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CompanySettingsPaths.loadBranch,
    routeOptions(showAccess, {
      tags,
      summary: 'One page of the agency’s branches with search and a status filter, and the counts per status',
      querystring: ZLoadBranchQuery,
      ok: ZLoadBranchResponse,
    }),
    async (request) =>
      loadBranches({ db: app.db, scope: agencyScopeOf(requireUser(request)), query: request.query }),
  );

  app.get(
    CompanySettingsPaths.viewBranch,
    routeOptions(showAccess, {
      tags,
      summary: 'One of the agency’s branches; another agency’s id answers 404',
      querystring: ZViewBranchQuery,
      ok: ZBranchResponse,
    }),
    async (request) =>
      viewBranch({
        db: app.db,
        scope: agencyScopeOf(requireUser(request)),
        branchId: request.query.branchId,
      }),
  );

  app.post(
    CompanySettingsPaths.createBranch,
    routeOptions(manageAccess, {
      tags,
      summary: 'Adds an active branch; a code the agency already uses answers 409',
      body: ZCreateBranchRequest,
      ok: ZBranchResponse,
      status: 201,
      errors: [409],
    }),
    async (request, reply) => {
      const user = requireUser(request);
      const result = await createBranch({
        db: app.db,
        scope: agencyScopeOf(user),
        user,
        request: request.body,
        now: app.now(),
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    CompanySettingsPaths.updateBranch,
    routeOptions(manageAccess, {
      tags,
      summary: 'Replaces a branch’s details and status; deactivating one with active staff answers 409',
      body: ZUpdateBranchRequest,
      ok: ZBranchResponse,
      errors: [409],
    }),
    async (request) => {
      const user = requireUser(request);
      return updateBranch({
        db: app.db,
        scope: agencyScopeOf(user),
        user,
        request: request.body,
        now: app.now(),
      });
    },
  );
};
