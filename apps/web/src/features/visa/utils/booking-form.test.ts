import { describe, expect, it } from 'vitest';
import {
  passportValidEnough,
  VisaApplicationMessage,
  visaApplicantTypeOn,
  type VisaChecklistItem,
} from '@portal/contracts';
import {
  applicantSlots,
  birthRange,
  checkBooking,
  earliestPassportExpiry,
  emptyApplicant,
  fillFromTraveller,
  initialBookingValues,
  VisaFormMessage,
  type ApplicantValues,
} from './booking-form';

const checklist: VisaChecklistItem[] = [
  { code: 'PassportBioPage', description: 'Colour scan', required: true },
  { code: 'Photo', description: '35×45 mm, white background', required: true },
  { code: 'BankStatement', description: 'Last 6 months', required: false },
];
const upload = (name: string) => ({
  uploadId: `7d0f8a52-0000-4000-8000-${name.padStart(12, '0')}`,
  fileName: `${name}.pdf`,
  contentType: 'application/pdf',
  size: 2048,
});
const context = {
  productId: '0b6f7c3e-0000-4000-8000-000000000001',
  nationality: 'BD',
  travelDate: '2030-06-15',
  today: '2030-05-01',
  expectedTotal: { amount: 8_000_00, currency: 'BDT' },
  checklist,
  uploading: new Set<string>(),
};

function adult(patch: Partial<ApplicantValues> = {}): ApplicantValues {
  return {
    ...emptyApplicant('Adult', 'BD'),
    title: 'Mr',
    firstName: 'Tanvir',
    lastName: 'Hasan',
    gender: 'Male',
    dateOfBirth: '1990-03-15',
    passportNumber: 'eb1234567',
    passportExpiresOn: '2033-01-01',
    documents: { PassportBioPage: upload('1'), Photo: upload('2') },
    ...patch,
  };
}

describe('the visa booking form', () => {
  it('gives one applicant per searched traveller, adults first', () => {
    expect(applicantSlots({ Adult: 2, Child: 1, Infant: 1 })).toEqual(['Adult', 'Adult', 'Child', 'Infant']);
    const values = initialBookingValues({ Adult: 1, Child: 1, Infant: 0 }, 'BD');
    expect(values.applicants.map((applicant) => [applicant.applicantType, applicant.nationality])).toEqual([
      ['Adult', 'BD'],
      ['Child', 'BD'],
    ]);
  });

  it('sends the body the API takes: passport in capitals, only the chosen uploads, no empty issue date', () => {
    const result = checkBooking(
      { applicants: [adult({ travellerId: '4c1d3e10-0000-4000-8000-000000000009' })] },
      context,
    );
    expect(result.issues).toEqual([]);
    // The total the page showed: the API refuses to charge any other.
    expect(result.body?.expectedTotal).toEqual({ amount: 8_000_00, currency: 'BDT' });
    expect(result.body?.applicants[0]).toEqual({
      applicantType: 'Adult',
      title: 'Mr',
      firstName: 'Tanvir',
      lastName: 'Hasan',
      gender: 'Male',
      dateOfBirth: '1990-03-15',
      nationality: 'BD',
      passportNumber: 'EB1234567',
      passportExpiresOn: '2033-01-01',
      travellerId: '4c1d3e10-0000-4000-8000-000000000009',
      documents: [
        { code: 'PassportBioPage', uploadId: upload('1').uploadId },
        { code: 'Photo', uploadId: upload('2').uploadId },
      ],
    });
  });

  it('names each problem under its box, in the form’s words first', () => {
    const empty = emptyApplicant('Adult', 'BD');
    const { issues } = checkBooking({ applicants: [empty] }, context);
    const at = (path: string) => issues.find((issue) => issue.path === `applicants.0.${path}`)?.message;
    expect(at('dateOfBirth')).toBe(VisaFormMessage.dateOfBirthRequired);
    expect(at('passportExpiresOn')).toBe(VisaFormMessage.passportExpiryRequired);
    expect(at('documents.PassportBioPage')).toBe(VisaFormMessage.documentRequired);
    expect(at('documents.BankStatement')).toBeUndefined();
    expect(at('title')).toBe('Please choose a title');
    expect(at('gender')).toBe('Please choose a gender');
    expect(at('passportNumber')).toBe(VisaApplicationMessage.passportInvalid);
  });

  it('applies the contracts’ rules: age for the type, passport six months past travel, one passport each', () => {
    const tooYoung = adult({ dateOfBirth: '2020-01-01' });
    const shortPassport = adult({ passportNumber: 'EB7654321', passportExpiresOn: '2030-12-01' });
    const samePassport = adult({ firstName: 'Nadia', gender: 'Female', title: 'Ms' });
    const { issues } = checkBooking({ applicants: [tooYoung, shortPassport, samePassport] }, context);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'applicants.0.dateOfBirth', message: VisaApplicationMessage.adultAge },
        { path: 'applicants.1.passportExpiresOn', message: VisaApplicationMessage.passportExpiresTooSoon },
        { path: 'applicants.2.passportNumber', message: VisaApplicationMessage.passportTwice },
      ]),
    );
  });

  it('waits for an upload still on its way', () => {
    const uploading = new Set(['applicants.0.documents.Photo']);
    const { issues } = checkBooking({ applicants: [adult()] }, { ...context, uploading });
    expect(issues).toEqual([
      { path: 'applicants.0.documents.Photo', message: VisaFormMessage.uploadUnfinished },
    ]);
  });

  it('fills the boxes from a saved traveller, keeping what the traveller lacks', () => {
    const filled = fillFromTraveller(emptyApplicant('Adult', 'BD'), {
      id: '4c1d3e10-0000-4000-8000-000000000009',
      title: 'Mrs',
      firstName: 'Nadia',
      lastName: 'Rahman',
      dateOfBirth: '1992-07-01',
      gender: 'Female',
      createdAt: '2030-01-01T00:00:00Z',
      updatedAt: '2030-01-01T00:00:00Z',
      email: null,
      phone: null,
    });
    expect(filled).toMatchObject({ title: 'Mrs', firstName: 'Nadia', nationality: 'BD', passportNumber: '' });
  });

  it('offers birth dates that give the type on the travel date, and no later passport expiry than the rule needs', () => {
    for (const type of ['Adult', 'Child', 'Infant'] as const) {
      const range = birthRange(type, '2030-06-15', '2030-05-01');
      expect(visaApplicantTypeOn(range.min, '2030-06-15')).toBe(type);
      expect(visaApplicantTypeOn(range.max, '2030-06-15')).toBe(type);
    }
    expect(birthRange('Infant', '2030-06-15', '2030-05-01').max).toBe('2030-05-01');
    for (const travel of ['2030-06-15', '2030-08-31', '2031-12-31', '2032-02-29']) {
      const earliest = earliestPassportExpiry(travel);
      expect(passportValidEnough(earliest, travel)).toBe(true);
      const dayBefore = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(passportValidEnough(dayBefore, travel)).toBe(false);
    }
  });
});
