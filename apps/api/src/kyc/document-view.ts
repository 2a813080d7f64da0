import {
  AgencyDocumentKinds,
  KycRequiredKinds,
  type AgencyDocumentKind,
  type AgencyDocumentSlot,
  type AgencyDocumentVersion,
  type KycRemark,
  type KycStatus,
  type UploadContentType,
} from '@portal/contracts';
import type { DocumentRow, KycRemarkRow } from './documents.repository';

export function toDocumentVersion(row: DocumentRow): AgencyDocumentVersion {
  const uploader = [row.uploadedByFirstName, row.uploadedByLastName].filter(Boolean).join(' ');
  return {
    documentId: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType as UploadContentType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    remark: row.remark,
    uploadedAt: row.createdAt.toISOString(),
    uploadedByName: uploader || null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    supersededAt: row.supersededAt?.toISOString() ?? null,
  };
}

/** One slot per kind: the version not superseded is current, the rest (newest first) its history. */
export function toDocumentSlots(rows: DocumentRow[]): AgencyDocumentSlot[] {
  const required = new Set<string>(KycRequiredKinds);
  return AgencyDocumentKinds.map((kind) => {
    const versions = rows.filter((row) => row.kind === kind);
    const current = versions.find((row) => row.supersededAt === null) ?? null;
    return {
      kind,
      required: required.has(kind),
      current: current ? toDocumentVersion(current) : null,
      history: versions.filter((row) => row !== current).map(toDocumentVersion),
    };
  });
}

/**
 * The agency's KYC status from its current documents: verified when every required kind is approved, actionRequired
 * when any is rejected, notSubmitted with none at all, pending otherwise.
 */
export function kycStatusOf(
  current: ReadonlyArray<Pick<DocumentRow, 'kind' | 'status' | 'supersededAt'>>,
): KycStatus {
  const live = current.filter((row) => row.supersededAt === null);
  if (live.length === 0) return 'notSubmitted';
  const approved = new Set(live.filter((row) => row.status === 'approved').map((row) => row.kind));
  if (KycRequiredKinds.every((kind) => approved.has(kind))) return 'verified';
  if (live.some((row) => row.status === 'rejected')) return 'actionRequired';
  return 'pending';
}

export function toKycRemark(row: KycRemarkRow): KycRemark {
  return {
    remarkId: row.id,
    documentKind: row.documentKind,
    side: row.side,
    authorName: row.authorName,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How a document kind reads in the audit log and in mails. */
export const documentKindLabel: Record<AgencyDocumentKind, string> = {
  nationalIdFront: 'national ID (front)',
  nationalIdBack: 'national ID (back)',
  tradeLicense: 'trade licence',
  civilAviation: 'civil aviation certificate',
  tinCertificate: 'TIN certificate',
  other: 'other document',
};
