import type { KycAgencyResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { kycStatusOf, toDocumentSlots, toKycRemark } from '../../kyc/document-view';
import { listAgencyDocuments, listKycRemarks } from '../../kyc/documents.repository';
import { AppError } from '../../lib/app-error';
import { findReviewedAgency } from './kyc-queue.repository';

/** Kyc/Agency: one agency's documents (every version) and conversation; another tenant's agency answers 404. */
export async function getKycAgency(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
}): Promise<KycAgencyResponse> {
  const { db, tenantId, agencyId } = options;
  const agency = await findReviewedAgency(db, tenantId, agencyId);
  if (!agency) throw AppError.notFound('Agency not found.');
  const scope = { tenantId, agencyId };
  const [documents, remarks] = await Promise.all([listAgencyDocuments(db, scope), listKycRemarks(db, scope)]);
  return {
    agency,
    kycStatus: kycStatusOf(documents),
    documents: toDocumentSlots(documents),
    remarks: remarks.map(toKycRemark),
  };
}
