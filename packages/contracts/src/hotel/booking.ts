import { z } from 'zod';
import { ZCalendarDate } from '../common/dates';
import { ZMoney } from '../common/money';
import { PassengerTitles } from '../flight/booking';
import { ZHotelCancellationPolicy, ZHotelFacts, ZHotelRate, ZHotelRatePrice, ZHotelStay } from './details';
import { ZBoardBasis } from './search';

export const HotelBookingMessage = {
  titleRequired: 'Please choose a title',
  firstNameRequired: 'Please enter the first name',
  lastNameRequired: 'Please enter the last name',
  nameLetters: 'Names may contain letters, spaces, dots, hyphens and apostrophes only',
  nameTooLong: 'A name can be at most 40 characters',
  specialRequestTooLong: 'A special request can be at most 300 characters',
  leadGuestPerRoom: 'Please enter the lead guest of each room',
  acceptChange: 'The price or policy changed: please review and accept it to continue',
  checkExpired: 'The price check has expired: please check the price again',
  checkUsed: 'This price check has already been booked: please check the price again',
  soldOut: 'This rate is sold out: please choose another room or rate',
  notHoldable: 'This rate cannot be held: it must be paid now',
  notFound: 'Hotel booking not found',
  cancelChanged: 'The cancellation charge has changed: please review it again',
  wrongStatus: 'This booking has moved on since you opened it: please reload it to see where it stands',
  holdExpired: 'The hold has lapsed: this booking can no longer be paid',
} as const;

/** Error codes of the hotel booking calls; the web shows the message. */
export const HotelBookingErrorCode = {
  NotFound: 'HOTEL_BOOKING_NOT_FOUND',
  CheckNotFound: 'HOTEL_CHECK_NOT_FOUND',
  CheckExpired: 'HOTEL_CHECK_EXPIRED',
  CheckUsed: 'HOTEL_CHECK_USED',
  ChangeNotAccepted: 'HOTEL_CHANGE_NOT_ACCEPTED',
  SoldOut: 'HOTEL_SOLD_OUT',
  NotHoldable: 'HOTEL_NOT_HOLDABLE',
  LeadGuestPerRoom: 'HOTEL_LEAD_GUEST_PER_ROOM',
  WrongStatus: 'HOTEL_BOOKING_WRONG_STATUS',
  HoldExpired: 'HOTEL_HOLD_EXPIRED',
  CancelChanged: 'HOTEL_CANCEL_CHANGED',
} as const;

/** References of hotel bookings: HB-, the year's two digits and a number (HB-2610000). */
export const HotelBookingReferencePrefix = 'HB';

export const ZHotelRateKey = z.strictObject({
  requestId: z.string().min(1).max(64),
  hotelGuid: z.string().min(1).max(64),
  roomGuid: z.string().min(1).max(64),
  roomRateGuid: z.string().min(1).max(64),
});
export type HotelRateKey = z.infer<typeof ZHotelRateKey>;

/** What the price check found against the rate the agent chose. */
export const HotelCheckOutcomes = [
  'Unchanged',
  'PriceChanged',
  'PolicyChanged',
  'PriceAndPolicyChanged',
] as const;
export const ZHotelCheckOutcome = z.enum(HotelCheckOutcomes);

export const ZHotelRateCheck = z.object({
  /** Names this check when booking; it lapses at `expiresAt`. */
  checkId: z.string(),
  expiresAt: z.string(),
  outcome: ZHotelCheckOutcome,
  hotel: ZHotelFacts,
  stay: ZHotelStay,
  roomName: z.string(),
  bedSetup: z.string(),
  /** The rate as the agent saw it, and as it stands now. */
  previous: ZHotelRate,
  rate: ZHotelRate,
  /** The agency's wallet could pay it now. */
  walletBalance: ZMoney.nullable(),
});
export type HotelRateCheck = z.infer<typeof ZHotelRateCheck>;

/** A name part: an empty one is refused with its own message first, before the length and letter rules. */
const guestName = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(40, HotelBookingMessage.nameTooLong)
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, HotelBookingMessage.nameLetters);

export const ZHotelLeadGuest = z.strictObject({
  title: z.enum(PassengerTitles, HotelBookingMessage.titleRequired),
  firstName: guestName(HotelBookingMessage.firstNameRequired),
  lastName: guestName(HotelBookingMessage.lastNameRequired),
});
export type HotelLeadGuest = z.infer<typeof ZHotelLeadGuest>;

export const HotelPaymentChoices = ['Wallet', 'Hold'] as const;

/** POST Booking/Book (Idempotency-Key). One lead guest per room, in the order of the search's rooms. */
export const ZHotelBookRequest = z.strictObject({
  checkId: z.string().min(1).max(64),
  /** Required when the check found a change: the agent saw it and accepts it. */
  acceptChange: z.boolean().default(false),
  payment: z.enum(HotelPaymentChoices),
  rooms: z
    .array(
      z.strictObject({
        leadGuest: ZHotelLeadGuest,
        specialRequest: z.string().trim().max(300, HotelBookingMessage.specialRequestTooLong).optional(),
      }),
    )
    .min(1, HotelBookingMessage.leadGuestPerRoom)
    .max(8),
});
export type HotelBookRequest = z.infer<typeof ZHotelBookRequest>;
export type HotelBookRequestInput = z.input<typeof ZHotelBookRequest>;

/**
 * Booking statuses: OnHold (unpaid until its hold deadline), Confirmed, UnConfirmed (paid, the supplier has yet to
 * answer), Cancelled, Refused (the supplier refused; refunded in full), Expired (a hold that lapsed).
 */
export const HotelBookingStatuses = [
  'OnHold',
  'Confirmed',
  'UnConfirmed',
  'Cancelled',
  'Refused',
  'Expired',
] as const;
export const ZHotelBookingStatus = z.enum(HotelBookingStatuses);
export type HotelBookingStatus = z.infer<typeof ZHotelBookingStatus>;

export const ZHotelBooked = z.object({ reference: z.string(), status: ZHotelBookingStatus });
export type HotelBooked = z.infer<typeof ZHotelBooked>;

export const ZHotelReference = z
  .string()
  .trim()
  .regex(/^HB-\d{5,12}$/, HotelBookingMessage.notFound);
export const ZHotelReferenceQuery = z.strictObject({ reference: ZHotelReference });
export const ZHotelPayRequest = z.strictObject({ reference: ZHotelReference });

export const HotelBookingTabs = ['all', 'onHold', 'confirmed', 'unConfirmed', 'cancelled'] as const;
export const ZHotelBookingTab = z.enum(HotelBookingTabs);
export type HotelBookingTab = z.infer<typeof ZHotelBookingTab>;

export const ZHotelBookingsQuery = z.strictObject({
  tab: ZHotelBookingTab.default('all'),
  /** Reference, hotel, city or lead guest. */
  search: z.string().trim().max(64).optional(),
  checkInFrom: ZCalendarDate.optional(),
  checkInTo: ZCalendarDate.optional(),
  /** Only bookings whose cancellation or hold deadline falls within 72 hours. */
  deadlineSoon: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type HotelBookingsQuery = z.infer<typeof ZHotelBookingsQuery>;

/** The deadline that matters next: the hold's (pay before) or the free cancellation's. */
export const ZHotelDeadline = z.object({
  kind: z.enum(['Hold', 'FreeCancellation']),
  at: z.string(),
  atHotelTime: z.string(),
  /** It falls within the next 72 hours. */
  soon: z.boolean(),
});
export type HotelDeadline = z.infer<typeof ZHotelDeadline>;

export const ZHotelBookingRow = z.object({
  reference: z.string(),
  status: ZHotelBookingStatus,
  hotelName: z.string(),
  cityName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  roomCount: z.number().int(),
  leadGuest: z.string(),
  total: ZMoney,
  paid: z.boolean(),
  deadline: ZHotelDeadline.nullable(),
  createdAt: z.string(),
  bookedBy: z.string(),
});
export type HotelBookingRow = z.infer<typeof ZHotelBookingRow>;

export const ZHotelBookingPage = z.object({
  items: z.array(ZHotelBookingRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(ZHotelBookingTab, z.number().int()),
});
export type HotelBookingPage = z.infer<typeof ZHotelBookingPage>;

export const ZHotelBookingEvent = z.object({
  at: z.string(),
  action: z.string(),
  status: ZHotelBookingStatus,
  by: z.string(),
  note: z.string().nullable(),
});

export const ZHotelBooking = z.object({
  reference: z.string(),
  status: ZHotelBookingStatus,
  createdAt: z.string(),
  bookedBy: z.string(),
  hotel: ZHotelFacts,
  stay: ZHotelStay,
  roomName: z.string(),
  bedSetup: z.string(),
  board: ZBoardBasis,
  rooms: z.array(
    z.object({
      adults: z.number().int(),
      childAges: z.array(z.number().int()),
      leadGuest: ZHotelLeadGuest,
      specialRequest: z.string().nullable(),
    }),
  ),
  price: ZHotelRatePrice,
  policy: ZHotelCancellationPolicy,
  paid: z.boolean(),
  holdUntil: z.string().nullable(),
  deadline: ZHotelDeadline.nullable(),
  supplierReference: z.string().nullable(),
  /** The hotel's own confirmation number, once the supplier has given it. */
  confirmationNumber: z.string().nullable(),
  /** What a cancellation kept and gave back. */
  cancellation: z.object({ at: z.string(), penalty: ZMoney, refund: ZMoney }).nullable(),
  /**
   * Actions the caller may take now (their permission and the booking's state). `print` is the voucher, of a
   * Confirmed booking; `invoice` is the invoice, of any paid booking (UnConfirmed, or cancelled after it was paid).
   */
  can: z.object({ pay: z.boolean(), cancel: z.boolean(), print: z.boolean(), invoice: z.boolean() }),
  /** Empty without ShowHotelBookingHistory. */
  history: z.array(ZHotelBookingEvent),
});
export type HotelBooking = z.infer<typeof ZHotelBooking>;

export const ZHotelCancellationQuote = z.object({
  reference: z.string(),
  paid: ZMoney,
  penalty: ZMoney,
  refund: ZMoney,
  /** Which part of the policy applies now, in plain words. */
  text: z.string(),
  policy: ZHotelCancellationPolicy,
  /** The figures hold until then (the next tier starts, or a minute passes). */
  validUntil: z.string(),
});
export type HotelCancellationQuote = z.infer<typeof ZHotelCancellationQuote>;

/** POST Booking/Cancel (Idempotency-Key): the refund the agent saw; a different figure now is refused with 409. */
export const ZHotelCancelRequest = z.strictObject({
  reference: ZHotelReference,
  expectedRefund: z.number().int().min(0).max(1e13),
});
export type HotelCancelRequest = z.infer<typeof ZHotelCancelRequest>;

/** The operators' desk: unconfirmed bookings. */
export const ZHotelOperatorQueueQuery = z.strictObject({
  search: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZHotelOperatorRow = ZHotelBookingRow.extend({
  agencyName: z.string(),
  supplierReference: z.string().nullable(),
  ageMinutes: z.number().int(),
});
export type HotelOperatorRow = z.infer<typeof ZHotelOperatorRow>;
export const ZHotelOperatorQueue = z.object({
  items: z.array(ZHotelOperatorRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HotelOperatorQueue = z.infer<typeof ZHotelOperatorQueue>;

export const ZHotelDecision = z.discriminatedUnion('decision', [
  z.strictObject({
    reference: ZHotelReference,
    decision: z.literal('Confirm'),
    confirmationNumber: z.string().trim().min(3).max(32),
    note: z.string().trim().max(300).optional(),
  }),
  z.strictObject({
    reference: ZHotelReference,
    decision: z.literal('Refuse'),
    note: z.string().trim().min(1).max(300),
  }),
]);
export type HotelDecision = z.infer<typeof ZHotelDecision>;
