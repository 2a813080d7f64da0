import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OperatorPermission,
  VisaOperatorPaths,
  ZAskVisaCorrectionBody,
  ZRejectVisaApplicationBody,
  ZVisaApplication,
  ZVisaDocumentQuery,
  ZVisaOperatorActionBody,
  ZVisaOrderReferenceQuery,
  ZVisaQueuePage,
  ZVisaQueueQuery,
  type VisaApplication,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { createMessaging } from '../../adapters/registry';
import type { Db } from '../../db/client';
import { requireUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { approveApplication } from './approve-application';
import { askApplicationCorrection } from './ask-application-correction';
import { loadApplicationView, type VisaViewer } from './application-view';
import { getApplicationDocument } from './get-application-document';
import { listApplications } from './list-applications';
import { mailApplicationNotice, type VisaNotice } from './mail-application-notice';
import { rejectApplication } from './reject-application';
import { sendVisaFile } from './send-visa-file';
import { submitApplication } from './submit-application';
import { readVisaUploadForm, visaFileField } from './upload-form';
import { uploadVisa } from './upload-visa';

const access = { auth: 'user', permission: OperatorPermission.ProcessVisaApplications } as const;
const tags = ['backoffice'];

/**
 * The operators' visa desk: every agency's applications of the tenant, one application, and the processing steps
 * (ask for a correction, submit, attach visas, approve, reject), each under the application's lock. The agency is
 * mailed when documents are asked again, and when its application is approved or rejected.
 */
export const operatorVisaApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this context parses multipart; every other route keeps answering 415 to it.
  await app.register(multipart);
  const files = createFileStore(app.env.DATA_DIR);
  const messaging = createMessaging({ env: app.env, db: app.db });

  const caller = (request: FastifyRequest) => {
    const operator = requireUser(request);
    const viewer: VisaViewer = { side: 'Operator', tenantId: request.tenant.id };
    return { operatorId: operator.id, tenantId: request.tenant.id, viewer, now: app.now() };
  };
  const scopeOf = (request: FastifyRequest) => ({ tenantId: request.tenant.id, agencyId: null, branchId: null });
  /** Runs a step in one transaction, then mails the agency (after commit) when the step is news to it. */
  const step = async (
    request: FastifyRequest,
    reference: string,
    notice: VisaNotice | null,
    work: (tx: Db, context: ReturnType<typeof caller>) => Promise<void>,
  ): Promise<VisaApplication> => {
    const context = caller(request);
    const application = await app.db.transaction(async (tx) => {
      await work(tx, context);
      return loadApplicationView(tx, { viewer: context.viewer, reference });
    });
    if (notice) {
      await mailApplicationNotice({
        db: app.db,
        messaging,
        log: request.log,
        tenantId: context.tenantId,
        brand: request.tenant.config.company.shortName || request.tenant.config.tenantName,
        notice,
        application,
      });
    }
    return application;
  };

  app.get(
    VisaOperatorPaths.applications,
    routeOptions(access, {
      tags,
      summary: 'The tenant’s visa applications in status tabs with counts, the longest waiting first',
      querystring: ZVisaQueueQuery,
      ok: ZVisaQueuePage,
    }),
    async (request) =>
      listApplications({ db: app.db, scope: scopeOf(request), query: request.query, now: app.now() }),
  );

  app.get(
    VisaOperatorPaths.application,
    routeOptions(access, {
      tags,
      summary: 'One application of the tenant with its documents, corrections, history and next steps',
      querystring: ZVisaOrderReferenceQuery,
      ok: ZVisaApplication,
    }),
    async (request) =>
      loadApplicationView(app.db, {
        viewer: caller(request).viewer,
        reference: request.query.orderReference,
      }),
  );

  app.post(
    VisaOperatorPaths.askCorrection,
    routeOptions(access, {
      tags,
      summary: 'Ask the agency to upload named documents again, each with a reason (mailed to the agency)',
      body: ZAskVisaCorrectionBody,
      ok: ZVisaApplication,
      errors: [409, 422],
    }),
    async (request) =>
      step(request, request.body.orderReference, 'CorrectionAsked', (tx, { tenantId, operatorId, now }) =>
        askApplicationCorrection({ tx, tenantId, operatorId, body: request.body, now }),
      ),
  );

  app.post(
    VisaOperatorPaths.submit,
    routeOptions(access, {
      tags,
      summary:
        'Record that the application was lodged with the embassy; the agency can no longer cancel or edit it',
      body: ZVisaOperatorActionBody,
      ok: ZVisaApplication,
      errors: [409],
    }),
    async (request) =>
      step(request, request.body.orderReference, null, (tx, { tenantId, operatorId, now }) =>
        submitApplication({ tx, tenantId, operatorId, body: request.body, now }),
      ),
  );

  app.post(
    VisaOperatorPaths.uploadVisa,
    routeOptions(access, {
      tags,
      summary: 'Attach an applicant’s issued visa to a submitted application (replaces an earlier one)',
      description: `multipart/form-data: text fields \`orderReference\` and \`applicantId\`, file field \`${visaFileField}\` (png, jpeg or pdf by content, at most 1 MB; nothing is stored on a refusal).`,
      consumes: ['multipart/form-data'],
      ok: ZVisaApplication,
      errors: [400, 409, 413, 415, 422],
    }),
    async (request) => {
      const { tenantId, operatorId, viewer, now } = caller(request);
      const form = await readVisaUploadForm(request, 2);
      const { reference } = await uploadVisa({
        db: app.db,
        files,
        tenantId,
        operatorId,
        fields: form.fields,
        file: form.file,
        now,
      });
      return loadApplicationView(app.db, { viewer, reference });
    },
  );

  app.post(
    VisaOperatorPaths.approve,
    routeOptions(access, {
      tags,
      summary:
        'Approve a submitted application once every applicant’s visa is attached (mailed to the agency)',
      body: ZVisaOperatorActionBody,
      ok: ZVisaApplication,
      errors: [409, 422],
    }),
    async (request) =>
      step(request, request.body.orderReference, 'Approved', (tx, { tenantId, operatorId, now }) =>
        approveApplication({ tx, tenantId, operatorId, body: request.body, now }),
      ),
  );

  app.post(
    VisaOperatorPaths.reject,
    routeOptions(access, {
      tags,
      summary:
        'Reject an application with the reason (mailed to the agency): before submission the government fees are credited back, after it every fee is kept',
      body: ZRejectVisaApplicationBody,
      ok: ZVisaApplication,
      errors: [409],
    }),
    async (request) =>
      step(request, request.body.orderReference, 'Rejected', (tx, { tenantId, operatorId, now }) =>
        rejectApplication({ tx, tenantId, operatorId, body: request.body, now }),
      ),
  );

  app.get(
    VisaOperatorPaths.document,
    routeOptions(access, {
      tags,
      summary: 'One document of any application of the tenant (an upload or a visa) as an attachment',
      querystring: ZVisaDocumentQuery,
    }),
    async (request, reply) =>
      sendVisaFile(
        reply,
        await getApplicationDocument({
          db: app.db,
          files,
          scope: scopeOf(request),
          reference: request.query.orderReference,
          documentId: request.query.documentId,
        }),
      ),
  );
};
