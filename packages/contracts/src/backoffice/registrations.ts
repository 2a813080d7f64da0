import { z } from 'zod';
import { ZAgencyDocumentKind, ZUploadContentType } from '../registration/registration';

const base = '/backoffice/api/v1/Registration';

export const BackofficePaths = {
  getPending: `${base}/GetPending`,
  getDocument: `${base}/GetDocument`,
  approve: `${base}/Approve`,
  reject: `${base}/Reject`,
} as const;

export const AgencyStatuses = ['pending', 'active', 'rejected'] as const;
export const ZAgencyStatus = z.enum(AgencyStatuses);
export type AgencyStatus = z.infer<typeof ZAgencyStatus>;

export const AgencyTypes = ['proprietor', 'partnership', 'company', 'corporate'] as const;
export const ZAgencyType = z.enum(AgencyTypes);

export const ZRegistrationDocument = z.object({
  documentId: z.uuid(),
  kind: ZAgencyDocumentKind,
  contentType: ZUploadContentType,
  sizeBytes: z.number().int(),
});
export type RegistrationDocument = z.infer<typeof ZRegistrationDocument>;

export const ZPendingRegistration = z.object({
  agencyId: z.uuid(),
  agencyName: z.string(),
  type: ZAgencyType,
  email: z.string(),
  phone: z.string(),
  city: z.string().nullable(),
  address: z.string(),
  zipCode: z.string().nullable(),
  owner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  createdAt: z.string(),
  documents: z.array(ZRegistrationDocument),
});
export type PendingRegistration = z.infer<typeof ZPendingRegistration>;

export const ZPendingRegistrationsResponse = z.object({ registrations: z.array(ZPendingRegistration) });
export type PendingRegistrationsResponse = z.infer<typeof ZPendingRegistrationsResponse>;

export const ZGetDocumentQuery = z.strictObject({ documentId: z.uuid() });

export const ZApproveRegistrationRequest = z.strictObject({ agencyId: z.uuid() });
export type ApproveRegistrationRequest = z.infer<typeof ZApproveRegistrationRequest>;

export const RejectReasonMessage = 'The reason must be 3 to 500 characters';
export const ZRejectRegistrationRequest = z.strictObject({
  agencyId: z.uuid(),
  reason: z.string().min(3, RejectReasonMessage).max(500, RejectReasonMessage),
});
export type RejectRegistrationRequest = z.infer<typeof ZRejectRegistrationRequest>;

export const ZReviewRegistrationResponse = z.object({ agencyId: z.uuid(), status: ZAgencyStatus });
export type ReviewRegistrationResponse = z.infer<typeof ZReviewRegistrationResponse>;

export const RegistrationReviewErrorCode = { NotPending: 'NOT_PENDING' } as const;
export const RegistrationReviewMessage = {
  notPending: 'This registration has already been reviewed.',
} as const;
