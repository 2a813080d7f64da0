import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackofficeKycPaths,
  OperatorPermission,
  ZDocumentIdQuery,
  ZKycAgencyQuery,
  ZKycAgencyResponse,
  ZKycOperatorRemarkRequest,
  ZKycQueueQuery,
  ZKycQueueResponse,
  ZKycRemarkResponse,
  ZKycReviewRequest,
  ZKycReviewResponse,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { createMessaging } from '../../adapters/registry';
import { addKycRemark } from '../../kyc/add-kyc-remark';
import { findTenantDocument } from '../../kyc/documents.repository';
import { getAgencyDocument } from '../../kyc/get-agency-document';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { getKycAgency } from './get-kyc-agency';
import { listKycQueue } from './list-kyc-queue';
import { reviewKycDocument } from './review-kyc-document';

const access = { auth: 'user', permission: OperatorPermission.ReviewAgencyDocuments } as const;
const tags = ['backoffice'];

/** The operators' review of agencies' KYC documents: queue, an agency's file, decisions and the conversation. */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const messaging = createMessaging({ env: app.env, db: app.db });
  const files = createFileStore(app.env.DATA_DIR);

  app.get(
    BackofficeKycPaths.queue,
    routeOptions(access, {
      tags,
      summary: 'Agencies by the state of their documents (tabs pending, approved, rejected, all), one page',
      querystring: ZKycQueueQuery,
      ok: ZKycQueueResponse,
    }),
    async (request) => listKycQueue({ db: app.db, tenantId: request.tenant.id, query: request.query }),
  );

  app.get(
    BackofficeKycPaths.agency,
    routeOptions(access, {
      tags,
      summary: 'One agency’s documents with every version, and its KYC conversation',
      querystring: ZKycAgencyQuery,
      ok: ZKycAgencyResponse,
    }),
    async (request) =>
      getKycAgency({ db: app.db, tenantId: request.tenant.id, agencyId: request.query.agencyId }),
  );

  app.get(
    BackofficeKycPaths.document,
    routeOptions(access, {
      tags,
      summary: 'One document version of an agency of the tenant, as an attachment',
      querystring: ZDocumentIdQuery,
    }),
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const located = await findTenantDocument(app.db, tenantId, request.query.documentId);
      if (!located) throw AppError.notFound('Document not found.');
      const document = await getAgencyDocument({
        db: app.db,
        files,
        scope: { tenantId, agencyId: located.agencyId },
        documentId: located.id,
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
    BackofficeKycPaths.review,
    routeOptions(access, {
      tags,
      summary:
        'Approve or reject a document waiting for review (rejecting needs a remark and mails the agency)',
      body: ZKycReviewRequest,
      ok: ZKycReviewResponse,
      errors: [409],
    }),
    async (request) =>
      reviewKycDocument({
        db: app.db,
        messaging,
        tenantId: request.tenant.id,
        brand: request.tenant.config.company.shortName || request.tenant.config.tenantName,
        operator: requireUser(request),
        request: request.body,
        now: app.now(),
      }),
  );

  app.post(
    BackofficeKycPaths.remark,
    routeOptions(access, {
      tags,
      summary: 'An operator writes in an agency’s KYC conversation',
      body: ZKycOperatorRemarkRequest,
      ok: ZKycRemarkResponse,
      status: 201,
    }),
    async (request, reply) => {
      const { agencyId, ...remark } = request.body;
      const result = await addKycRemark({
        db: app.db,
        scope: { tenantId: request.tenant.id, agencyId },
        user: requireUser(request),
        side: 'operator',
        request: remark,
        now: app.now(),
      });
      return reply.status(201).send(result);
    },
  );
};
