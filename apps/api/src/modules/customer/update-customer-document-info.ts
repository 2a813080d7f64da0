import type { z } from 'zod';
import {
  DocumentInfoMessage,
  type ZUpdateDocumentInfoRequest,
  type UpdateDocumentInfoResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAgencyFrame, recordDocumentsSkipped, saveAgencyDocuments } from './agency.repository';

/**
 * Saves the agency's trade licence and civil aviation numbers from the document prompt, or records a skip where
 * the agency may skip. The numbers are validated by the request schema, so nothing over-long reaches here.
 */
export async function updateCustomerDocumentInfo(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
  request: z.output<typeof ZUpdateDocumentInfoRequest>;
}): Promise<UpdateDocumentInfoResponse> {
  const { db, tenantId, agencyId, request } = options;
  if (!agencyId) throw AppError.notFound();
  if (request.skip) {
    const agency = await findAgencyFrame(db, tenantId, agencyId);
    if (!agency) throw AppError.notFound();
    if (!agency.documentsSkippable && !agency.tradeLicenseNumber) {
      throw new AppError('DOCUMENTS_REQUIRED', 422, DocumentInfoMessage.skipNotAllowed);
    }
    await recordDocumentsSkipped(db, { tenantId, agencyId, now: new Date() });
    return { success: true };
  }
  const saved = await saveAgencyDocuments(db, {
    tenantId,
    agencyId,
    tradeLicenseNumber: request.tradeLicenseNumber,
    civilAviationNumber: request.civilAviationNumber || null,
  });
  if (!saved) throw AppError.notFound();
  return { success: true };
}
