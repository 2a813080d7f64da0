import {
  visaApplicantDateIssues,
  ZEditVisaApplicationBody,
  type EditVisaApplicationBody,
  type VisaApplication,
  type VisaApplicantType,
} from '@portal/contracts';
import { VisaFormMessage, type ApplicantDetails, type FormIssue } from './booking-form';

export interface EditApplicantValues extends ApplicantDetails {
  applicantId: string;
  /** Fixed: a date of birth giving another type is refused (the fees are per type). */
  applicantType: VisaApplicantType;
}

export interface EditValues {
  applicants: EditApplicantValues[];
}

/** The application's applicants in the edit's boxes. */
export function editValuesOf(application: VisaApplication): EditValues {
  return {
    applicants: application.applicants.map((applicant) => ({
      applicantId: applicant.applicantId,
      applicantType: applicant.applicantType,
      title: applicant.title,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      gender: applicant.gender,
      dateOfBirth: applicant.dateOfBirth,
      nationality: applicant.nationality,
      passportNumber: applicant.passportNumber,
      passportIssuedOn: applicant.passportIssuedOn ?? '',
      passportExpiresOn: applicant.passportExpiresOn,
    })),
  };
}

/**
 * The Edit body, or each box's problem: the contracts' rules (names, passport number) and the dates against the
 * application's travel date (the type kept, the passport valid six months beyond).
 */
export function checkEdit(
  values: EditValues,
  context: { orderReference: string; travelDate: string; today: string },
): { body: EditVisaApplicationBody; issues: [] } | { body: null; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const add = (path: string, message: string) => {
    if (!issues.some((issue) => issue.path === path)) issues.push({ path, message });
  };
  values.applicants.forEach((applicant, index) => {
    const at = `applicants.${index}`;
    if (!applicant.dateOfBirth) add(`${at}.dateOfBirth`, VisaFormMessage.dateOfBirthRequired);
    if (!applicant.passportExpiresOn) add(`${at}.passportExpiresOn`, VisaFormMessage.passportExpiryRequired);
    if (!applicant.nationality) add(`${at}.nationality`, VisaFormMessage.nationalityRequired);
    if (applicant.dateOfBirth && applicant.passportExpiresOn) {
      for (const issue of visaApplicantDateIssues(
        {
          applicantType: applicant.applicantType,
          dateOfBirth: applicant.dateOfBirth,
          passportNumber: applicant.passportNumber,
          passportExpiresOn: applicant.passportExpiresOn,
          passportIssuedOn: applicant.passportIssuedOn || undefined,
        },
        context.travelDate,
        context.today,
      )) {
        add(`${at}.${issue.field}`, issue.message);
      }
    }
  });
  const parsed = ZEditVisaApplicationBody.safeParse({
    orderReference: context.orderReference,
    applicants: values.applicants.map(({ applicantType: _type, passportIssuedOn, ...applicant }) => ({
      ...applicant,
      firstName: applicant.firstName.trim(),
      lastName: applicant.lastName.trim(),
      passportNumber: applicant.passportNumber.trim().toUpperCase(),
      ...(passportIssuedOn ? { passportIssuedOn } : {}),
    })),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      if (first === 'applicants' && typeof index === 'number' && typeof field === 'string')
        add(`applicants.${index}.${field}`, issue.message);
    }
  }
  if (issues.length > 0 || !parsed.success) return { body: null, issues };
  return { body: parsed.data, issues: [] };
}
