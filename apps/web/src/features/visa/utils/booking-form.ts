import {
  TravellerLimit,
  VisaApplicantTypes,
  VisaApplicationMessage,
  VisaLimit,
  ZApplyVisaBody,
  type ApplyVisaBody,
  type Money,
  type TravellerChoice,
  type VisaApplicantCounts,
  type VisaApplicantType,
  type VisaChecklistItem,
  type VisaDocumentCode,
  type VisaUpload,
} from '@portal/contracts';

/** The booking form's own messages (a box left empty); the rest are the contracts' own, as the API answers. */
export const VisaFormMessage = {
  dateOfBirthRequired: 'Please enter the date of birth',
  passportExpiryRequired: 'Please enter the passport expiry date',
  nationalityRequired: 'Please choose the nationality',
  documentRequired: 'Please upload this document',
  uploadUnfinished: 'Please wait for the upload to finish, or choose the file again',
} as const;

/** One checklist slot of an applicant: the upload that fills it, or what stops it. */
export type DocumentSlot = VisaUpload | null;

/** An applicant's own and passport details as the boxes hold them (the booking's and the edit's). */
export interface ApplicantDetails {
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportIssuedOn: string;
  passportExpiresOn: string;
}

export interface ApplicantValues extends ApplicantDetails {
  /** Fixed by the search's counts: the fees are per type. */
  applicantType: VisaApplicantType;
  travellerId: string | null;
  documents: Partial<Record<VisaDocumentCode, DocumentSlot>>;
}

export interface VisaBookingValues {
  applicants: ApplicantValues[];
}

/** The applicants' slots in the search's order: adults, then children, then infants. */
export function applicantSlots(counts: VisaApplicantCounts): VisaApplicantType[] {
  return VisaApplicantTypes.flatMap((type) => Array.from({ length: counts[type] }, () => type));
}

export function emptyApplicant(applicantType: VisaApplicantType, nationality: string): ApplicantValues {
  return {
    applicantType,
    travellerId: null,
    title: '',
    firstName: '',
    lastName: '',
    gender: '',
    dateOfBirth: '',
    nationality,
    passportNumber: '',
    passportIssuedOn: '',
    passportExpiresOn: '',
    documents: {},
  };
}

export function initialBookingValues(counts: VisaApplicantCounts, nationality: string): VisaBookingValues {
  return { applicants: applicantSlots(counts).map((type) => emptyApplicant(type, nationality)) };
}

/** A saved traveller's details in an applicant's boxes; what the traveller lacks keeps what was typed. */
export function fillFromTraveller(applicant: ApplicantValues, traveller: TravellerChoice): ApplicantValues {
  return {
    ...applicant,
    travellerId: traveller.id,
    title: traveller.title,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    gender: traveller.gender,
    dateOfBirth: traveller.dateOfBirth,
    nationality: traveller.nationality ?? applicant.nationality,
    passportNumber: traveller.passportNumber ?? applicant.passportNumber,
    passportExpiresOn: traveller.passportExpiry ?? applicant.passportExpiresOn,
  };
}

function shiftYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y + years, m - 1, d));
  // 29 Feb in a year without one: the day before 1 March.
  if (shifted.getUTCMonth() !== m - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The birth dates an applicant type allows on the travel date (both days kept): Adult 12+, Child 2–11, Infant under
 * 2, and nobody born after today.
 */
export function birthRange(
  type: VisaApplicantType,
  travelDate: string,
  today: string,
): { min: string; max: string } {
  const at = (years: number) => shiftYears(travelDate, -years);
  const capped = (day: string) => (day > today ? today : day);
  switch (type) {
    case 'Adult':
      return { min: at(TravellerLimit.maxAgeYears), max: capped(at(12)) };
    case 'Child':
      return { min: nextDay(at(12)), max: capped(at(2)) };
    case 'Infant':
      return { min: nextDay(at(2)), max: capped(travelDate) };
  }
}

/** The first passport expiry the rule accepts: six months after the travel date (the month's last day at most). */
export function earliestPassportExpiry(travelDate: string): string {
  const [y, m, d] = travelDate.split('-').map(Number) as [number, number, number];
  const month = m - 1 + VisaLimit.passportValidMonthsBeyondTravel;
  const lastOfMonth = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, month, Math.min(d, lastOfMonth))).toISOString().slice(0, 10);
}

/** The Apply body of the form's values; empty optional boxes are left out. */
export function toApplyBody(
  values: VisaBookingValues,
  context: { productId: string; nationality: string; travelDate: string; expectedTotal: Money },
): unknown {
  return {
    productId: context.productId,
    nationality: context.nationality,
    travelDate: context.travelDate,
    expectedTotal: context.expectedTotal,
    applicants: values.applicants.map((applicant) => ({
      applicantType: applicant.applicantType,
      title: applicant.title,
      firstName: applicant.firstName.trim(),
      lastName: applicant.lastName.trim(),
      gender: applicant.gender,
      dateOfBirth: applicant.dateOfBirth,
      nationality: applicant.nationality,
      passportNumber: applicant.passportNumber.trim().toUpperCase(),
      ...(applicant.passportIssuedOn ? { passportIssuedOn: applicant.passportIssuedOn } : {}),
      passportExpiresOn: applicant.passportExpiresOn,
      ...(applicant.travellerId ? { travellerId: applicant.travellerId } : {}),
      documents: Object.entries(applicant.documents).flatMap(([code, slot]) =>
        slot ? [{ code, uploadId: slot.uploadId }] : [],
      ),
    })),
  };
}

export interface FormIssue {
  /** The box's name in the form: applicants.0.passportExpiresOn, applicants.1.documents.Photo. */
  path: string;
  message: string;
}

/**
 * Everything the API would refuse in the form, each under its box: empty boxes first (in the form's words), then the
 * contracts' own rules (names, passport, the age for the type on the travel date, the passport valid six months
 * beyond it), then each required document. Answers the body to send when nothing is wrong.
 */
export function checkBooking(
  values: VisaBookingValues,
  context: {
    productId: string;
    nationality: string;
    travelDate: string;
    today: string;
    /** The offer's total as the page shows it: Apply refuses to charge another (the price changed). */
    expectedTotal: Money;
    checklist: readonly VisaChecklistItem[];
    /** Slots whose file is still being sent. */
    uploading: ReadonlySet<string>;
  },
): { body: ApplyVisaBody; issues: [] } | { body: null; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const add = (path: string, message: string) => {
    if (!issues.some((issue) => issue.path === path)) issues.push({ path, message });
  };
  values.applicants.forEach((applicant, index) => {
    const at = `applicants.${index}`;
    if (!applicant.dateOfBirth) add(`${at}.dateOfBirth`, VisaFormMessage.dateOfBirthRequired);
    else if (applicant.dateOfBirth > context.today)
      add(`${at}.dateOfBirth`, VisaApplicationMessage.dateOfBirthInvalid);
    if (!applicant.passportExpiresOn) add(`${at}.passportExpiresOn`, VisaFormMessage.passportExpiryRequired);
    if (!applicant.nationality) add(`${at}.nationality`, VisaFormMessage.nationalityRequired);
    if (applicant.passportIssuedOn && applicant.passportIssuedOn > context.today)
      add(`${at}.passportIssuedOn`, VisaApplicationMessage.passportIssuedInFuture);
    for (const item of context.checklist) {
      const slot = `${at}.documents.${item.code}`;
      if (context.uploading.has(slot)) add(slot, VisaFormMessage.uploadUnfinished);
      else if (item.required && !applicant.documents[item.code]) add(slot, VisaFormMessage.documentRequired);
    }
  });
  const parsed = ZApplyVisaBody.safeParse(toApplyBody(values, context));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      if (first === 'applicants' && typeof index === 'number' && typeof field === 'string') {
        add(`applicants.${index}.${field}`, issue.message);
      }
    }
  }
  if (issues.length > 0 || !parsed.success) return { body: null, issues };
  return { body: parsed.data, issues: [] };
}
