import { z } from 'zod';
import { BookingMessage, ZBookingContact, ZBookingPassenger } from '../flight/booking';

/**
 * The agency's travellers (spec §7 customer service "Traveller: load, view, create, update, search, getall"): people
 * the agency books often, kept with their passport so a booking form can be filled by picking one.
 */
const traveller = '/customer/api/v1/Traveller';
export const TravellerPaths = {
  load: `${traveller}/load`,
  view: `${traveller}/view`,
  create: `${traveller}/create`,
  update: `${traveller}/update`,
  search: `${traveller}/search`,
  getAll: `${traveller}/getall`,
} as const;

export const TravellerLimit = {
  defaultPageSize: 25,
  maxPageSize: 100,
  maxListSearchLength: 64,
  minSearchTerm: 2,
  maxSearchTerm: 40,
  /** A booking form's picker shows this many at most. */
  searchResults: 10,
  /** getall answers at most this many (export, pick lists); `total` says how many there are. */
  getAll: 500,
  /** Nobody older is believed: a typing slip in the year. */
  maxAgeYears: 120,
} as const;

export const TravellerMessage = {
  notFound: 'Traveller not found.',
  duplicate:
    'This traveller is already saved: a traveller with the same given name, surname and date of birth exists.',
  searchTermInvalid: `Type ${TravellerLimit.minSearchTerm} to ${TravellerLimit.maxSearchTerm} characters of a name or passport number`,
} as const;

export const TravellerErrorCode = { Duplicate: 'TRAVELLER_EXISTS' } as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => {
  if (!isoDay.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};
const todayUtc = () => new Date().toISOString().slice(0, 10);
const earliestBirth = () => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - TravellerLimit.maxAgeYears);
  return day.toISOString().slice(0, 10);
};

// The booking's own field rules and texts, so a saved traveller always fits a booking form.
const passenger = ZBookingPassenger.shape;
const contact = ZBookingContact.shape;

/** A birth date is a real day, not in the future and not more than 120 years ago. */
const ZDateOfBirth = passenger.dateOfBirth.refine(
  (value) => isCalendarDay(value) && value <= todayUtc() && value >= earliestBirth(),
  BookingMessage.dateOfBirthInvalid,
);

const ZPassportExpiry = z
  .string(BookingMessage.passportExpiryRequired)
  .refine(isCalendarDay, BookingMessage.passportExpiryRequired)
  .nullable()
  .default(null);

/** Email and phone are optional (null); given, they follow the booking contact's rules. */
const optional = <T extends z.ZodType<string>>(schema: T) => schema.nullable().default(null);

const travellerFields = {
  title: passenger.title,
  firstName: passenger.firstName,
  lastName: passenger.lastName,
  dateOfBirth: ZDateOfBirth,
  gender: passenger.gender,
  nationality: passenger.nationality,
  passportNumber: passenger.passportNumber,
  passportExpiry: ZPassportExpiry,
  email: optional(contact.email),
  phone: optional(contact.phone),
};

/** A passport is its number and its expiry together, or neither. */
const passportComplete = <
  T extends z.ZodType<{ passportNumber: string | null; passportExpiry: string | null }>,
>(
  schema: T,
) =>
  schema
    .refine((body) => body.passportNumber === null || body.passportExpiry !== null, {
      message: BookingMessage.passportExpiryRequired,
      path: ['passportExpiry'],
    })
    .refine((body) => body.passportExpiry === null || body.passportNumber !== null, {
      message: BookingMessage.passportRequired,
      path: ['passportNumber'],
    });

/** POST Traveller/create. */
export const ZCreateTravellerRequest = passportComplete(z.strictObject(travellerFields));
export type CreateTravellerRequest = z.infer<typeof ZCreateTravellerRequest>;
export type TravellerFormInput = z.input<typeof ZCreateTravellerRequest>;

/** POST Traveller/update: every field of the traveller as it is to be. */
export const ZUpdateTravellerRequest = passportComplete(z.strictObject({ id: z.uuid(), ...travellerFields }));
export type UpdateTravellerRequest = z.infer<typeof ZUpdateTravellerRequest>;

export const ZTraveller = z.object({
  id: z.string(),
  title: passenger.title,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  gender: passenger.gender,
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Traveller = z.infer<typeof ZTraveller>;

export const ZTravellerResponse = z.object({ traveller: ZTraveller });
export type TravellerResponse = z.infer<typeof ZTravellerResponse>;

const ZDay = z.string().refine(isCalendarDay, 'Dates are written YYYY-MM-DD');

/**
 * POST Traveller/load: the agency's travellers by surname and given name, one page. `search` matches a name (either
 * order) or a passport number; the expiry range (both days kept) finds passports running out.
 */
export const ZTravellerListRequest = z
  .strictObject({
    search: z.string().trim().max(TravellerLimit.maxListSearchLength).optional(),
    expiresFrom: ZDay.optional(),
    expiresTo: ZDay.optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(TravellerLimit.maxPageSize).default(TravellerLimit.defaultPageSize),
  })
  .refine((body) => !body.expiresFrom || !body.expiresTo || body.expiresFrom <= body.expiresTo, {
    message: 'The first day of a range must not be after its last day',
    path: ['expiresTo'],
  });
export type TravellerListRequest = z.infer<typeof ZTravellerListRequest>;
export type TravellerListRequestInput = z.input<typeof ZTravellerListRequest>;

export const ZTravellerPage = z.object({
  travellers: z.array(ZTraveller),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TravellerPage = z.infer<typeof ZTravellerPage>;

/** GET Traveller/view?id. */
export const ZTravellerIdQuery = z.strictObject({ id: z.uuid() });

/**
 * GET Traveller/search?term: what the booking form's picker offers while typing. `bornFrom` and `bornTo` (both kept)
 * keep to the birth dates the passenger type allows on the day of travel.
 */
export const ZTravellerSearchQuery = z.strictObject({
  term: z
    .string(TravellerMessage.searchTermInvalid)
    .trim()
    .min(TravellerLimit.minSearchTerm, TravellerMessage.searchTermInvalid)
    .max(TravellerLimit.maxSearchTerm, TravellerMessage.searchTermInvalid),
  bornFrom: ZDay.optional(),
  bornTo: ZDay.optional(),
});
export type TravellerSearchQuery = z.infer<typeof ZTravellerSearchQuery>;

/**
 * A saved traveller as the booking form's picker offers it: enough to pick and to fill the names. Nationality,
 * passport, email and phone (and the record's dates) come only to users who may view travellers (209 or 210).
 */
export const ZTravellerChoice = ZTraveller.partial({
  nationality: true,
  passportNumber: true,
  passportExpiry: true,
  email: true,
  phone: true,
  createdAt: true,
  updatedAt: true,
});
export type TravellerChoice = z.infer<typeof ZTravellerChoice>;

export const ZTravellerList = z.object({ travellers: z.array(ZTravellerChoice) });
export type TravellerList = z.infer<typeof ZTravellerList>;

/** GET Traveller/getall: the first 500 by name, and how many the agency keeps in all. */
export const ZAllTravellers = z.object({ travellers: z.array(ZTraveller), total: z.number().int() });
export type AllTravellers = z.infer<typeof ZAllTravellers>;
