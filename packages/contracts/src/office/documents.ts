import { z } from 'zod';
import { ZAgencyType } from '../backoffice/registrations';
import {
  AgencyDocumentKinds,
  ZAgencyDocumentKind,
  ZUploadContentType,
  type AgencyDocumentKind,
} from '../registration/registration';

/** The documents whose approval makes an agency verified (the ones registration asks for). */
export const KycRequiredKinds = [
  'tradeLicense',
  'nationalIdFront',
  'nationalIdBack',
] as const satisfies readonly AgencyDocumentKind[];

export const DocumentStatuses = ['pending', 'approved', 'rejected'] as const;
export const ZDocumentStatus = z.enum(DocumentStatuses);
export type DocumentStatus = z.infer<typeof ZDocumentStatus>;

/**
 * An agency's KYC status: verified when the trade licence and both sides of the national ID are approved,
 * actionRequired when any current document is rejected, notSubmitted with no document at all, pending otherwise.
 */
export const KycStatuses = ['notSubmitted', 'pending', 'verified', 'actionRequired'] as const;
export const ZKycStatus = z.enum(KycStatuses);
export type KycStatus = z.infer<typeof ZKycStatus>;

export const DocumentLimit = {
  remarkMin: 3,
  remarkMax: 1000,
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

export const DocumentMessage = {
  kindRequired: 'Please choose the kind of document',
  fileRequired: 'Please upload this document',
  fileTooLarge: 'The file must not exceed 1 MB',
  fileWrongType: 'Only png, jpeg or pdf files are allowed',
  tooManyFiles: 'Attach one file only',
  notMultipart: 'Send the file as multipart/form-data',
  unreadable: 'The upload could not be read. Please try again.',
  remarkLength: `The remark must be ${DocumentLimit.remarkMin} to ${DocumentLimit.remarkMax} characters`,
  rejectNeedsRemark: 'Please say why the document is rejected',
  superseded: 'A newer version of this document has been uploaded; review that one instead.',
  alreadyReviewed: 'This document has already been reviewed.',
  notFound: 'Document not found.',
} as const;

export const DocumentErrorCode = {
  Superseded: 'KYC_DOCUMENT_SUPERSEDED',
  AlreadyReviewed: 'KYC_DOCUMENT_ALREADY_REVIEWED',
} as const;

const ZInstant = z.iso.datetime({ offset: true });

/** One uploaded version of a document. */
export const ZAgencyDocumentVersion = z.object({
  documentId: z.uuid(),
  kind: ZAgencyDocumentKind,
  /** The name the agency gave the file (a label only), or null for registration-time uploads without one. */
  fileName: z.string().nullable(),
  contentType: ZUploadContentType,
  sizeBytes: z.number().int().nonnegative(),
  status: ZDocumentStatus,
  /** The operator's remark on the review. */
  remark: z.string().nullable(),
  uploadedAt: ZInstant,
  uploadedByName: z.string().nullable(),
  reviewedAt: ZInstant.nullable(),
  supersededAt: ZInstant.nullable(),
});
export type AgencyDocumentVersion = z.infer<typeof ZAgencyDocumentVersion>;

/** A kind of document: the current version (null until one is uploaded) and the older ones, newest first. */
export const ZAgencyDocumentSlot = z.object({
  kind: ZAgencyDocumentKind,
  /** Needed for the agency to be verified. */
  required: z.boolean(),
  current: ZAgencyDocumentVersion.nullable(),
  history: z.array(ZAgencyDocumentVersion),
});
export type AgencyDocumentSlot = z.infer<typeof ZAgencyDocumentSlot>;

/** GET CompanySettings/loaddocuments: one slot per kind, in the order of AgencyDocumentKinds. */
export const ZLoadDocumentsResponse = z.object({
  kycStatus: ZKycStatus,
  documents: z.array(ZAgencyDocumentSlot),
});
export type LoadDocumentsResponse = z.infer<typeof ZLoadDocumentsResponse>;

/**
 * POST CompanySettings/uploaddocument: multipart/form-data with the text field `kind` and the file field `file`
 * (png, jpeg or pdf by its first bytes, ≤ 1 MB; 413 / 415 otherwise, nothing stored). Supersedes the current
 * version of the kind; the new one starts pending.
 */
export const ZUploadDocumentFields = z.strictObject({
  kind: z.enum(AgencyDocumentKinds, DocumentMessage.kindRequired),
});
export const DocumentFileField = 'file';
export const ZUploadDocumentResponse = z.object({
  document: ZAgencyDocumentVersion,
  kycStatus: ZKycStatus,
});
export type UploadDocumentResponse = z.infer<typeof ZUploadDocumentResponse>;

/** GET CompanySettings/getdocument?documentId= and Kyc/Document?documentId=: the file as an attachment. */
export const ZDocumentIdQuery = z.strictObject({ documentId: z.uuid() });

export const KycRemarkSides = ['operator', 'agency'] as const;

/** One message of the KYC conversation between the operators and the agency. */
export const ZKycRemark = z.object({
  remarkId: z.uuid(),
  /** The document kind the remark is about, or null for the file as a whole. */
  documentKind: ZAgencyDocumentKind.nullable(),
  side: z.enum(KycRemarkSides),
  authorName: z.string(),
  text: z.string(),
  createdAt: ZInstant,
});
export type KycRemark = z.infer<typeof ZKycRemark>;

/** GET CompanySettings/loadkycremarks: the conversation, oldest first. */
export const ZLoadKycRemarksResponse = z.object({ remarks: z.array(ZKycRemark) });
export type LoadKycRemarksResponse = z.infer<typeof ZLoadKycRemarksResponse>;

const ZRemarkText = z
  .string(DocumentMessage.remarkLength)
  .trim()
  .min(DocumentLimit.remarkMin, DocumentMessage.remarkLength)
  .max(DocumentLimit.remarkMax, DocumentMessage.remarkLength);

/** POST CompanySettings/updatekycremarks (EditCompanyInfo): the agency adds an answer to the conversation. */
export const ZUpdateKycRemarksRequest = z.strictObject({
  text: ZRemarkText,
  documentKind: ZAgencyDocumentKind.nullish().transform((kind) => kind ?? null),
});
export type UpdateKycRemarksRequest = z.infer<typeof ZUpdateKycRemarksRequest>;
export type UpdateKycRemarksInput = z.input<typeof ZUpdateKycRemarksRequest>;
export const ZKycRemarkResponse = z.object({ remark: ZKycRemark });
export type KycRemarkResponse = z.infer<typeof ZKycRemarkResponse>;

/**
 * The back office's queue tabs, by the agency's file: pending = a current document waits for review; rejected = a
 * current document is rejected and none waits; approved = every current document is approved; all = every agency
 * with a document.
 */
export const KycQueueTabs = ['pending', 'approved', 'rejected', 'all'] as const;
export const ZKycQueueTab = z.enum(KycQueueTabs);
export type KycQueueTab = z.infer<typeof ZKycQueueTab>;

/** GET Kyc/Queue (ReviewAgencyDocuments). `search` matches the agency's name or email. */
export const ZKycQueueQuery = z.strictObject({
  tab: ZKycQueueTab.default('pending'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(DocumentLimit.maxPageSize)
    .default(DocumentLimit.defaultPageSize),
});
export type KycQueueQuery = z.infer<typeof ZKycQueueQuery>;
export type KycQueueQueryInput = z.input<typeof ZKycQueueQuery>;

export const ZKycQueueRow = z.object({
  agencyId: z.uuid(),
  agencyName: z.string(),
  email: z.string(),
  kycStatus: ZKycStatus,
  pendingCount: z.number().int().nonnegative(),
  approvedCount: z.number().int().nonnegative(),
  rejectedCount: z.number().int().nonnegative(),
  /** The newest upload among the current documents; the queue shows the oldest waiting first. */
  lastUploadedAt: ZInstant,
});
export type KycQueueRow = z.infer<typeof ZKycQueueRow>;

export const ZKycQueueResponse = z.object({
  rows: z.array(ZKycQueueRow),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({
    pending: z.number().int().nonnegative(),
    approved: z.number().int().nonnegative(),
    rejected: z.number().int().nonnegative(),
    all: z.number().int().nonnegative(),
  }),
});
export type KycQueueResponse = z.infer<typeof ZKycQueueResponse>;

/** GET Kyc/Agency?agencyId=: one agency's documents and conversation; another tenant's agency answers 404. */
export const ZKycAgencyQuery = z.strictObject({ agencyId: z.uuid() });
export const ZKycAgencyResponse = z.object({
  agency: z.object({
    agencyId: z.uuid(),
    name: z.string(),
    type: ZAgencyType,
    email: z.string(),
    phone: z.string(),
    city: z.string().nullable(),
    tradeLicenseNumber: z.string().nullable(),
    civilAviationNumber: z.string().nullable(),
  }),
  kycStatus: ZKycStatus,
  documents: z.array(ZAgencyDocumentSlot),
  remarks: z.array(ZKycRemark),
});
export type KycAgencyResponse = z.infer<typeof ZKycAgencyResponse>;

/**
 * POST Kyc/Review: approve or reject a pending current document, exactly once (409 otherwise; a superseded one
 * answers 409 KYC_DOCUMENT_SUPERSEDED). Rejecting needs a remark; the agency is mailed it.
 */
export const ZKycReviewRequest = z
  .strictObject({
    documentId: z.uuid(),
    decision: z.enum(['approve', 'reject']),
    remark: ZRemarkText.nullish().transform((text) => text ?? null),
  })
  .refine((body) => body.decision === 'approve' || body.remark !== null, {
    message: DocumentMessage.rejectNeedsRemark,
    path: ['remark'],
  });
export type KycReviewRequest = z.infer<typeof ZKycReviewRequest>;
export type KycReviewInput = z.input<typeof ZKycReviewRequest>;
export const ZKycReviewResponse = z.object({ document: ZAgencyDocumentVersion, kycStatus: ZKycStatus });
export type KycReviewResponse = z.infer<typeof ZKycReviewResponse>;

/** POST Kyc/Remark: an operator writes in an agency's conversation. */
export const ZKycOperatorRemarkRequest = z.strictObject({
  agencyId: z.uuid(),
  text: ZRemarkText,
  documentKind: ZAgencyDocumentKind.nullish().transform((kind) => kind ?? null),
});
export type KycOperatorRemarkRequest = z.infer<typeof ZKycOperatorRemarkRequest>;
