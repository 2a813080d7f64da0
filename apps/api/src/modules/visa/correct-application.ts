import type { CorrectVisaApplicationBody } from '@portal/contracts';
import type { Db } from '../../db/client';
import { moveRequest } from '../../requests/move-request';
import { requestWrongStatus } from '../../requests/request-errors';
import { lockRequest } from '../../requests/service-request.repository';
import {
  applicationNotFound,
  correctionIncomplete,
  correctionNotAsked,
  correctionNotOpen,
  uploadNotFound,
} from './application-errors';
import {
  answerCorrection,
  claimUploads,
  correctionsOf,
  insertDocuments,
  supersedeDocument,
} from './visa-application.repository';
import { type AgencyScope } from '../../lib/agency-scope';

const slotKey = (item: { applicantId: string; code: string }) => `${item.applicantId}/${item.code}`;

/**
 * POST Application/Correct (EditVisaApplication): answers the open correction with exactly the documents it names,
 * each re-uploaded. A document it does not name refuses the whole answer (422 VISA_CORRECTION_NOT_ASKED), as does
 * one it names left out (422 VISA_CORRECTION_INCOMPLETE) or an upload not the agency's own and unattached (422);
 * nothing is stored then. Accepted, each named slot's document is replaced (the old one kept as history), the
 * correction is marked answered and the application is back with the operators ("Documents received").
 */
export async function correctApplication(options: {
  tx: Db;
  scope: AgencyScope;
  userId: string;
  body: CorrectVisaApplicationBody;
  now: Date;
}): Promise<void> {
  const { tx, scope, body, now } = options;
  const request = await lockRequest(tx, scope, 'Visa', body.orderReference);
  if (!request) throw applicationNotFound();
  if (request.status !== 'CorrectionAsked') throw requestWrongStatus();
  const open = (await correctionsOf(tx, scope.tenantId, request.id)).find((row) => row.answeredAt === null);
  if (!open) throw correctionNotOpen();

  const asked = new Set(open.items.map(slotKey));
  const given = new Set(body.documents.map(slotKey));
  if (given.size !== body.documents.length || body.documents.some((doc) => !asked.has(slotKey(doc)))) {
    throw correctionNotAsked();
  }
  if (open.items.some((item) => !given.has(slotKey(item)))) throw correctionIncomplete();

  const uploadIds = body.documents.map((document) => document.uploadId);
  const claimed = await claimUploads(tx, scope, uploadIds, now);
  if (new Set(uploadIds).size !== uploadIds.length || claimed.length !== uploadIds.length)
    throw uploadNotFound();

  const rows = [];
  for (const document of body.documents) {
    const upload = claimed.find((row) => row.id === document.uploadId);
    if (!upload) throw uploadNotFound();
    await supersedeDocument(
      tx,
      {
        tenantId: scope.tenantId,
        requestId: request.id,
        applicantId: document.applicantId,
        code: document.code,
      },
      now,
    );
    rows.push({
      requestId: request.id,
      applicantId: document.applicantId,
      tenantId: scope.tenantId,
      code: document.code,
      fileName: upload.fileName,
      storedName: upload.storedName,
      contentType: upload.contentType,
      size: upload.size,
      side: 'Agency' as const,
      uploadedBy: upload.uploadedBy,
      uploadedAt: now,
      correctionId: open.id,
    });
  }
  await insertDocuments(tx, rows);
  await answerCorrection(tx, { tenantId: scope.tenantId, correctionId: open.id }, options.userId, now);
  await moveRequest(tx, {
    request,
    action: 'Correct',
    to: 'Requested',
    side: 'Agency',
    userId: options.userId,
    note: `${rows.length} document(s) uploaded again.`,
    now,
  });
}
