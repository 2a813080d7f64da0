import { describe, expect, it } from 'vitest';
import { BookingMessage } from '@portal/contracts';
import {
  emptyTravellerForm,
  passengerSlots,
  travellerFormSchema,
  type PassengerFormValues,
  type TravellerFormValues,
} from './traveller-form';

const trip = {
  firstDepartureDay: '2026-08-20',
  lastDepartureDay: '2026-08-27',
  international: true,
  today: '2026-07-01',
};
const slots = passengerSlots({ adults: 1, childAges: [7], infants: 1 });

const person = (values: Partial<PassengerFormValues>): PassengerFormValues => ({
  type: 'ADT',
  title: 'Mr',
  firstName: 'Karim',
  lastName: 'Rahman',
  dateOfBirth: '1990-05-01',
  gender: 'Male',
  nationality: 'BD',
  passportNumber: 'EB1234567',
  passportExpiry: '2031-01-31',
  travellerId: '',
  documentsOnFile: false,
  ...values,
});

const filled = (): TravellerFormValues => ({
  passengers: [
    person({}),
    person({ type: 'CHD', title: 'Mstr', firstName: 'Rafi', dateOfBirth: '2019-03-02' }),
    person({ type: 'INF', title: 'Miss', firstName: 'Mitu', gender: 'Female', dateOfBirth: '2025-11-10' }),
  ],
  contact: { email: 'desk@demo.test', phone: '+8801711000000' },
});

/** The messages the form shows, by field path. */
async function problems(values: TravellerFormValues, facts = trip) {
  const result = await travellerFormSchema(slots, facts).safeParseAsync(values);
  const found: Record<string, string> = {};
  // The form shows the first message of each box.
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the travellers form', () => {
  it('lists adults, then children with their age, then infants on the lap of adult n', () => {
    expect(slots).toEqual([
      { type: 'ADT', number: 1, childAge: null, lapOf: null },
      { type: 'CHD', number: 1, childAge: 7, lapOf: null },
      { type: 'INF', number: 1, childAge: null, lapOf: 1 },
    ]);
  });

  it('accepts complete travellers and gives what AirSell takes', async () => {
    const result = await travellerFormSchema(slots, trip).parseAsync(filled());
    expect(result.passengers[2]).toMatchObject({
      type: 'INF',
      nationality: 'BD',
      passportNumber: 'EB1234567',
    });
  });

  it('says what the API says about empty boxes', async () => {
    const values = emptyTravellerForm(slots, { nationality: '', email: '' });
    const found = await problems(values);
    expect(found['passengers.0.title']).toBe(BookingMessage.titleRequired);
    expect(found['passengers.0.firstName']).toBe(BookingMessage.firstNameInvalid);
    expect(found['passengers.0.lastName']).toBe(BookingMessage.lastNameInvalid);
    expect(found['passengers.0.dateOfBirth']).toBe(BookingMessage.dateOfBirthInvalid);
    expect(found['passengers.0.gender']).toBe(BookingMessage.genderRequired);
    expect(found['passengers.0.nationality']).toBe(BookingMessage.nationalityRequired);
    expect(found['passengers.0.passportNumber']).toBe(BookingMessage.passportRequired);
    expect(found['passengers.0.passportExpiry']).toBe(BookingMessage.passportExpiryRequired);
    expect(found['contact.email']).toBe(BookingMessage.emailInvalid);
    expect(found['contact.phone']).toBe(BookingMessage.phoneInvalid);
  });

  it('holds each type to its age on the first flight day', async () => {
    const values = filled();
    values.passengers[0]!.dateOfBirth = '2015-01-01';
    values.passengers[1]!.dateOfBirth = '2025-01-01';
    values.passengers[2]!.dateOfBirth = '2023-01-01';
    const found = await problems(values);
    expect(found['passengers.0.dateOfBirth']).toBe(BookingMessage.adultAge);
    expect(found['passengers.1.dateOfBirth']).toBe(BookingMessage.childAge);
    expect(found['passengers.2.dateOfBirth']).toBe(BookingMessage.infantAge);
  });

  it('refuses a birth date after today or not in the calendar', async () => {
    const values = filled();
    values.passengers[2]!.dateOfBirth = '2026-07-15';
    values.passengers[1]!.dateOfBirth = '2019-02-30';
    const found = await problems(values);
    expect(found['passengers.2.dateOfBirth']).toBe(BookingMessage.dateOfBirthInvalid);
    expect(found['passengers.1.dateOfBirth']).toBe(BookingMessage.dateOfBirthInvalid);
  });

  it('asks abroad for a passport valid six months past the last flight', async () => {
    const values = filled();
    values.passengers[0]!.passportExpiry = '2027-01-31';
    values.passengers[1]!.passportNumber = 'E1';
    const found = await problems(values);
    expect(found['passengers.0.passportExpiry']).toBe(BookingMessage.passportExpiresTooSoon);
    expect(found['passengers.1.passportNumber']).toBe(BookingMessage.passportInvalid);
  });

  it('needs no passport at home and sends none', async () => {
    const values = filled();
    values.passengers.forEach((pax) => Object.assign(pax, { passportNumber: '', passportExpiry: '' }));
    const result = await travellerFormSchema(slots, { ...trip, international: false }).parseAsync(values);
    expect(result.passengers[0]).toMatchObject({ passportNumber: null, passportExpiry: null });
  });

  it('books a picked traveller whose passport is on file without one, naming the traveller', async () => {
    const values = filled();
    const id = '5b1f7a52-3c1e-4c4e-9a7e-2f0c1d2e3f40';
    Object.assign(values.passengers[0]!, {
      travellerId: id,
      documentsOnFile: true,
      nationality: '',
      passportNumber: '',
      passportExpiry: '',
    });
    const result = await travellerFormSchema(slots, trip).parseAsync(values);
    expect(result.passengers[0]).toEqual({
      type: 'ADT',
      title: 'Mr',
      firstName: 'Karim',
      lastName: 'Rahman',
      dateOfBirth: '1990-05-01',
      gender: 'Male',
      nationality: null,
      passportNumber: null,
      passportExpiry: null,
      travellerId: id,
    });
    expect(result.passengers[1]).not.toHaveProperty('travellerId', expect.anything());
  });

  it('refuses two travellers with one name', async () => {
    const values = filled();
    values.passengers[1]!.firstName = ' karim ';
    expect((await problems(values))['passengers.1.firstName']).toBe(BookingMessage.duplicateName);
  });
});
