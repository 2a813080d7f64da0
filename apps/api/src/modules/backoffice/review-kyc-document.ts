import {
  DocumentErrorCode,
  DocumentMessage,
  type KycReviewRequest,
  type KycReviewResponse,
} from '@portal/contracts';
import type { Messaging } from '../../adapters/messaging';
import type { Db } from '../../db/client';
import { recordAgencyEvent } from '../../audit/agency-audit.repository';
import { auditActor } from '../../audit/audit-actor';
import { documentKindLabel, kycStatusOf, toDocumentVersion } from '../../kyc/document-view';
import {
  decideDocument,
  findAgencyDocument,
  findTenantDocument,
  insertKycRemark,
  listAgencyDocuments,
  lockAgencyFile,
  lockDocument,
} from '../../kyc/documents.repository';
import { AppError } from '../../lib/app-error';
import { findReviewedAgency } from './kyc-queue.repository';

/**
 * Kyc/Review: an operator approves or rejects a document waiting for review, exactly once; a superseded version
 * or one already decided answers 409 and nothing changes. The remark goes into the KYC conversation too, and a
 * rejection is mailed to the agency with it.
 */
export async function reviewKycDocument(options: {
  db: Db;
  messaging: Messaging;
  tenantId: string;
  brand: string;
  operator: { tenantId: string; id: string };
  request: KycReviewRequest;
  now: Date;
}): Promise<KycReviewResponse> {
  const { db, tenantId, request, now } = options;
  const located = await findTenantDocument(db, tenantId, request.documentId);
  if (!located) throw AppError.notFound(DocumentMessage.notFound);
  const scope = { tenantId, agencyId: located.agencyId };
  const actor = await auditActor(db, options.operator);
  const status = request.decision === 'approve' ? 'approved' : 'rejected';

  const kind = await db.transaction(async (tx) => {
    // The agency's lock orders the review against a new upload of the same kind.
    if (!(await lockAgencyFile(tx, scope))) throw AppError.notFound(DocumentMessage.notFound);
    const document = await lockDocument(tx, scope, request.documentId);
    if (!document) throw AppError.notFound(DocumentMessage.notFound);
    if (document.supersededAt) {
      throw new AppError(DocumentErrorCode.Superseded, 409, DocumentMessage.superseded);
    }
    if (document.status !== 'pending') {
      throw new AppError(DocumentErrorCode.AlreadyReviewed, 409, DocumentMessage.alreadyReviewed);
    }
    await decideDocument(tx, scope, {
      documentId: document.id,
      status,
      remark: request.remark,
      by: actor.id,
      now,
    });
    if (request.remark) {
      await insertKycRemark(tx, scope, {
        documentKind: document.kind,
        side: 'operator',
        authorId: actor.id,
        authorName: actor.name,
        text: request.remark,
        now,
      });
    }
    await recordAgencyEvent(tx, {
      ...scope,
      actor,
      action: status === 'approved' ? 'document.approved' : 'document.rejected',
      targetType: 'document',
      targetId: document.id,
      summary: `${status === 'approved' ? 'Approved' : 'Rejected'} the ${documentKindLabel[document.kind]}${
        request.remark ? `: ${request.remark}` : ''
      }`,
      at: now,
    });
    return document.kind;
  });

  if (status === 'rejected') {
    const agency = await findReviewedAgency(db, tenantId, scope.agencyId);
    if (agency) {
      await options.messaging.mail.sendMail({
        tenantId,
        to: agency.email,
        subject: `${options.brand}: your ${documentKindLabel[kind]} needs attention`,
        body:
          `Dear ${agency.name},\n\n` +
          `We could not accept the ${documentKindLabel[kind]} you uploaded.\n\n` +
          `Remark: ${request.remark ?? ''}\n\n` +
          'Please upload a new version in Company settings > Documents. You can answer us there as well.',
      });
    }
  }

  const [row, all] = await Promise.all([
    findAgencyDocument(db, scope, request.documentId),
    listAgencyDocuments(db, scope),
  ]);
  if (!row) throw AppError.notFound(DocumentMessage.notFound);
  return { document: toDocumentVersion(row), kycStatus: kycStatusOf(all) };
}
