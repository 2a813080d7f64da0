import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CompanySettingsPaths,
  ZAuditLogPage,
  ZCreateRoleRequest,
  ZCreateStaffRequest,
  ZDropdownBranchResponse,
  ZDropdownRoleResponse,
  ZLoadAuditLogQuery,
  ZLoadRolesResponse,
  ZLoadStaffQuery,
  ZModuleListResponse,
  ZResendInvitationRequest,
  ZRoleResponse,
  ZSetStaffStatusRequest,
  ZStaffLookupsResponse,
  ZStaffPage,
  ZStaffResponse,
  ZStaffView,
  ZUpdateRoleRequest,
  ZUpdateStaffRequest,
  ZViewStaffQuery,
} from '@portal/contracts';
import { createMessaging } from '../../adapters/registry';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { createRole } from './create-role';
import { createStaff, type InvitationToSend } from './create-staff';
import { getModuleList } from './get-module-list';
import { loadAuditLog } from './load-audit-log';
import { dropdownRole, loadRoles } from './load-roles';
import { dropdownBranch, getStaffLookups, loadStaff, viewStaff } from './load-staff';
import { invitationLink, mailInvitation } from './mail-invitation';
import { resendInvitation } from './resend-invitation';
import { setStaffStatus } from './set-staff-status';
import { findActorName } from './staff.repository';
import { updateRole } from './update-role';
import { updateStaff } from './update-staff';

const tags = ['customer'];
const showAccess = { auth: 'user', permission: 'ShowStaffs' } as const;
const manageAccess = { auth: 'user', permission: 'ManageStaff' } as const;

/** Company settings: the agency's staff, their roles and invitations, and the agency's audit log. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const messaging = createMessaging({ env: app.env, db: app.db });
  const call = (request: FastifyRequest) => ({ db: app.db, caller: requireUser(request) });

  /** Mails a committed invitation; the link points at the host the agency works on, so its brand shows. */
  const sendInvitation = async (request: FastifyRequest, invitation: InvitationToSend) => {
    const caller = requireUser(request);
    await mailInvitation({
      messaging,
      log: request.log,
      tenantId: caller.tenantId,
      brand: request.tenant.config.company.shortName || request.tenant.config.tenantName,
      to: invitation.to,
      inviteeName: invitation.inviteeName,
      agencyName: invitation.agencyName,
      inviterName: await findActorName(app.db, caller.tenantId, caller.id),
      link: invitationLink(`${request.protocol}://${request.host}`, invitation.token),
    });
  };

  app.get(
    CompanySettingsPaths.getModuleList,
    routeOptions(showAccess, {
      tags,
      summary: 'The role editor’s module list (every permission code, grouped) and the role presets',
      ok: ZModuleListResponse,
    }),
    async () => getModuleList(),
  );

  app.get(
    CompanySettingsPaths.loadRoles,
    routeOptions(showAccess, {
      tags,
      summary: 'The agency’s roles with their permission codes and how many users hold each',
      ok: ZLoadRolesResponse,
    }),
    async (request) => loadRoles(call(request)),
  );

  app.get(
    CompanySettingsPaths.dropdownRole,
    routeOptions(showAccess, { tags, summary: 'The agency’s roles as choices', ok: ZDropdownRoleResponse }),
    async (request) => dropdownRole(call(request)),
  );

  app.post(
    CompanySettingsPaths.createRole,
    routeOptions(manageAccess, {
      tags,
      summary: 'Adds a role (name 2–50 characters, unique in the agency; known permission codes only)',
      body: ZCreateRoleRequest,
      ok: ZRoleResponse,
      status: 201,
      errors: [409],
    }),
    async (request, reply) => {
      const result = await createRole({ ...call(request), request: request.body, now: app.now() });
      return reply.status(201).send(result);
    },
  );

  app.post(
    CompanySettingsPaths.updateRole,
    routeOptions(manageAccess, {
      tags,
      summary: 'Replaces a role’s name and permissions; its holders get them on their next request',
      description: 'Refused with 422 STAFF_LAST_MANAGER when no active user could manage staff afterwards.',
      body: ZUpdateRoleRequest,
      ok: ZRoleResponse,
      errors: [404, 409, 422],
    }),
    async (request) => updateRole({ ...call(request), request: request.body, now: app.now() }),
  );

  app.get(
    CompanySettingsPaths.dropdownBranch,
    routeOptions(showAccess, {
      tags,
      summary: 'The agency’s active branches as choices',
      ok: ZDropdownBranchResponse,
    }),
    async (request) => dropdownBranch(call(request)),
  );

  app.get(
    CompanySettingsPaths.getStaffLookups,
    routeOptions(showAccess, {
      tags,
      summary: 'The staff page’s roles, active branches and statuses in one call',
      ok: ZStaffLookupsResponse,
    }),
    async (request) => getStaffLookups(call(request)),
  );

  app.get(
    CompanySettingsPaths.loadStaff,
    routeOptions(showAccess, {
      tags,
      summary:
        'A page of the agency’s owners and staff; search by name or email, filter by role, branch, status',
      querystring: ZLoadStaffQuery,
      ok: ZStaffPage,
    }),
    async (request) => loadStaff({ ...call(request), query: request.query }),
  );

  app.get(
    CompanySettingsPaths.viewStaff,
    routeOptions(showAccess, {
      tags,
      summary: 'One user of the agency with role, branch and status; another agency’s user answers 404',
      querystring: ZViewStaffQuery,
      ok: ZStaffView,
      errors: [404],
    }),
    async (request) => viewStaff({ ...call(request), staffId: request.query.staffId }),
  );

  app.post(
    CompanySettingsPaths.createStaff,
    routeOptions(manageAccess, {
      tags,
      summary: 'Invites a person: creates the user "invited" and mails a single-use link valid 72 hours',
      body: ZCreateStaffRequest,
      ok: ZStaffResponse,
      status: 201,
      errors: [409, 422],
    }),
    async (request, reply) => {
      const { response, invitation } = await createStaff({
        ...call(request),
        request: request.body,
        now: app.now(),
      });
      await sendInvitation(request, invitation);
      return reply.status(201).send(response);
    },
  );

  app.post(
    CompanySettingsPaths.resendInvitation,
    routeOptions(manageAccess, {
      tags,
      summary: 'Mails a new invitation link; the older links stop working',
      body: ZResendInvitationRequest,
      ok: ZStaffResponse,
      errors: [404, 409],
    }),
    async (request) => {
      const { response, invitation } = await resendInvitation({
        ...call(request),
        staffId: request.body.staffId,
        now: app.now(),
      });
      await sendInvitation(request, invitation);
      return response;
    },
  );

  app.post(
    CompanySettingsPaths.updateStaff,
    routeOptions(manageAccess, {
      tags,
      summary: 'Changes a user’s name, phone, designation, role (none: owner) and branch (none: head office)',
      description: 'Refused with 422 STAFF_LAST_MANAGER when no active user could manage staff afterwards.',
      body: ZUpdateStaffRequest,
      ok: ZStaffResponse,
      errors: [404, 422],
    }),
    async (request) => updateStaff({ ...call(request), request: request.body, now: app.now() }),
  );

  app.post(
    CompanySettingsPaths.setStaffStatus,
    routeOptions(manageAccess, {
      tags,
      summary: 'Suspends (every session of the user ends at once) or reactivates a user',
      description:
        'Nobody may suspend themselves (422 STAFF_SELF_SUSPEND); the last active staff manager cannot be ' +
        'suspended (422 STAFF_LAST_MANAGER); an invited user has no status to change yet (409).',
      body: ZSetStaffStatusRequest,
      ok: ZStaffResponse,
      errors: [404, 409, 422],
    }),
    async (request) => setStaffStatus({ ...call(request), request: request.body, now: app.now() }),
  );

  app.get(
    CompanySettingsPaths.loadAuditLog,
    routeOptions(
      { auth: 'user', permission: ['ManageStaff', 'EditCompanyInfo'] },
      {
        tags,
        summary: 'A page of the agency’s audit log, newest first, optionally of one kind of target',
        querystring: ZLoadAuditLogQuery,
        ok: ZAuditLogPage,
      },
    ),
    async (request) => loadAuditLog({ ...call(request), query: request.query }),
  );
};
