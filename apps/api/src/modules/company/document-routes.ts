import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgencyDocumentKinds,
  CompanySettingsPaths,
  DocumentFileField,
  ZDocumentIdQuery,
  ZKycRemarkResponse,
  ZLoadDocumentsResponse,
  ZLoadKycRemarksResponse,
  ZUpdateKycRemarksRequest,
  ZUploadDocumentResponse,
} from '@portal/contracts';
import type { FileStore } from '../../adapters/file-store';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { addKycRemark } from '../../kyc/add-kyc-remark';
import { agencyScopeOf } from './company-scope';
import { getAgencyDocument } from '../../kyc/get-agency-document';
import { loadDocuments, loadKycRemarks } from './load-documents';
import { readDocumentForm } from './read-document-form';
import { uploadDocument } from './upload-document';

const tags = ['company'];
const readAccess = { auth: 'user', permission: 'CompanySettings' } as const;
const editAccess = { auth: 'user', permission: 'EditCompanyInfo' } as const;

/** The Documents tab: the agency's KYC documents and its conversation with the operators about them. */
export const documentRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  app.get(
    CompanySettingsPaths.loadDocuments,
    routeOptions(readAccess, {
      tags,
      summary:
        'Each kind of document: the current version with its review, its older versions, and the KYC status',
      ok: ZLoadDocumentsResponse,
    }),
    async (request) => loadDocuments({ db: app.db, scope: agencyScopeOf(requireUser(request)) }),
  );

  app.post(
    CompanySettingsPaths.uploadDocument,
    routeOptions(editAccess, {
      tags,
      summary:
        'Uploads a new version of a document (multipart/form-data); it replaces the current one and waits for review',
      description: `Text field: kind (${AgencyDocumentKinds.join(', ')}). File: ${DocumentFileField} (png, jpeg or pdf by content, at most 1 MB).`,
      consumes: ['multipart/form-data'],
      ok: ZUploadDocumentResponse,
      status: 201,
      errors: [400, 413, 415],
    }),
    async (request, reply) => {
      const user = requireUser(request);
      const scope = agencyScopeOf(user);
      const form = await readDocumentForm(request);
      const result = await uploadDocument({ db: app.db, files, scope, user, form, now: app.now() });
      return reply.status(201).send(result);
    },
  );

  app.get(
    CompanySettingsPaths.getDocument,
    routeOptions(readAccess, {
      tags,
      summary: 'One of the agency’s document versions, as an attachment; another agency’s id answers 404',
      querystring: ZDocumentIdQuery,
    }),
    async (request, reply) => {
      const document = await getAgencyDocument({
        db: app.db,
        files,
        scope: agencyScopeOf(requireUser(request)),
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

  app.get(
    CompanySettingsPaths.loadKycRemarks,
    routeOptions(readAccess, {
      tags,
      summary: 'The KYC conversation between the operators and the agency, oldest first',
      ok: ZLoadKycRemarksResponse,
    }),
    async (request) => loadKycRemarks({ db: app.db, scope: agencyScopeOf(requireUser(request)) }),
  );

  app.post(
    CompanySettingsPaths.updateKycRemarks,
    routeOptions(editAccess, {
      tags,
      summary: 'The agency adds an answer to the KYC conversation',
      body: ZUpdateKycRemarksRequest,
      ok: ZKycRemarkResponse,
      status: 201,
    }),
    async (request, reply) => {
      const user = requireUser(request);
      const result = await addKycRemark({
        db: app.db,
        scope: agencyScopeOf(user),
        user,
        side: 'agency',
        request: request.body,
        now: app.now(),
      });
      return reply.status(201).send(result);
    },
  );
};
