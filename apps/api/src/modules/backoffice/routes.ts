import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackofficePaths,
  BackofficeUserPaths,
  OperatorPermission,
  ZApproveRegistrationRequest,
  ZGetDocumentQuery,
  ZGetUsersQuery,
  ZGetUsersResponse,
  ZPendingRegistrationsResponse,
  ZRejectRegistrationRequest,
  ZReviewRegistrationResponse,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { createMessaging } from '../../adapters/registry';
import { routeOptions } from '../../lib/route-options';
import { getRegistrationDocument } from './get-registration-document';
import { listPendingRegistrations } from './list-pending-registrations';
import { listUsers } from './list-users';
import { moneyDeskRoutes } from './money-desk-routes';
import { inProgressQueueRoutes } from './in-progress-queue-routes';
import { kycRoutes } from './kyc-routes';
import { partialRequestQueueRoutes } from './partial-request-queue-routes';
import { approveRegistration, rejectRegistration } from './review-registration';

const reviewAccess = { auth: 'user', permission: OperatorPermission.ReviewRegistrations } as const;
// The user list exists so operators can find whose sessions to end.
const sessionsAccess = { auth: 'user', permission: OperatorPermission.ManageUserSessions } as const;
const tags = ['backoffice'];

/**
 * The back office: operators of a tenant decide on its pending agencies and look up its users (to end their
 * sessions).
 */
export const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(moneyDeskRoutes);
  await app.register(inProgressQueueRoutes);
  await app.register(partialRequestQueueRoutes);
  await app.register(kycRoutes);
  const messaging = createMessaging({ env: app.env, db: app.db });
  const files = createFileStore(app.env.DATA_DIR);

  app.get(
    BackofficePaths.getPending,
    routeOptions(reviewAccess, {
      tags,
      summary: 'Registrations awaiting approval, with their documents',
      ok: ZPendingRegistrationsResponse,
    }),
    async (request) => listPendingRegistrations({ db: app.db, tenantId: request.tenant.id }),
  );

  app.get(
    BackofficePaths.getDocument,
    routeOptions(reviewAccess, {
      tags,
      summary: 'Download a registration document (an attachment with its stored content type)',
      querystring: ZGetDocumentQuery,
    }),
    async (request, reply) => {
      const document = await getRegistrationDocument({
        db: app.db,
        files,
        tenantId: request.tenant.id,
        documentId: request.query.documentId,
      });
      return (
        reply
          .header('content-type', document.contentType)
          .header('content-disposition', `attachment; filename="${document.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // The 200 answer is the file's bytes, deliberately outside the JSON response schemas.
          .send(document.content as never)
      );
    },
  );

  app.post(
    BackofficePaths.approve,
    routeOptions(reviewAccess, {
      tags,
      summary: 'Approve a pending registration (exactly once; 409 otherwise)',
      body: ZApproveRegistrationRequest,
      ok: ZReviewRegistrationResponse,
      errors: [409],
    }),
    async (request) =>
      approveRegistration({ db: app.db, tenantId: request.tenant.id, agencyId: request.body.agencyId }),
  );

  app.post(
    BackofficePaths.reject,
    routeOptions(reviewAccess, {
      tags,
      summary: 'Reject a pending registration with a reason; the applicant is emailed the reason',
      body: ZRejectRegistrationRequest,
      ok: ZReviewRegistrationResponse,
      errors: [409],
    }),
    async (request) =>
      rejectRegistration({
        db: app.db,
        messaging,
        tenantId: request.tenant.id,
        brand: request.tenant.config.company.shortName || request.tenant.config.tenantName,
        agencyId: request.body.agencyId,
        reason: request.body.reason,
      }),
  );

  app.get(
    BackofficeUserPaths.getUsers,
    routeOptions(sessionsAccess, {
      tags,
      summary:
        "The tenant's users, 25 a page, with their open sessions; search by email, name or agency name",
      querystring: ZGetUsersQuery,
      ok: ZGetUsersResponse,
    }),
    async (request) =>
      listUsers({
        db: app.db,
        tenantId: request.tenant.id,
        search: request.query.search,
        page: request.query.page,
      }),
  );
};
