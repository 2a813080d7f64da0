import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdempotencyHeader,
  VisaPaths,
  ZApplyVisaBody,
  ZCancelVisaApplicationBody,
  ZCorrectVisaApplicationBody,
  ZEditVisaApplicationBody,
  ZVisaApplication,
  ZVisaCancellationQuote,
  ZVisaDocumentQuery,
  ZVisaOrderReferenceQuery,
  ZVisaQueuePage,
  ZVisaQueueQuery,
  ZVisaUpload,
  type VisaApplication,
} from '@portal/contracts';
import { createFileStore } from '../../adapters/file-store';
import { agencyPrintLogo } from '../../branding/agency-print-logo';
import type { Db } from '../../db/client';
import { idempotencyKeyOf, runIdempotent } from '../../lib/idempotency/run-idempotent';
import { requireAgencyUser } from '../../lib/require-user';
import { routeOptions } from '../../lib/route-options';
import { loadApplicationView, type VisaViewer } from './application-view';
import { applyVisa } from './apply-visa';
import { cancelApplication } from './cancel-application';
import { correctApplication } from './correct-application';
import { editApplication } from './edit-application';
import { getApplicationCancellationQuote } from './get-application-cancellation-quote';
import { getApplicationDocument } from './get-application-document';
import { getApplicationInvoice } from './get-application-invoice';
import { listApplications } from './list-applications';
import { sendVisaFile } from './send-visa-file';
import { uploadDocument } from './upload-document';
import { readVisaUploadForm, visaFileField } from './upload-form';
import { countryNamesOf } from './visa-countries';
import { agencyScopeOf } from '../../lib/agency-scope';

const applyAccess = { auth: 'user', permission: 'SearchVisa' } as const;
/** Uploads feed an application (SearchVisa) or a correction's answer (EditVisaApplication). */
const uploadAccess = { auth: 'user', permission: ['SearchVisa', 'EditVisaApplication'] } as const;
const queueAccess = { auth: 'user', permission: 'ShowVisaQueue' } as const;
const viewAccess = { auth: 'user', permission: 'ViewVisaBooking' } as const;
const editAccess = { auth: 'user', permission: 'EditVisaApplication' } as const;
const cancelAccess = { auth: 'user', permission: 'CancelVisaApplication' } as const;
const printAccess = { auth: 'user', permission: 'PrintVisaInvoice' } as const;
const tags = ['visa application'];

/**
 * The agency's visa applications (spec §2 visa-booking, visa-order, visa-myapplications, visa-print-preview; codes
 * 253–260): uploads, apply (paid from the wallet), the queue, one application, edit, correct, cancellation quote
 * and cancel, documents and the invoice. Apply and Cancel move money and take an Idempotency-Key.
 */
export const visaApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this context parses multipart; every other route keeps answering 415 to it.
  await app.register(multipart);
  const files = createFileStore(app.env.DATA_DIR);
  const names = countryNamesOf(app.supply);

  const caller = (request: FastifyRequest) => {
    const user = requireAgencyUser(request);
    const scope = agencyScopeOf(user);
    const viewer: VisaViewer = { side: 'Agency', ...scope, functionalities: user.functionalities };
    return { user, scope, viewer, now: app.now() };
  };
  /** Runs a call that moves money once per Idempotency-Key, answering the application as the caller may read it. */
  const once = (
    request: FastifyRequest & { body: unknown },
    path: string,
    work: (tx: Db, context: ReturnType<typeof caller>) => Promise<string>,
  ) => {
    const context = caller(request);
    return runIdempotent<VisaApplication>(
      {
        db: app.db,
        tenantId: context.user.tenantId,
        userId: context.user.id,
        key: idempotencyKeyOf(request.headers[IdempotencyHeader]),
        operation: `POST ${path}`,
        request: request.body,
        now: context.now,
      },
      async (tx) => {
        const reference = await work(tx, context);
        return loadApplicationView(tx, { viewer: context.viewer, reference });
      },
    );
  };
  /** Runs a change in one transaction and answers the application as it now is. */
  const change = (
    request: FastifyRequest,
    reference: string,
    work: (tx: Db, context: ReturnType<typeof caller>) => Promise<void>,
  ) => {
    const context = caller(request);
    return app.db.transaction(async (tx) => {
      await work(tx, context);
      return loadApplicationView(tx, { viewer: context.viewer, reference });
    });
  };

  app.post(
    VisaPaths.uploadDocument,
    routeOptions(uploadAccess, {
      tags,
      summary: 'Upload one document for an application or a correction; answers the upload id to attach',
      description: `multipart/form-data with one file field \`${visaFileField}\`: png, jpeg or pdf by content, at most 1 MB (413 larger, 415 another type; nothing is stored then).`,
      consumes: ['multipart/form-data'],
      ok: ZVisaUpload,
      errors: [400, 413, 415],
    }),
    async (request) => {
      const { user, scope, now } = caller(request);
      const form = await readVisaUploadForm(request, 2);
      return uploadDocument({ db: app.db, files, scope, userId: user.id, file: form.file, now });
    },
  );

  app.post(
    VisaPaths.apply,
    routeOptions(applyAccess, {
      tags,
      summary:
        'Apply for a visa: applicants with passports and checklist uploads, every fee paid from the wallet at once (Idempotency-Key required)',
      body: ZApplyVisaBody,
      ok: ZVisaApplication,
      errors: [409, 422],
    }),
    async (request, reply) => {
      const answer = await once(request, VisaPaths.apply, async (tx, { user, scope, now }) => {
        const applied = await applyVisa({ tx, scope, userId: user.id, body: request.body, names, now });
        return applied.reference;
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    VisaPaths.applications,
    routeOptions(queueAccess, {
      tags,
      summary:
        'The agency’s visa applications in status tabs with counts, searched and filtered, newest first',
      querystring: ZVisaQueueQuery,
      ok: ZVisaQueuePage,
    }),
    async (request) => {
      const { scope, now } = caller(request);
      return listApplications({ db: app.db, scope, query: request.query, now });
    },
  );

  app.get(
    VisaPaths.application,
    routeOptions(viewAccess, {
      tags,
      summary:
        'One application: status, product as applied, applicants with documents and visas, fees, correction, history, what the caller may do',
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
    VisaPaths.edit,
    routeOptions(editAccess, {
      tags,
      summary:
        'Edit applicants’ names and passport details while the application is received or awaiting a correction',
      body: ZEditVisaApplicationBody,
      ok: ZVisaApplication,
      errors: [409, 422],
    }),
    async (request) =>
      change(request, request.body.orderReference, (tx, { user, scope, now }) =>
        editApplication({ tx, scope, userId: user.id, body: request.body, now }),
      ),
  );

  app.post(
    VisaPaths.correct,
    routeOptions(editAccess, {
      tags,
      summary: 'Answer the open correction with exactly the documents it names, each uploaded again',
      body: ZCorrectVisaApplicationBody,
      ok: ZVisaApplication,
      errors: [409, 422],
    }),
    async (request) =>
      change(request, request.body.orderReference, (tx, { user, scope, now }) =>
        correctApplication({ tx, scope, userId: user.id, body: request.body, now }),
      ),
  );

  app.get(
    VisaPaths.cancellationQuote,
    routeOptions(cancelAccess, {
      tags,
      summary: 'What cancelling now gives back: the government fees refunded, the service fees kept',
      querystring: ZVisaOrderReferenceQuery,
      ok: ZVisaCancellationQuote,
      errors: [409],
    }),
    async (request) =>
      getApplicationCancellationQuote({
        db: app.db,
        scope: caller(request).scope,
        reference: request.query.orderReference,
      }),
  );

  app.post(
    VisaPaths.cancel,
    routeOptions(cancelAccess, {
      tags,
      summary:
        'Cancel before submission: the government fees credited back, the service fees kept (Idempotency-Key required)',
      body: ZCancelVisaApplicationBody,
      ok: ZVisaApplication,
      errors: [409, 422],
    }),
    async (request, reply) => {
      const answer = await once(request, VisaPaths.cancel, async (tx, { user, scope, now }) => {
        await cancelApplication({ tx, scope, userId: user.id, body: request.body, now });
        return request.body.orderReference;
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    VisaPaths.document,
    routeOptions(viewAccess, {
      tags,
      summary: 'One document of the agency’s application (an upload or a visa) as an attachment',
      querystring: ZVisaDocumentQuery,
    }),
    async (request, reply) =>
      sendVisaFile(
        reply,
        await getApplicationDocument({
          db: app.db,
          files,
          scope: caller(request).scope,
          reference: request.query.orderReference,
          documentId: request.query.documentId,
        }),
      ),
  );

  app.get(
    VisaPaths.invoice,
    routeOptions(printAccess, {
      tags,
      summary:
        'The agency’s invoice of an application as a PDF: fees per applicant apart, the total, any refund',
      querystring: ZVisaOrderReferenceQuery,
    }),
    async (request, reply) => {
      const { config } = request.tenant;
      const { scope } = caller(request);
      const pdf = await getApplicationInvoice({
        db: app.db,
        scope,
        tenant: {
          name: config.company.name,
          lines: [config.global.contactNo, config.global.email].filter(Boolean),
          // The agency prints its own invoices: its logo heads them.
          logo: await agencyPrintLogo(app.db, files, scope),
        },
        reference: request.query.orderReference,
      });
      return sendVisaFile(reply, { ...pdf, contentType: 'application/pdf' });
    },
  );
};
