import { z } from 'zod';
import { ZCalendarDate, ZDayFilter } from '../common/dates';
import { ZMoney } from '../common/money';
import { ZRequestEvent } from '../after-sales/request';
import { ZRequestStatus, ZVisaApplicationTab } from '../after-sales/request-status';
import { PassengerTitles } from '../flight/booking';
import {
  VisaLimit,
  ZVisaApplicantType,
  ZVisaChecklistItem,
  ZVisaDocumentCode,
  ZVisaEntries,
  ZVisaType,
  type VisaApplicantType,
} from './visa-types';
import { visaSearchDateIssues, ZVisaCountryCode } from './catalogue';

/**
 * Visa applications (spec §2 visa-booking, visa-order, visa-myapplications, visa-print-preview; codes 253–260).
 * An application is a request of kind Visa (reference VS-…, called `orderReference` on the pages): paid in full from
 * the wallet when made, then processed by the tenant's operators: documents received (Requested) → correction asked
 * (CorrectionAsked) ⇄ received → submitted to the embassy (InProcess) → approved (Completed) or rejected. Amounts are
 * integers in minor units of the product's currency.
 */

export const VisaApplicationMessage = {
  notFound: 'No such visa application.',
  productNotFound: 'This visa is not offered any more. Please search again.',
  nationalityNotServed: 'This visa is not offered to holders of this passport.',
  travelDatePast: 'The travel date must be today or later',
  applicantCount: `An application has 1 to ${VisaLimit.maxApplicants} applicants`,
  adultAge: 'An adult must be 12 or older on the travel date',
  childAge: 'A child must be 2 to 11 years old on the travel date',
  infantAge: 'An infant must be under 2 years old on the travel date',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  passportInvalid: 'Passport number must be 5 to 20 letters or digits',
  passportExpiresTooSoon: `The passport must be valid for ${VisaLimit.passportValidMonthsBeyondTravel} months after the travel date`,
  passportIssuedAfterExpiry: 'The passport issue date must be before its expiry date',
  passportIssuedInFuture: 'The passport issue date cannot be in the future',
  passportTwice: 'Two applicants cannot have the same passport number',
  documentTwice: 'Each document is uploaded once per applicant',
  documentNotInChecklist: 'This document is not on the checklist of this visa',
  documentMissing: 'Please upload every document the checklist requires',
  uploadNotFound: 'This upload was not found or is already attached. Please upload the file again.',
  fileMissing: 'Please choose a file to upload',
  fileTooLarge: 'The file is larger than 1 MB',
  fileType: 'Please upload a PNG, JPEG or PDF file',
  fileNameInvalid: 'The file name is too long',
  notEditable: 'This application can no longer be edited.',
  applicantNotFound: 'No such applicant on this application.',
  applicantTypeChanged:
    'The new date of birth makes this applicant another type with other fees. Cancel and apply again instead.',
  correctionNotOpen: 'No correction is waiting on this application.',
  correctionNotAsked: 'Only the documents the correction asks for can be uploaded.',
  correctionIncomplete: 'Please upload every document the correction asks for.',
  notCancellable: 'This application has been submitted to the embassy and can no longer be cancelled.',
  visaMissing: 'Please upload the visa of every applicant before approving.',
  reasonRequired: 'Please write the reason (at least 3 characters)',
  reasonTooLong: `The reason can be at most ${VisaLimit.maxCorrectionReasonLength} characters`,
  noteTooLong: 'A note can be at most 500 characters',
  correctionItems: 'Name at least one document to upload again',
  correctionItemTwice: 'Each document can be named once per correction',
  priceChanged: 'The price of this visa has changed since it was shown.',
  tooManyUploads: `Too many uploaded documents are waiting to be attached (at most ${VisaLimit.maxUnattachedUploads}). Apply with the ones already uploaded, or upload again once unused ones are removed after ${VisaLimit.unattachedUploadHours} hours.`,
} as const;

/** Error codes of the application calls; the web shows the message. */
export const VisaApplicationErrorCode = {
  NotFound: 'VISA_APPLICATION_NOT_FOUND',
  ProductNotFound: 'VISA_PRODUCT_NOT_FOUND',
  NationalityNotServed: 'VISA_NATIONALITY_NOT_SERVED',
  TravelDatePast: 'VISA_TRAVEL_DATE_PAST',
  DocumentNotInChecklist: 'VISA_DOCUMENT_NOT_IN_CHECKLIST',
  DocumentMissing: 'VISA_DOCUMENT_MISSING',
  UploadNotFound: 'VISA_UPLOAD_NOT_FOUND',
  FileMissing: 'VISA_FILE_MISSING',
  FileTooLarge: 'VISA_FILE_TOO_LARGE',
  FileType: 'VISA_FILE_TYPE',
  NotEditable: 'VISA_NOT_EDITABLE',
  ApplicantNotFound: 'VISA_APPLICANT_NOT_FOUND',
  ApplicantTypeChanged: 'VISA_APPLICANT_TYPE_CHANGED',
  CorrectionNotOpen: 'VISA_CORRECTION_NOT_OPEN',
  CorrectionNotAsked: 'VISA_CORRECTION_NOT_ASKED',
  CorrectionIncomplete: 'VISA_CORRECTION_INCOMPLETE',
  NotCancellable: 'VISA_NOT_CANCELLABLE',
  VisaMissing: 'VISA_MISSING',
  PriceChanged: 'VISA_PRICE_CHANGED',
  TooManyUploads: 'VISA_TOO_MANY_UPLOADS',
} as const;

/** The VS- reference of an application (the pages call it orderReference: /visa-order?orderReference=VS-261000). */
export const ZVisaOrderReference = z
  .string()
  .trim()
  .regex(/^VS-\d{5,12}$/, VisaApplicationMessage.notFound);

// ---------------------------------------------------------------------------------------------------------------
// Rules shared by the booking form and the API.

function yearsOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The applicant type an age on the travel date gives: Adult 12+, Child 2–11, Infant under 2. */
export function visaApplicantTypeOn(dateOfBirth: string, travelDate: string): VisaApplicantType {
  const years = yearsOn(dateOfBirth, travelDate);
  if (years >= 12) return 'Adult';
  return years >= 2 ? 'Child' : 'Infant';
}

/** Whether a passport expiring on this day is still valid 6 months (VisaLimit) after the travel date. */
export function passportValidEnough(passportExpiresOn: string, travelDate: string): boolean {
  const day = new Date(`${travelDate}T00:00:00Z`);
  const targetMonth = day.getUTCMonth() + VisaLimit.passportValidMonthsBeyondTravel;
  const shifted = new Date(Date.UTC(day.getUTCFullYear(), targetMonth, 1));
  // The same day of the month six months on, or that month's last day (31 Aug + 6 months = 28/29 Feb).
  const lastOfMonth = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day.getUTCDate(), lastOfMonth));
  return passportExpiresOn >= shifted.toISOString().slice(0, 10);
}

const ageMessage: Record<VisaApplicantType, string> = {
  Adult: VisaApplicationMessage.adultAge,
  Child: VisaApplicationMessage.childAge,
  Infant: VisaApplicationMessage.infantAge,
};

const ZName = (message: string, min: number) =>
  z
    .string(message)
    .trim()
    .min(min, message)
    .max(40, message)
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, message);

/** An applicant's own and passport details: what Apply sends and Edit may change. */
const applicantFields = {
  title: z.enum(PassengerTitles, 'Please choose a title'),
  firstName: ZName('Given name must be 1 to 40 letters', 1),
  lastName: ZName('Surname must be 2 to 40 letters', 2),
  gender: z.enum(['Male', 'Female'], 'Please choose a gender'),
  dateOfBirth: ZCalendarDate,
  /** ISO country of the applicant's passport. */
  nationality: ZVisaCountryCode,
  passportNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,20}$/, VisaApplicationMessage.passportInvalid),
  passportIssuedOn: ZCalendarDate.optional(),
  passportExpiresOn: ZCalendarDate,
};

/** One checklist document of an applicant: its slot (code) and the upload (from UploadDocument) that fills it. */
export const ZVisaDocumentUploadRef = z.strictObject({ code: ZVisaDocumentCode, uploadId: z.uuid() });
export type VisaDocumentUploadRef = z.infer<typeof ZVisaDocumentUploadRef>;

export const ZVisaApplicantInput = z.strictObject({
  /** Must be the type the applicant's age on the travel date gives (fees are per type). */
  applicantType: ZVisaApplicantType,
  ...applicantFields,
  /** The saved traveller the details were picked from (travellers API), kept for reference. */
  travellerId: z.uuid().optional(),
  /** Every required checklist document at least; optional ones may be added; each code once. */
  documents: z.array(ZVisaDocumentUploadRef).max(20),
});
export type VisaApplicantInput = z.infer<typeof ZVisaApplicantInput>;

type DatedApplicant = {
  dateOfBirth: string;
  passportExpiresOn: string;
  passportIssuedOn?: string | undefined;
  passportNumber: string;
};

/**
 * The date rules of one applicant against a travel date, each refusal naming its field: the date of birth (on or
 * before travel, and giving the applicant type claimed), the passport valid long enough, issued before it expires.
 * Given today (the tenant's local date, which a schema cannot know), also nobody born after today and no passport
 * issued after today. Apply's schema (without today), the API's Apply and Edit (with it) and the web's forms read
 * the same rules.
 */
export function visaApplicantDateIssues(
  applicant: DatedApplicant & { applicantType?: VisaApplicantType },
  travelDate: string,
  today?: string,
): { field: 'dateOfBirth' | 'passportExpiresOn' | 'passportIssuedOn'; message: string }[] {
  const issues: { field: 'dateOfBirth' | 'passportExpiresOn' | 'passportIssuedOn'; message: string }[] = [];
  if (applicant.dateOfBirth > travelDate || (today !== undefined && applicant.dateOfBirth > today)) {
    issues.push({ field: 'dateOfBirth', message: VisaApplicationMessage.dateOfBirthInvalid });
  } else if (
    applicant.applicantType &&
    visaApplicantTypeOn(applicant.dateOfBirth, travelDate) !== applicant.applicantType
  ) {
    issues.push({ field: 'dateOfBirth', message: ageMessage[applicant.applicantType] });
  }
  if (!passportValidEnough(applicant.passportExpiresOn, travelDate)) {
    issues.push({ field: 'passportExpiresOn', message: VisaApplicationMessage.passportExpiresTooSoon });
  }
  if (today !== undefined && applicant.passportIssuedOn && applicant.passportIssuedOn > today) {
    issues.push({ field: 'passportIssuedOn', message: VisaApplicationMessage.passportIssuedInFuture });
  } else if (applicant.passportIssuedOn && applicant.passportIssuedOn >= applicant.passportExpiresOn) {
    issues.push({ field: 'passportIssuedOn', message: VisaApplicationMessage.passportIssuedAfterExpiry });
  }
  return issues;
}

function checkPassportsOnce(applicants: { passportNumber: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  applicants.forEach((applicant, index) => {
    if (seen.has(applicant.passportNumber)) {
      ctx.addIssue({
        code: 'custom',
        message: VisaApplicationMessage.passportTwice,
        path: ['applicants', index, 'passportNumber'],
      });
    }
    seen.add(applicant.passportNumber);
  });
}

/**
 * Apply's rules needing today (the tenant's local date): the search's travel-date window (visaSearchDateIssues) and
 * each applicant's dates against today (nobody born, no passport issued, after today), each naming its field.
 */
export function visaApplyDateIssues(
  body: { travelDate: string; applicants: readonly DatedApplicant[] },
  today: string,
): { path: (string | number)[]; message: string }[] {
  return [
    ...visaSearchDateIssues(body, today),
    ...body.applicants.flatMap((applicant, index) =>
      visaApplicantDateIssues(applicant, body.travelDate, today).map((issue) => ({
        path: ['applicants', index, issue.field],
        message: issue.message,
      })),
    ),
  ];
}

/**
 * POST Application/Apply (Idempotency-Key; SearchVisa): the application, paid from the wallet at once (every
 * applicant's government and service fee). The API also refuses with 400 what visaApplyDateIssues finds (a travel
 * date beyond the search's window, a birth or passport issue after today), and with 422: a product not published or
 * not serving the nationality, a travel date in the past, a checklist document required and missing or not on the checklist, an
 * upload not the agency's own or already attached.
 */
export const ZApplyVisaBody = z
  .strictObject({
    productId: z.uuid(),
    /** ISO country of the passports the application is for (the search's nationality). */
    nationality: ZVisaCountryCode,
    travelDate: ZCalendarDate,
    /**
     * The total the agent was shown and agrees to pay (every applicant's fees). When the catalogue's price differs
     * now, Apply answers 409 VISA_PRICE_CHANGED naming the new total, and nothing is stored or paid.
     */
    expectedTotal: z.strictObject(ZMoney.shape),
    applicants: z
      .array(ZVisaApplicantInput)
      .min(1, VisaApplicationMessage.applicantCount)
      .max(VisaLimit.maxApplicants, VisaApplicationMessage.applicantCount),
  })
  .superRefine((body, ctx) => {
    body.applicants.forEach((applicant, index) => {
      for (const issue of visaApplicantDateIssues(applicant, body.travelDate)) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['applicants', index, issue.field] });
      }
      const codes = new Set<string>();
      applicant.documents.forEach((document, documentIndex) => {
        if (codes.has(document.code)) {
          ctx.addIssue({
            code: 'custom',
            message: VisaApplicationMessage.documentTwice,
            path: ['applicants', index, 'documents', documentIndex, 'code'],
          });
        }
        codes.add(document.code);
      });
    });
    checkPassportsOnce(body.applicants, ctx);
  });
export type ApplyVisaBody = z.infer<typeof ZApplyVisaBody>;
export type ApplyVisaBodyInput = z.input<typeof ZApplyVisaBody>;

/** POST multipart UploadDocument (SearchVisa or EditVisaApplication), field `file`: the upload to attach. */
export const ZVisaUpload = z.object({
  uploadId: z.uuid(),
  fileName: z.string(),
  /** As read from the file's first bytes: image/png, image/jpeg or application/pdf. */
  contentType: z.string(),
  size: z.number().int().positive(),
});
export type VisaUpload = z.infer<typeof ZVisaUpload>;

/**
 * POST Application/Edit (EditVisaApplication), only while Documents received or Correction asked: the named
 * applicants' names and passport details as they are to be. The applicant count and types cannot change (a date
 * of birth giving another type is refused 422); the passport rule is checked against the application's travel date
 * by the API (the field named).
 */
export const ZEditVisaApplicationBody = z.strictObject({
  orderReference: ZVisaOrderReference,
  applicants: z
    .array(z.strictObject({ applicantId: z.uuid(), ...applicantFields }))
    .min(1)
    .max(VisaLimit.maxApplicants)
    .superRefine((applicants, ctx) => {
      const ids = new Set<string>();
      applicants.forEach((applicant, index) => {
        if (ids.has(applicant.applicantId)) {
          ctx.addIssue({ code: 'custom', message: 'Each applicant once', path: [index, 'applicantId'] });
        }
        ids.add(applicant.applicantId);
      });
    }),
});
export type EditVisaApplicationBody = z.infer<typeof ZEditVisaApplicationBody>;

/**
 * POST Application/Correct (EditVisaApplication), only while Correction asked: exactly the documents the open
 * correction names, each re-uploaded. A document not asked for → 422 VISA_CORRECTION_NOT_ASKED, one missing →
 * 422 VISA_CORRECTION_INCOMPLETE; nothing is stored then.
 */
export const ZCorrectVisaApplicationBody = z.strictObject({
  orderReference: ZVisaOrderReference,
  documents: z
    .array(z.strictObject({ applicantId: z.uuid(), code: ZVisaDocumentCode, uploadId: z.uuid() }))
    .min(1, VisaApplicationMessage.correctionIncomplete)
    .max(60),
});
export type CorrectVisaApplicationBody = z.infer<typeof ZCorrectVisaApplicationBody>;

export const ZVisaOrderReferenceQuery = z.strictObject({ orderReference: ZVisaOrderReference });
export const ZVisaOrderReferenceBody = z.strictObject({ orderReference: ZVisaOrderReference });

/** POST Application/Cancel (Idempotency-Key; CancelVisaApplication): only before submission. */
export const ZCancelVisaApplicationBody = z.strictObject({
  orderReference: ZVisaOrderReference,
  reason: z.string().trim().max(500, VisaApplicationMessage.noteTooLong).optional(),
});
export type CancelVisaApplicationBody = z.infer<typeof ZCancelVisaApplicationBody>;

/** GET Document ?orderReference&documentId: one document (a checklist upload or a visa), as an attachment. */
export const ZVisaDocumentQuery = z.strictObject({
  orderReference: ZVisaOrderReference,
  documentId: z.uuid(),
});

// ---------------------------------------------------------------------------------------------------------------
// What the pages read.

/** One stored document. `code` is a checklist code, or 'Visa' for the issued visa. */
export const ZVisaDocument = z.object({
  documentId: z.uuid(),
  code: z.union([ZVisaDocumentCode, z.literal('Visa')]),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().positive(),
  side: z.enum(['Agency', 'Operator']),
  uploadedAt: z.string(),
  /** Null while current; when a correction's re-upload replaced it. */
  supersededAt: z.string().nullable(),
});
export type VisaDocument = z.infer<typeof ZVisaDocument>;

export const ZVisaApplicant = z.object({
  applicantId: z.uuid(),
  /** 1-based order of the applicants as applied. */
  position: z.number().int().positive(),
  applicantType: ZVisaApplicantType,
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  passportNumber: z.string(),
  passportIssuedOn: z.string().nullable(),
  passportExpiresOn: z.string(),
  travellerId: z.string().nullable(),
  governmentFee: ZMoney,
  serviceFee: ZMoney,
  /** The current checklist documents (one per code); replaced versions are in `previousDocuments`. */
  documents: z.array(ZVisaDocument),
  previousDocuments: z.array(ZVisaDocument),
  /** The issued visa, once an operator attached it. */
  visa: ZVisaDocument.nullable(),
});
export type VisaApplicant = z.infer<typeof ZVisaApplicant>;

/** The product as applied for, kept with the application (later edits of the product change nothing here). */
export const ZVisaAppliedProduct = z.object({
  productId: z.uuid(),
  countryCode: z.string(),
  /** The destination's English name. */
  countryName: z.string(),
  visaType: ZVisaType,
  title: z.string(),
  entries: ZVisaEntries,
  validityDays: z.number().int(),
  stayDays: z.number().int(),
  processingDays: z.number().int(),
  checklist: z.array(ZVisaChecklistItem),
  notes: z.string(),
});
export type VisaAppliedProduct = z.infer<typeof ZVisaAppliedProduct>;

export const ZVisaCorrectionItem = z.object({
  applicantId: z.uuid(),
  applicantName: z.string(),
  code: ZVisaDocumentCode,
  reason: z.string(),
  /** The document asked for again, and the one that answered it (null while open). */
  replacedDocumentId: z.string().nullable(),
  answerDocumentId: z.string().nullable(),
});
export type VisaCorrectionItem = z.infer<typeof ZVisaCorrectionItem>;

export const ZVisaCorrection = z.object({
  correctionId: z.uuid(),
  askedAt: z.string(),
  askedBy: z.string(),
  /** Null while it waits on the agency. */
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  items: z.array(ZVisaCorrectionItem),
});
export type VisaCorrection = z.infer<typeof ZVisaCorrection>;

/** What the caller may do now (status and permissions); the API refuses the same things the flags deny. */
export const ZVisaApplicationCan = z.object({
  /** Agency: EditVisaApplication, while Documents received or Correction asked. */
  edit: z.boolean(),
  /** Agency: EditVisaApplication, while Correction asked (answer the open correction). */
  correct: z.boolean(),
  /** Agency: CancelVisaApplication, before submission. */
  cancel: z.boolean(),
  /** Agency: PrintVisaInvoice (the invoice PDF, visa-print-preview). */
  printInvoice: z.boolean(),
  /** Operators: ask for documents again, submit, attach visas, approve (all visas attached), reject. */
  askCorrection: z.boolean(),
  submit: z.boolean(),
  uploadVisa: z.boolean(),
  approve: z.boolean(),
  reject: z.boolean(),
});
export type VisaApplicationCan = z.infer<typeof ZVisaApplicationCan>;

/**
 * GET Application/GetApplication (ViewVisaBooking) and Operator/GetApplication: one application. `history` is
 * present only with ShowVisaBookingHistory (255) and `corrections` only with ShowVisaCorrectionHistory (254);
 * `openCorrection` is always there (the correction form needs it). Operators get every field.
 */
export const ZVisaApplication = z.object({
  orderReference: z.string(),
  status: ZRequestStatus,
  agencyName: z.string(),
  appliedBy: z.string(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  nationality: z.string(),
  travelDate: z.string(),
  product: ZVisaAppliedProduct,
  applicants: z.array(ZVisaApplicant),
  /** Sums over the applicants; total = governmentFee + serviceFee = what was paid. */
  fees: z.object({ governmentFee: ZMoney, serviceFee: ZMoney, total: ZMoney }),
  payment: z.object({ amount: ZMoney, paidAt: z.string() }),
  /** What was credited back (the government fees), once cancelled or rejected before submission. */
  refund: z.object({ amount: ZMoney, refundedAt: z.string() }).nullable(),
  /** The reason given with a rejection or cancellation. */
  closingNote: z.string().nullable(),
  openCorrection: ZVisaCorrection.nullable(),
  corrections: z.array(ZVisaCorrection).optional(),
  history: z.array(ZRequestEvent).optional(),
  can: ZVisaApplicationCan,
});
export type VisaApplication = z.infer<typeof ZVisaApplication>;

/**
 * GET Application/CancellationQuote (CancelVisaApplication): what cancelling now would do. Lines: the government
 * fees refunded (positive) and the service fees kept (negative, the work is done); refund = their positive sum.
 */
export const ZVisaCancellationQuote = z.object({
  orderReference: z.string(),
  lines: z.array(
    z.object({
      kind: z.enum(['GovernmentFee', 'ServiceFee']),
      label: z.string(),
      /** Positive refunded, negative kept. */
      amount: ZMoney,
    }),
  ),
  paid: ZMoney,
  refund: ZMoney,
  kept: ZMoney,
});
export type VisaCancellationQuote = z.infer<typeof ZVisaCancellationQuote>;

export const VisaQueueLimit = { defaultPageSize: 25, maxPageSize: 100, maxSearchLength: 64 } as const;

/**
 * GET Application/Queue (ShowVisaQueue) and Operator/Applications: one page of a tab. `search` matches the VS-
 * reference, an applicant's name or passport number; `destination` an ISO country; `travelFrom`/`travelTo` the
 * travel date (both days kept).
 */
export const ZVisaQueueQuery = z
  .strictObject({
    tab: ZVisaApplicationTab.default('all'),
    search: z.string().trim().max(VisaQueueLimit.maxSearchLength).optional(),
    destination: ZVisaCountryCode.optional(),
    travelFrom: ZDayFilter.optional(),
    travelTo: ZDayFilter.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(VisaQueueLimit.maxPageSize)
      .default(VisaQueueLimit.defaultPageSize),
  })
  .refine((query) => !query.travelFrom || !query.travelTo || query.travelFrom <= query.travelTo, {
    message: 'The first day of a range must not be after its last day',
    path: ['travelTo'],
  });
export type VisaQueueQuery = z.infer<typeof ZVisaQueueQuery>;
export type VisaQueueQueryInput = z.input<typeof ZVisaQueueQuery>;

export const ZVisaQueueRow = z.object({
  orderReference: z.string(),
  status: ZRequestStatus,
  countryCode: z.string(),
  countryName: z.string(),
  visaType: ZVisaType,
  productTitle: z.string(),
  travelDate: z.string(),
  /** Applicants' full names in order. */
  applicants: z.array(z.string()),
  total: ZMoney,
  agencyName: z.string(),
  appliedBy: z.string(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  /** Minutes since the application last began waiting on the side that must act (the operators' age column). */
  ageMinutes: z.number().int().nonnegative(),
});
export type VisaQueueRow = z.infer<typeof ZVisaQueueRow>;

export const ZVisaQueuePage = z.object({
  /** Count per tab under the same search and filters ('all' included). */
  tabs: z.record(ZVisaApplicationTab, z.number().int().nonnegative()),
  applications: z.array(ZVisaQueueRow),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type VisaQueuePage = z.infer<typeof ZVisaQueuePage>;

// ---------------------------------------------------------------------------------------------------------------
// Operators (ProcessVisaApplications).

const ZReason = z
  .string()
  .trim()
  .min(3, VisaApplicationMessage.reasonRequired)
  .max(VisaLimit.maxCorrectionReasonLength, VisaApplicationMessage.reasonTooLong);

/** POST Operator/AskCorrection, only while Documents received: the documents to upload again, each with why. */
export const ZAskVisaCorrectionBody = z.strictObject({
  orderReference: ZVisaOrderReference,
  items: z
    .array(z.strictObject({ applicantId: z.uuid(), code: ZVisaDocumentCode, reason: ZReason }))
    .min(1, VisaApplicationMessage.correctionItems)
    .max(60)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const key = `${item.applicantId}/${item.code}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: VisaApplicationMessage.correctionItemTwice,
            path: [index],
          });
        }
        seen.add(key);
      });
    }),
});
export type AskVisaCorrectionBody = z.infer<typeof ZAskVisaCorrectionBody>;

/** POST Operator/Submit (lodged with the embassy) and Operator/Approve (every applicant's visa attached). */
export const ZVisaOperatorActionBody = z.strictObject({
  orderReference: ZVisaOrderReference,
  note: z.string().trim().max(500, VisaApplicationMessage.noteTooLong).optional(),
});
export type VisaOperatorActionBody = z.infer<typeof ZVisaOperatorActionBody>;

/**
 * POST Operator/Reject: refused by the embassy (every fee kept) or found unprocessable before submission (the
 * government fees credited back, as a cancellation would; the service fees kept).
 */
export const ZRejectVisaApplicationBody = z.strictObject({
  orderReference: ZVisaOrderReference,
  reason: z
    .string()
    .trim()
    .min(3, VisaApplicationMessage.reasonRequired)
    .max(500, VisaApplicationMessage.noteTooLong),
});
export type RejectVisaApplicationBody = z.infer<typeof ZRejectVisaApplicationBody>;

/**
 * POST multipart Operator/UploadVisa, only while Submitted: fields `orderReference`, `applicantId` and `file`
 * (png/jpeg/pdf, 1 MB). A second upload replaces the applicant's visa (the first is kept as superseded).
 */
export const ZUploadVisaFields = z.strictObject({
  orderReference: ZVisaOrderReference,
  applicantId: z.uuid(),
});
export type UploadVisaFields = z.infer<typeof ZUploadVisaFields>;
