import { z } from 'zod';
import {
  BookingMessage,
  ZBookingContact,
  ZBookingPassenger,
  type BookingPassenger,
  type PassengerType,
  type PricedItinerary,
} from '@portal/contracts';
import { ageOn, isRealDay, sixMonthsAfter } from './passenger-age';

/** One traveller the search asked for: its type, its number within the type, a child's age, an infant's adult. */
export interface PassengerSlot {
  type: PassengerType;
  /** 1-based within the type: Adult 1, Child 2. */
  number: number;
  childAge: number | null;
  /** Infants: the adult (by number) on whose lap they travel; infant n sits with adult n. */
  lapOf: number | null;
}

/** The travellers in the order the booking lists them: adults, then children, then infants. */
export function passengerSlots(passengers: PricedItinerary['passengers']): PassengerSlot[] {
  const adults = Array.from({ length: passengers.adults }, (_, index) => ({
    type: 'ADT' as const,
    number: index + 1,
    childAge: null,
    lapOf: null,
  }));
  const children = passengers.childAges.map((age, index) => ({
    type: 'CHD' as const,
    number: index + 1,
    childAge: age,
    lapOf: null,
  }));
  const infants = Array.from({ length: passengers.infants }, (_, index) => ({
    type: 'INF' as const,
    number: index + 1,
    childAge: null,
    lapOf: index + 1,
  }));
  return [...adults, ...children, ...infants];
}

/** What the traveller boxes hold while they are filled in: text, '' for nothing chosen. */
export interface PassengerFormValues {
  type: PassengerType;
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  /** The saved traveller picked, '' for none: the booking names it, so the server can fill what is on file. */
  travellerId: string;
  /** The picked traveller's nationality and passport are on file but not shown to this user (no ViewTraveller). */
  documentsOnFile: boolean;
}

export interface TravellerFormValues {
  passengers: PassengerFormValues[];
  contact: { email: string; phone: string };
}

/** A traveller as AirSell and AirBook take it, before the extras are added. */
export type TravellerDetails = Omit<BookingPassenger, 'extras'>;

export interface TravellerFormOutput {
  passengers: TravellerDetails[];
  contact: { email: string; phone: string };
}

/** The facts of the trip the traveller rules read. */
export interface TripFacts {
  firstDepartureDay: string;
  lastDepartureDay: string;
  international: boolean;
  /** The portal's business day: nobody is born after it. */
  today: string;
}

export function emptyTravellerForm(
  slots: PassengerSlot[],
  defaults: { nationality: string; email: string },
): TravellerFormValues {
  return {
    passengers: slots.map((slot) => ({
      type: slot.type,
      title: '',
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      gender: '',
      nationality: defaults.nationality,
      passportNumber: '',
      passportExpiry: '',
      travellerId: '',
      documentsOnFile: false,
    })),
    contact: { email: defaults.email, phone: '' },
  };
}

const ageMessage: Record<PassengerType, string> = {
  ADT: BookingMessage.adultAge,
  CHD: BookingMessage.childAge,
  INF: BookingMessage.infantAge,
};

function ageFits(type: PassengerType, age: number): boolean {
  if (type === 'ADT') return age >= 12;
  if (type === 'CHD') return age >= 2 && age <= 11;
  return age < 2;
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const IsoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One traveller's boxes, held to the contracts' field schemas and messages, plus the rules the API applies to the
 * whole booking (ages on the first flight's day, a passport valid six months past the last flight abroad), so the
 * page says exactly what the API would.
 */
function passengerSchema(type: PassengerType, trip: TripFacts) {
  const shape = ZBookingPassenger.shape;
  const dateOfBirth = z
    .string()
    .regex(IsoDay, BookingMessage.dateOfBirthInvalid)
    .refine(
      (day) => !IsoDay.test(day) || (isRealDay(day) && day <= trip.today),
      BookingMessage.dateOfBirthInvalid,
    )
    .refine((day) => !isRealDay(day) || ageFits(type, ageOn(day, trip.firstDepartureDay)), ageMessage[type]);
  const abroad = trip.international;
  const person = {
    type: z.literal(type),
    title: shape.title,
    firstName: shape.firstName,
    lastName: shape.lastName,
    dateOfBirth,
    gender: shape.gender,
    travellerId: z.string().transform((id) => id || undefined),
  };
  const none = z.preprocess(() => null, z.null());
  const typedIn = z.strictObject({
    ...person,
    documentsOnFile: z.literal(false),
    nationality: abroad
      ? z.string(BookingMessage.nationalityRequired).regex(/^[A-Z]{2}$/, BookingMessage.nationalityRequired)
      : z.preprocess(emptyToNull, shape.nationality),
    passportNumber: abroad
      ? z
          .string()
          .trim()
          .min(1, BookingMessage.passportRequired)
          .regex(/^[A-Za-z0-9]{5,20}$/, BookingMessage.passportInvalid)
      : none,
    passportExpiry: abroad
      ? z
          .string()
          .min(1, BookingMessage.passportExpiryRequired)
          .refine(isRealDay, BookingMessage.passportExpiryRequired)
          .refine(
            (day) => !isRealDay(day) || day >= sixMonthsAfter(trip.lastDepartureDay),
            BookingMessage.passportExpiresTooSoon,
          )
      : none,
  });
  // What is on file is left out: the server fills it from the saved traveller, and checks it as if typed.
  const onFile = z.strictObject({
    ...person,
    documentsOnFile: z.literal(true),
    nationality: none,
    passportNumber: none,
    passportExpiry: none,
  });
  return z
    .discriminatedUnion('documentsOnFile', [typedIn, onFile])
    .transform(({ documentsOnFile: _, ...pax }) => pax);
}

const nameKey = (pax: { firstName: string; lastName: string }) =>
  `${pax.firstName} ${pax.lastName}`.toUpperCase().replace(/\s+/g, ' ').trim();

/** The travellers' form: one schema per traveller the search asked for, then the contact, then no name twice. */
export function travellerFormSchema(
  slots: PassengerSlot[],
  trip: TripFacts,
): z.ZodType<TravellerFormOutput, TravellerFormValues> {
  const [first, ...rest] = slots.map((slot) => passengerSchema(slot.type, trip));
  if (!first) throw new Error('a booking has at least one traveller');
  const schema = z
    .object({ passengers: z.tuple([first, ...rest]), contact: ZBookingContact })
    .superRefine((form, ctx) => {
      const seen = new Set<string>();
      form.passengers.forEach((pax, index) => {
        const key = nameKey(pax);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            message: BookingMessage.duplicateName,
            path: ['passengers', index, 'firstName'],
          });
        }
        seen.add(key);
      });
    });
  return schema as unknown as z.ZodType<TravellerFormOutput, TravellerFormValues>;
}
