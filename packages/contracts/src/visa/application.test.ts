import { describe, expect, it } from 'vitest';
import {
  passportValidEnough,
  visaApplicantDateIssues,
  visaApplicantTypeOn,
  VisaApplicationMessage,
  visaApplyDateIssues,
  ZApplyVisaBody,
} from './application';
import { VisaCatalogueMessage } from './catalogue';

describe('visaApplicantTypeOn', () => {
  it('counts whole years on the travel date', () => {
    expect(visaApplicantTypeOn('2014-06-10', '2026-06-10')).toBe('Adult');
    expect(visaApplicantTypeOn('2014-06-11', '2026-06-10')).toBe('Child');
    expect(visaApplicantTypeOn('2024-06-10', '2026-06-10')).toBe('Child');
    expect(visaApplicantTypeOn('2024-06-11', '2026-06-10')).toBe('Infant');
  });
});

describe('passportValidEnough', () => {
  it('needs the passport valid six months after the travel date, month ends kept', () => {
    expect(passportValidEnough('2026-12-10', '2026-06-10')).toBe(true);
    expect(passportValidEnough('2026-12-09', '2026-06-10')).toBe(false);
    // 31 August + 6 months is the last day of February.
    expect(passportValidEnough('2027-02-28', '2026-08-31')).toBe(true);
    expect(passportValidEnough('2027-02-27', '2026-08-31')).toBe(false);
    expect(passportValidEnough('2028-02-29', '2027-08-31')).toBe(true);
  });
});

describe('visaApplicantDateIssues', () => {
  it('names the field of each refusal', () => {
    const issues = visaApplicantDateIssues(
      {
        applicantType: 'Adult',
        dateOfBirth: '2020-01-01',
        passportNumber: 'A1234567',
        passportIssuedOn: '2027-01-01',
        passportExpiresOn: '2026-09-01',
      },
      '2026-06-10',
    );
    expect(issues).toEqual([
      { field: 'dateOfBirth', message: VisaApplicationMessage.adultAge },
      { field: 'passportExpiresOn', message: VisaApplicationMessage.passportExpiresTooSoon },
      { field: 'passportIssuedOn', message: VisaApplicationMessage.passportIssuedAfterExpiry },
    ]);
  });

  it('given today, refuses a birth and a passport issued after it', () => {
    const infant = {
      applicantType: 'Infant' as const,
      // Born after today but before travel: an infant by age, still not born yet.
      dateOfBirth: '2026-05-01',
      passportNumber: 'A1234567',
      passportIssuedOn: '2026-04-21',
      passportExpiresOn: '2031-04-20',
    };
    expect(visaApplicantDateIssues(infant, '2026-06-10')).toEqual([]);
    expect(visaApplicantDateIssues(infant, '2026-06-10', '2026-04-20')).toEqual([
      { field: 'dateOfBirth', message: VisaApplicationMessage.dateOfBirthInvalid },
      { field: 'passportIssuedOn', message: VisaApplicationMessage.passportIssuedInFuture },
    ]);
    expect(visaApplicantDateIssues(infant, '2026-06-10', '2026-04-30')).toEqual([
      { field: 'dateOfBirth', message: VisaApplicationMessage.dateOfBirthInvalid },
    ]);
    expect(visaApplicantDateIssues(infant, '2026-06-10', '2026-05-01')).toEqual([]);
  });
});

describe('visaApplyDateIssues', () => {
  const applicant = {
    dateOfBirth: '1990-01-01',
    passportNumber: 'A1234567',
    passportIssuedOn: '2026-04-21',
    passportExpiresOn: '2031-01-01',
  };
  it('keeps the search’s travel-date window and each applicant’s dates against today, the field named', () => {
    expect(visaApplyDateIssues({ travelDate: '2026-06-10', applicants: [applicant] }, '2026-04-21')).toEqual(
      [],
    );
    expect(
      visaApplyDateIssues({ travelDate: '2027-06-10', applicants: [applicant, applicant] }, '2026-04-20'),
    ).toEqual([
      { path: ['travelDate'], message: VisaCatalogueMessage.travelDateTooFar },
      { path: ['applicants', 0, 'passportIssuedOn'], message: VisaApplicationMessage.passportIssuedInFuture },
      { path: ['applicants', 1, 'passportIssuedOn'], message: VisaApplicationMessage.passportIssuedInFuture },
    ]);
  });
});

describe('ZApplyVisaBody', () => {
  const applicant = {
    applicantType: 'Adult',
    title: 'Mr',
    firstName: 'Karim',
    lastName: 'Hossain',
    gender: 'Male',
    dateOfBirth: '1990-01-01',
    nationality: 'BD',
    passportNumber: 'a1234567',
    passportExpiresOn: '2030-01-01',
    documents: [{ code: 'Photo', uploadId: '0b8f5c1e-5f7e-4a55-9a57-0d3c4f6b2a10' }],
  };
  const body = {
    productId: '0b8f5c1e-5f7e-4a55-9a57-0d3c4f6b2a11',
    nationality: 'BD',
    travelDate: '2026-06-10',
    expectedTotal: { amount: 8_000_00, currency: 'BDT' },
    applicants: [applicant],
  };

  it('takes a well-formed application, passport numbers in capitals', () => {
    const parsed = ZApplyVisaBody.parse(body);
    expect(parsed.applicants[0]?.passportNumber).toBe('A1234567');
  });

  it('needs the total the agent was shown, and nothing else in it', () => {
    const { expectedTotal: _shown, ...withoutTotal } = body;
    expect(ZApplyVisaBody.safeParse(withoutTotal).success).toBe(false);
    expect(
      ZApplyVisaBody.safeParse({ ...body, expectedTotal: { ...body.expectedTotal, discount: 1 } }).success,
    ).toBe(false);
  });

  it('refuses a document twice and a passport twice, naming the field', () => {
    const twice = ZApplyVisaBody.safeParse({
      ...body,
      applicants: [
        { ...applicant, documents: [...applicant.documents, ...applicant.documents] },
        { ...applicant, passportNumber: 'A1234567' },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['applicants.0.documents.1.code', VisaApplicationMessage.documentTwice],
      ['applicants.1.passportNumber', VisaApplicationMessage.passportTwice],
    ]);
  });
});
