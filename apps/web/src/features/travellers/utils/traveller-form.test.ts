import { describe, expect, it } from 'vitest';
import { BookingMessage } from '@portal/contracts';
import { emptyTravellerForm, formOf, travellerFormSchema } from './traveller-form';

const filled = {
  ...emptyTravellerForm,
  title: 'Ms',
  firstName: ' Nadia ',
  lastName: 'Rahman',
  dateOfBirth: '1992-03-04',
  gender: 'Female',
};

describe('the traveller form', () => {
  it('sends empty optional boxes as none', () => {
    const parsed = travellerFormSchema.safeParse(filled);
    expect(parsed.success && parsed.data).toMatchObject({
      firstName: 'Nadia',
      nationality: null,
      passportNumber: null,
      passportExpiry: null,
      email: null,
      phone: null,
    });
  });

  it('asks for the expiry with a passport number, with the booking form’s words', () => {
    const parsed = travellerFormSchema.safeParse({ ...filled, passportNumber: 'EB1234567' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'passportExpiry',
      BookingMessage.passportExpiryRequired,
    ]);
  });

  it('names a missing title and gender', () => {
    const parsed = travellerFormSchema.safeParse({ ...filled, title: '', gender: '' });
    const messages = parsed.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([BookingMessage.titleRequired, BookingMessage.genderRequired]),
    );
  });

  it('puts a saved traveller back in the boxes', () => {
    const form = formOf({
      id: 'x',
      title: 'Mr',
      firstName: 'Karim',
      lastName: 'Hossain',
      dateOfBirth: '1985-04-12',
      gender: 'Male',
      nationality: null,
      passportNumber: null,
      passportExpiry: null,
      email: null,
      phone: null,
      createdAt: '',
      updatedAt: '',
    });
    expect(form).toMatchObject({ nationality: '', passportNumber: '', email: '' });
  });
});
