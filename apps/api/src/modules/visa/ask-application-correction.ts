import {
  VisaApplicationErrorCode,
  VisaApplicationMessage,
  type AskVisaCorrectionBody,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { lockRequest } from '../../requests/service-request.repository';
import { applicantNotFound, applicationNotFound, fieldConflict } from './application-errors';
import { storedProduct } from './applied-product';
import { applicantsOf, documentsOf, findApplication, insertCorrection } from './visa-application.repository';

/**
 * POST Operator/AskCorrection (ProcessVisaApplications): while Documents received, names the documents of which
 * applicants to upload again and why (each on the checklist applied for or already sent by that applicant, else 422
 * VISA_DOCUMENT_NOT_IN_CHECKLIST naming the item); the application waits on the agency (Correction asked) until it answers.
 * Under the request's lock, so two operators deciding at once end with one decision (the second gets 409).
 */
export async function askApplicationCorrection(options: {
  tx: Db;
  tenantId: string;
  operatorId: string;
  body: AskVisaCorrectionBody;
  now: Date;
}): Promise<void> {
  const { tx, tenantId, body, now } = options;
  const request = await lockRequest(tx, { tenantId, agencyId: null, branchId: null }, 'Visa', body.orderReference);
  if (!request) throw applicationNotFound();
  const application = await findApplication(tx, tenantId, request.id);
  if (!application) throw applicationNotFound();
  const applicants = await applicantsOf(tx, tenantId, request.id);
  const documents = await documentsOf(tx, tenantId, request.id);
  const checklist = new Set<string>(storedProduct(application.product).checklist.map((item) => item.code));
  const names = body.items.map((item, index) => {
    const applicant = applicants.find((one) => one.id === item.applicantId);
    if (!applicant) throw applicantNotFound();
    // Only a document the agency can upload again: one on the checklist applied for, or one it already sent.
    const held = documents.some(
      (document) =>
        document.applicantId === applicant.id && document.code === item.code && !document.supersededAt,
    );
    if (!checklist.has(item.code) && !held) {
      throw fieldConflict(
        VisaApplicationErrorCode.DocumentNotInChecklist,
        `items.${index}.code`,
        VisaApplicationMessage.documentNotInChecklist,
      );
    }
    return `${applicant.firstName} ${applicant.lastName}: ${item.code}`;
  });
  // The status is checked by the one door below; the correction row goes with it or not at all.
  await moveRequest(tx, {
    request,
    action: 'AskCorrection',
    to: 'CorrectionAsked',
    side: 'Operator',
    userId: options.operatorId,
    note: `Documents asked again: ${names.join('; ')}.`,
    now,
  });
  await insertCorrection(tx, {
    requestId: request.id,
    tenantId,
    items: body.items,
    askedBy: options.operatorId,
    askedAt: now,
  });
}
