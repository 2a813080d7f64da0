import type { LoadDocumentsResponse, LoadKycRemarksResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { AgencyScope } from './company.repository';
import { kycStatusOf, toDocumentSlots, toKycRemark } from '../../kyc/document-view';
import { listAgencyDocuments, listKycRemarks } from '../../kyc/documents.repository';

/** loaddocuments: each kind's current version with its review, its older versions, and the KYC status. */
export async function loadDocuments(options: { db: Db; scope: AgencyScope }): Promise<LoadDocumentsResponse> {
  const rows = await listAgencyDocuments(options.db, options.scope);
  return { kycStatus: kycStatusOf(rows), documents: toDocumentSlots(rows) };
}

/** loadkycremarks: the conversation with the operators, oldest first. */
export async function loadKycRemarks(options: {
  db: Db;
  scope: AgencyScope;
}): Promise<LoadKycRemarksResponse> {
  const rows = await listKycRemarks(options.db, options.scope);
  return { remarks: rows.map(toKycRemark) };
}
