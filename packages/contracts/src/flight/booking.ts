import { z } from 'zod';
import { ZMoney } from '../common/money';
import { ZItineraryDetails, ZPassengerType } from './itinerary-details';

/** Booking calls of the flight service (spec §7 "Flight search and booking"): price is v2, the rest v1. */
const flightV1 = '/flight/api/v1';
const flightV2 = '/flight/api/v2';

export const FlightBookingPaths = {
  airPrice: `${flightV2}/Price/AirPrice`,
  airGetItinerary: `${flightV2}/Price/AirGetItinerary`,
  airServiceList: `${flightV1}/ServiceList/AirServiceList`,
  getSsr: `${flightV1}/ServiceList/GetSSR`,
  getBaggage: `${flightV1}/ServiceList/GetBaggage`,
  getMeal: `${flightV1}/ServiceList/GetMeal`,
  getSeat: `${flightV1}/ServiceList/V2/GetSeat`,
  airSell: `${flightV1}/Sell/AirSell`,
  airBook: `${flightV1}/Book/AirBook`,
  airTicket: `${flightV1}/Ticket/AirTicket`,
  airCancel: `${flightV1}/Cancel/AirCancel`,
} as const;

/** How long a priced itinerary may be booked before it must be priced again (the booking page's timer). */
export const BookingSessionMinutes = 20;

/** What changed at a reprice point: the agent must accept any change before going on. */
export const ZPriceChange = z.enum(['None', 'Price', 'BookingClass', 'PriceAndBookingClass']);
export type PriceChange = z.infer<typeof ZPriceChange>;

export const ZRepriceOutcome = z.object({
  change: ZPriceChange,
  /** What the agent saw before (the search row, or the last price accepted) and what it is now; all passengers. */
  previousTotal: ZMoney,
  currentTotal: ZMoney,
  previousBookingClasses: z.array(z.array(z.string())),
  currentBookingClasses: z.array(z.array(z.string())),
});
export type RepriceOutcome = z.infer<typeof ZRepriceOutcome>;

/** POST Price/AirPrice (v2): the chosen itinerary priced again before the booking page. */
export const ZAirPriceRequest = z.strictObject({
  requestId: z.string().min(1).max(64),
  itineraryId: z.string().min(1).max(128),
});
export type AirPriceRequest = z.infer<typeof ZAirPriceRequest>;

/** The priced itinerary the booking page works on, valid until expiresAt. */
export const ZPricedItinerary = z.object({
  priceId: z.uuid(),
  expiresAt: z.string(),
  details: ZItineraryDetails,
  reprice: ZRepriceOutcome,
  /** Passenger counts of the search, and the children's ages, which the traveller forms must match. */
  passengers: z.object({
    adults: z.number().int().positive(),
    childAges: z.array(z.number().int()),
    infants: z.number().int().nonnegative(),
  }),
  /** A passport is asked for when the trip leaves the country. */
  international: z.boolean(),
  /** Day of the first departure (YYYY-MM-DD), from which passengers' ages are counted. */
  firstDepartureDay: z.string(),
  /** Whether this itinerary can be held (OnHold fare) or must be issued at once (Web fare). */
  canHold: z.boolean(),
});
export type PricedItinerary = z.infer<typeof ZPricedItinerary>;

export const ZPriceIdQuery = z.strictObject({ priceId: z.uuid() });

// ---------------------------------------------------------------------------------------------------------------
// Service list: extras the airline sells beside the fare.

export const ZServiceList = z.object({
  legs: z.array(
    z.object({
      legKey: z.string(),
      origin: z.string(),
      destination: z.string(),
      baggage: z.array(z.object({ code: z.string(), kilograms: z.number().int(), price: ZMoney })),
      meals: z.array(z.object({ code: z.string(), name: z.string(), price: ZMoney })),
    }),
  ),
  specialServices: z.array(z.object({ code: z.string(), name: z.string() })),
  seatSelection: z.enum(['Free', 'Paid', 'None']),
});
export type ServiceList = z.infer<typeof ZServiceList>;

/** The parts of the service list on their own (ServiceList/GetBaggage, GetMeal, GetSSR), for one kind of extra. */
const ZServiceLeg = ZServiceList.shape.legs.element;
export const ZBaggageList = z.object({
  legs: z.array(ZServiceLeg.pick({ legKey: true, origin: true, destination: true, baggage: true })),
});
export const ZMealList = z.object({
  legs: z.array(ZServiceLeg.pick({ legKey: true, origin: true, destination: true, meals: true })),
});
export const ZSsrList = ZServiceList.pick({ specialServices: true });

export const ZSeatQuery = ZPriceIdQuery.extend({ legKey: z.string().min(1).max(64) });
export const ZSeatMap = z.object({
  legKey: z.string(),
  aircraft: z.string(),
  cabins: z.array(
    z.object({
      cabin: z.string(),
      rows: z.array(
        z.object({
          row: z.number().int(),
          seats: z.array(
            z.object({
              seat: z.string(),
              position: z.enum(['window', 'middle', 'aisle']),
              exitRow: z.boolean(),
              available: z.boolean(),
              price: ZMoney,
            }),
          ),
        }),
      ),
    }),
  ),
});
export type SeatMap = z.infer<typeof ZSeatMap>;

// ---------------------------------------------------------------------------------------------------------------
// Travellers.

export const BookingMessage = {
  titleRequired: 'Please choose a title',
  firstNameInvalid: 'Given name must be 1 to 40 letters',
  lastNameInvalid: 'Surname must be 2 to 40 letters',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  genderRequired: 'Please choose a gender',
  nationalityRequired: 'Please choose a nationality',
  passportRequired: 'Passport number is required for international travel',
  passportInvalid: 'Passport number must be 5 to 20 letters or digits',
  passportExpiryRequired: 'Passport expiry date is required for international travel',
  passportExpiresTooSoon: 'The passport must be valid for 6 months after the last flight',
  adultAge: 'An adult must be 12 or older on the day of travel',
  childAge: 'A child must be 2 to 11 years old on the day of travel, as searched',
  infantAge: 'An infant must be under 2 years old on the day of travel',
  passengerCounts: 'The travellers must match the passengers searched for',
  infantWithAdult: 'Each infant must travel on the lap of a different adult',
  duplicateName: 'Two travellers cannot have the same name',
  emailInvalid: 'Please enter valid email id',
  phoneInvalid: 'Please enter valid Phonenumber',
  unknownLeg: 'An extra names a flight that is not in this itinerary',
  unknownService: 'An extra is not offered on this flight',
  seatForInfant: 'An infant sits on an adult’s lap and cannot have a seat',
  seatTwice: 'Two travellers cannot have the same seat',
} as const;

export const BookingErrorCode = {
  PriceExpired: 'PRICE_EXPIRED',
  PriceNotFound: 'PRICE_NOT_FOUND',
  SoldOut: 'SOLD_OUT',
  SeatTaken: 'SEAT_TAKEN',
  PriceChanged: 'PRICE_CHANGED',
  HoldNotAllowed: 'HOLD_NOT_ALLOWED',
} as const;

export const BookingErrorMessage = {
  priceExpired: 'This price has expired. Please price the itinerary again.',
  priceNotFound: 'This priced itinerary was not found. Please choose the flight again.',
  soldOut: 'The seats of this fare have just been sold. Please choose another fare or flight.',
  seatTaken: 'A chosen seat has just been taken. Please choose another seat.',
  priceChanged:
    'The price or booking class changed since you accepted it. Please review the new price before booking.',
  holdNotAllowed: 'This fare cannot be held. It must be issued now.',
} as const;

const ZIsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, BookingMessage.dateOfBirthInvalid);
const ZName = (message: string, min: number) =>
  z
    .string(message)
    .trim()
    .min(min, message)
    .max(40, message)
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, message);

export const PassengerTitles = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mstr'] as const;

/** The extras one traveller asks for on one flight. */
export const ZPassengerExtra = z.strictObject({
  legKey: z.string().min(1).max(64),
  seat: z
    .string()
    .regex(/^\d{1,2}[A-K]$/)
    .nullable()
    .default(null),
  mealCode: z
    .string()
    .regex(/^[A-Z]{4}$/)
    .nullable()
    .default(null),
  /** Extra checked baggage bundle in kilograms, 0 for none. */
  extraBaggageKg: z.number().int().min(0).max(100).default(0),
  ssrCodes: z
    .array(z.string().regex(/^[A-Z]{4}$/))
    .max(4)
    .default([]),
});
export type PassengerExtra = z.infer<typeof ZPassengerExtra>;

export const ZBookingPassenger = z.strictObject({
  type: ZPassengerType,
  title: z.enum(PassengerTitles, BookingMessage.titleRequired),
  firstName: ZName(BookingMessage.firstNameInvalid, 1),
  lastName: ZName(BookingMessage.lastNameInvalid, 2),
  dateOfBirth: ZIsoDay,
  gender: z.enum(['Male', 'Female'], BookingMessage.genderRequired),
  nationality: z
    .string()
    .regex(/^[A-Z]{2}$/, BookingMessage.nationalityRequired)
    .nullable()
    .default(null),
  passportNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, BookingMessage.passportInvalid)
    .nullable()
    .default(null),
  passportExpiry: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, BookingMessage.passportExpiryRequired)
    .nullable()
    .default(null),
  extras: z.array(ZPassengerExtra).max(12).default([]),
  /**
   * The agency's saved traveller this one was picked from: nationality and passport left out are filled from it, so
   * a user who may book but not view travellers books them without ever seeing their documents.
   */
  travellerId: z.uuid().optional(),
});
export type BookingPassenger = z.infer<typeof ZBookingPassenger>;
export type BookingPassengerInput = z.input<typeof ZBookingPassenger>;

export const ZBookingContact = z.strictObject({
  email: z.email(BookingMessage.emailInvalid).max(120),
  phone: z.string().regex(/^[0-9+-]{10,16}$/, BookingMessage.phoneInvalid),
});

/**
 * The travellers, in order: adults, then children, then infants. Infant n travels on adult n's lap, so there are
 * never more infants than adults.
 */
const ZTravellers = z.array(ZBookingPassenger).min(1).max(9);

/** POST Sell/AirSell: the itinerary priced again with the travellers, before the booking is made. */
export const ZAirSellRequest = z.strictObject({
  priceId: z.uuid(),
  passengers: ZTravellers,
  contact: ZBookingContact,
});
export type AirSellRequest = z.infer<typeof ZAirSellRequest>;
export type AirSellRequestInput = z.input<typeof ZAirSellRequest>;

/** The price of the extras asked for, and what the booking costs with them. */
export const ZBookingTotals = z.object({
  fareGross: ZMoney,
  /** The agency's price of the fare (gross less commission, plus AIT). */
  fareAgent: ZMoney,
  extras: ZMoney,
  /** What the agency pays: its fare price plus the extras. */
  payable: ZMoney,
});
export type BookingTotals = z.infer<typeof ZBookingTotals>;

export const ZAirSellResponse = z.object({
  reprice: ZRepriceOutcome,
  totals: ZBookingTotals,
  canHold: z.boolean(),
});
export type AirSellResponse = z.infer<typeof ZAirSellResponse>;

/** How an issue is paid: the whole price from the wallet, or part now and the rest by a due date. */
export const ZIssuePayment = z.enum(['Full', 'Partial']);
export type IssuePayment = z.infer<typeof ZIssuePayment>;

/**
 * POST Book/AirBook (Idempotency-Key): makes the order. An OnHold fare with `issueNow` false is held; otherwise the
 * order is issued in the same step, paid from the wallet as `payment` says.
 */
export const ZAirBookRequest = ZAirSellRequest.extend({
  /** The payable total the agent accepted at AirSell, minor units: a different current price refuses with 409. */
  acceptedPayable: z.number().int().positive(),
  issueNow: z.boolean().default(false),
  payment: ZIssuePayment.default('Full'),
});
export type AirBookRequest = z.infer<typeof ZAirBookRequest>;
export type AirBookRequestInput = z.input<typeof ZAirBookRequest>;
