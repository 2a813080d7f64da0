import { describe, expect, it } from 'vitest';
import { VisaApplicationMessage } from '@portal/contracts';
import { checkEdit, type EditApplicantValues } from './edit-form';

const context = { orderReference: 'VS-2610001', travelDate: '2030-06-15', today: '2030-05-01' };
const adult: EditApplicantValues = {
  applicantId: '2f7a3b1c-0000-4000-8000-000000000001',
  applicantType: 'Adult',
  title: 'Mr',
  firstName: 'Tanvir',
  lastName: 'Hasan',
  gender: 'Male',
  dateOfBirth: '1990-03-15',
  nationality: 'BD',
  passportNumber: 'eb1234567',
  passportIssuedOn: '',
  passportExpiresOn: '2033-01-01',
};

describe('editing an application’s applicants', () => {
  it('sends the details as the API takes them', () => {
    const { body } = checkEdit({ applicants: [adult] }, context);
    expect(body).toEqual({
      orderReference: 'VS-2610001',
      applicants: [
        {
          applicantId: adult.applicantId,
          title: 'Mr',
          firstName: 'Tanvir',
          lastName: 'Hasan',
          gender: 'Male',
          dateOfBirth: '1990-03-15',
          nationality: 'BD',
          passportNumber: 'EB1234567',
          passportExpiresOn: '2033-01-01',
        },
      ],
    });
  });

  it('keeps the type and the passport rule against the travel date', () => {
    const { issues } = checkEdit(
      { applicants: [{ ...adult, dateOfBirth: '2025-01-01', passportExpiresOn: '2030-09-01' }] },
      context,
    );
    expect(issues).toEqual([
      { path: 'applicants.0.dateOfBirth', message: VisaApplicationMessage.adultAge },
      { path: 'applicants.0.passportExpiresOn', message: VisaApplicationMessage.passportExpiresTooSoon },
    ]);
  });

  it('refuses a passport issued after today, as the API does', () => {
    const { issues } = checkEdit({ applicants: [{ ...adult, passportIssuedOn: '2030-05-02' }] }, context);
    expect(issues).toEqual([
      { path: 'applicants.0.passportIssuedOn', message: VisaApplicationMessage.passportIssuedInFuture },
    ]);
  });
});
