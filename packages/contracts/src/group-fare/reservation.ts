import { z } from 'zod';
import { ZBookingPassenger } from '../flight/booking';
import { ZPassengerType } from '../flight/itinerary-details';
import {
  GroupFareLimit,
  GroupFareMessage,
  GroupFareReservationStatuses,
  ZGroupFareKind,
  ZGroupFareReleaseReason,
  ZGroupFareReservationTab,
} from './group-fare-types';
import { ZGroupFareOffer } from './block';

/**
 * A reservation of seats on a block (request kind GroupFare, reference GF-…). Money: the deposit from the wallet
 * posts the whole price as a sale with the rest as a due (the partial-payment ledger), due at the balance deadline;
 * paying the balance settles the due; named and paid in full, the seats are ticketed as a flight order.
 */

export const ZGroupFareReservationStatus = z.enum(GroupFareReservationStatuses);

/** POST Reserve (Idempotency-Key). Seats = adults + children; infants sit on a lap. */
export const ZReserveGroupFareRequest = z
  .strictObject({
    blockId: z.uuid(),
    adults: z.number().int().min(0).max(GroupFareLimit.maxReservationSeats),
    children: z.number().int().min(0).max(GroupFareLimit.maxReservationSeats).default(0),
    infants: z.number().int().min(0).max(GroupFareLimit.maxReservationSeats).default(0),
  })
  .superRefine((value, context) => {
    const seats = value.adults + value.children;
    if (seats < 1)
      context.addIssue({ code: 'custom', path: ['adults'], message: GroupFareMessage.seatsRequired });
    if (seats > GroupFareLimit.maxReservationSeats) {
      context.addIssue({ code: 'custom', path: ['adults'], message: GroupFareMessage.seatsTooMany });
    }
    if (value.infants > value.adults) {
      context.addIssue({
        code: 'custom',
        path: ['infants'],
        message: GroupFareMessage.infantsMoreThanAdults,
      });
    }
  });
export type ReserveGroupFareRequest = z.infer<typeof ZReserveGroupFareRequest>;
export type ReserveGroupFareInput = z.input<typeof ZReserveGroupFareRequest>;

/** One passenger of the name list: a booking passenger without extras or saved-traveller link; passport required. */
export const ZGroupFareName = ZBookingPassenger.omit({ extras: true, travellerId: true }).extend({
  passportNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, 'Please enter a valid passport number'),
  passportExpiry: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the passport expiry date'),
  nationality: z.string().regex(/^[A-Z]{2}$/, 'Please select the nationality'),
});
export type GroupFareName = z.infer<typeof ZGroupFareName>;
export type GroupFareNameInput = z.input<typeof ZGroupFareName>;

/** POST SaveNames: the whole list, in order adults, children, infants; one line per passenger of the reservation. */
export const ZSaveGroupFareNamesRequest = z.strictObject({
  reference: z.string().trim().min(3).max(30),
  names: z
    .array(ZGroupFareName)
    .min(1)
    .max(GroupFareLimit.maxNames * 2),
});
export type SaveGroupFareNamesRequest = z.infer<typeof ZSaveGroupFareNamesRequest>;

/** A name list refused: each line's problems (line 1 = the first passenger; the template's first data row). */
export const ZGroupFareNameProblem = z.object({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type GroupFareNameProblem = z.infer<typeof ZGroupFareNameProblem>;
/** The 422 body's `error.details` when a list is refused (error.code GROUP_FARE_NAMES_INVALID). */
export const ZGroupFareNamesRefusal = z.object({ problems: z.array(ZGroupFareNameProblem) });

export const ZGroupFareReferenceRequest = z.strictObject({ reference: z.string().trim().min(3).max(30) });
export const ZGroupFareReferenceQuery = z.strictObject({ reference: z.string().trim().min(3).max(30) });
/** POST PayDeposit / PayBalance: the amount the agent confirmed (a changed figure answers 409). */
export const ZGroupFarePaymentRequest = z.strictObject({
  reference: z.string().trim().min(3).max(30),
  amount: z.number().int().min(1).max(100_000_000_00),
});
export type GroupFarePaymentRequest = z.infer<typeof ZGroupFarePaymentRequest>;

export const ZGroupFareReservationsQuery = z.strictObject({
  tab: ZGroupFareReservationTab.default('all'),
  kind: ZGroupFareKind.optional(),
  search: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GroupFareReservationsQuery = z.infer<typeof ZGroupFareReservationsQuery>;

/** The money of a reservation, minor units of `currency`. */
export const ZGroupFareMoney = z.object({
  currency: z.string(),
  total: z.number().int(),
  deposit: z.number().int(),
  paid: z.number().int(),
  /** What is still to pay (the due), 0 once paid in full. */
  outstanding: z.number().int(),
  /** Kept from the deposit on a release (the block's rule), and given back. */
  kept: z.number().int(),
  refunded: z.number().int(),
});

export const ZGroupFarePassengerCounts = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  seats: z.number().int(),
});

/** A line of the queues. */
export const ZGroupFareReservationSummary = z.object({
  reference: z.string(),
  status: ZGroupFareReservationStatus,
  kind: ZGroupFareKind,
  blockId: z.uuid(),
  title: z.string(),
  route: z.string(),
  departureDate: z.string(),
  agencyName: z.string(),
  passengers: ZGroupFarePassengerCounts,
  namesEntered: z.number().int(),
  money: ZGroupFareMoney,
  /** The next deadline that matters in this status (the hold's end while Reserved), null once closed. */
  nextDeadline: z
    .object({ kind: z.enum(['Hold', 'Names', 'Balance', 'Ticketing']), at: z.string() })
    .nullable(),
  orderReference: z.string().nullable(),
  createdAt: z.string(),
});
export type GroupFareReservationSummary = z.infer<typeof ZGroupFareReservationSummary>;

export const ZGroupFareReservationsResponse = z.object({
  items: z.array(ZGroupFareReservationSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(ZGroupFareReservationTab, z.number().int()),
});
export type GroupFareReservationsResponse = z.infer<typeof ZGroupFareReservationsResponse>;

/** One reservation in full (GetReservation; Reserve and every action answer it too). */
export const ZGroupFareReservation = ZGroupFareReservationSummary.extend({
  block: ZGroupFareOffer,
  holdExpiresAt: z.string(),
  names: z.array(ZGroupFareName.extend({ type: ZPassengerType })),
  releaseReason: ZGroupFareReleaseReason.nullable(),
  /** What the agent may do now. */
  actions: z.object({
    payDeposit: z.boolean(),
    editNames: z.boolean(),
    payBalance: z.boolean(),
    ticket: z.boolean(),
    release: z.boolean(),
  }),
  history: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      status: z.string(),
      by: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type GroupFareReservation = z.infer<typeof ZGroupFareReservation>;
