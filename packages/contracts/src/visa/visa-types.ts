import { z } from 'zod';

/** The visa catalogue's vocabulary: the tenant's operators keep one product per destination and visa type. */
export const VisaTypes = ['Tourist', 'Business', 'Transit', 'Umrah', 'Work', 'Student', 'Family'] as const;
export const ZVisaType = z.enum(VisaTypes);
export type VisaType = z.infer<typeof ZVisaType>;

export const VisaEntries = ['Single', 'Double', 'Multiple'] as const;
export const ZVisaEntries = z.enum(VisaEntries);
export type VisaEntriesKind = z.infer<typeof ZVisaEntries>;

/** Applicant types by age on the travel date: Adult 12+, Child 2–11, Infant under 2. */
export const VisaApplicantTypes = ['Adult', 'Child', 'Infant'] as const;
export const ZVisaApplicantType = z.enum(VisaApplicantTypes);
export type VisaApplicantType = z.infer<typeof ZVisaApplicantType>;

/** A fee per applicant type, minor units of the product's currency: the embassy's fee and ours, shown apart. */
export const ZVisaFee = z.strictObject({
  governmentFee: z.number().int().min(0).max(100_000_000),
  serviceFee: z.number().int().min(0).max(100_000_000),
});
export type VisaFee = z.infer<typeof ZVisaFee>;
export const ZVisaFees = z.strictObject({ Adult: ZVisaFee, Child: ZVisaFee, Infant: ZVisaFee });
export type VisaFees = z.infer<typeof ZVisaFees>;

/** The documents a checklist can ask for; `code` names the upload slot of each applicant. */
export const VisaDocumentCodes = [
  'PassportBioPage',
  'Photo',
  'BankStatement',
  'BankSolvency',
  'EmploymentLetter',
  'TradeLicence',
  'Invitation',
  'HotelBooking',
  'FlightItinerary',
  'TravelInsurance',
  'BirthCertificate',
  'NationalId',
  'NocLetter',
  'MarriageCertificate',
  'PreviousVisa',
  'VaccinationCertificate',
] as const;
export const ZVisaDocumentCode = z.enum(VisaDocumentCodes);
export type VisaDocumentCode = z.infer<typeof ZVisaDocumentCode>;

export const ZVisaChecklistItem = z.strictObject({
  code: ZVisaDocumentCode,
  /** What exactly the embassy wants (e.g. "last 6 months, bank seal"). */
  description: z.string().trim().max(300),
  required: z.boolean(),
});
export type VisaChecklistItem = z.infer<typeof ZVisaChecklistItem>;

/** Published products can be applied for; unpublished ones are kept for the applications naming them. */
export const VisaProductStatuses = ['Published', 'Unpublished'] as const;
export const ZVisaProductStatus = z.enum(VisaProductStatuses);
export type VisaProductStatus = z.infer<typeof ZVisaProductStatus>;

export const VisaLimit = {
  maxApplicants: 9,
  /** A passport must stay valid this many months beyond the travel date. */
  passportValidMonthsBeyondTravel: 6,
  /** Uploads (DESIGN §8): png, jpeg or pdf by their first bytes, at most 1 MB. */
  maxUploadBytes: 1024 * 1024,
  maxCorrectionReasonLength: 300,
  /** Uploads an agency may hold not yet attached to an application; more are refused until some are used or swept. */
  maxUnattachedUploads: 60,
  /** An upload not attached within this many hours is deleted (file and record) by the scheduler. */
  unattachedUploadHours: 24,
} as const;
