import { z } from 'zod';
import { ZRequestReference, ZRequestEvent } from '../after-sales/request';
import { ZHolidayRequestTab, ZRequestStatus } from '../after-sales/request-status';
import { ZMoney } from '../common/money';
import { HolidayLimit, ZHolidayPackageType } from './catalogue-types';

/**
 * Holiday enquiries (spec §2 /holiday-requests, §7 Package/SendRequest) on the request core (DESIGN §6a): the agency
 * sends an enquiry for a package's departure (HL- reference, tab New), the tenant's operators quote it per traveller
 * type with a validity (Quoted), the agency accepts (the deposit is paid from the wallet and the balance becomes a
 * due on /partial-payment: tab Confirmed), declines or cancels, or lets the quote lapse (Expired). Operators may
 * refuse an enquiry (Rejected, shown under Cancelled). Every amount is an integer in minor units (poisha for BDT).
 */

export const HolidayRequestErrorCode = {
  PackageNotFound: 'PACKAGE_NOT_FOUND',
  DepartureClosed: 'DEPARTURE_CLOSED',
  SeatsUnavailable: 'SEATS_UNAVAILABLE',
  QuoteInvalid: 'HOLIDAY_QUOTE_INVALID',
  /** The quote an operator meant to replace is no longer the enquiry's latest: another was sent meanwhile. */
  QuoteSuperseded: 'QUOTE_SUPERSEDED',
} as const;

/** Texts the API answers with and the forms show (English; the web translates by the same keys). */
export const HolidayRequestMessage = {
  packageNotFound: 'This package is not available.',
  departureClosed: 'This departure is no longer open for booking. Choose another date.',
  seatsUnavailable: 'Not enough seats are left on this departure for these travellers.',
  adultsRange: `Between 1 and ${HolidayLimit.maxTravellersPerType} adults`,
  childrenRange: `At most ${HolidayLimit.maxTravellersPerType} children`,
  childAge: 'A child is 2 to 11 years old',
  infantsRange: `At most ${HolidayLimit.maxTravellersPerType} infants`,
  infantsPerAdult: 'Each infant travels with an adult: no more infants than adults',
  roomsRange: `Between 1 and ${HolidayLimit.maxRooms} rooms`,
  roomsPerAdult: 'Each room needs an adult: no more rooms than adults',
  notesTooLong: `Notes are at most ${HolidayLimit.notesMaxLength} characters`,
  messageRequired: 'Write a message',
  messageTooLong: `A message is at most ${HolidayLimit.messageMaxLength} characters`,
  reasonRequired: 'Write the reason (at least 3 characters)',
  reasonTooLong: 'The reason is at most 500 characters',
  quoteLinesRequired: 'A quote needs at least one line',
  quoteLineLabel: 'Each line needs a label (at most 80 characters)',
  quoteLineAmount:
    'Amounts are whole minor units: 0 or more for a traveller, above 0 for an extra or a discount',
  quoteValidity: `A quote holds between 1 and ${HolidayLimit.maxQuoteValidityHours} hours`,
  quoteTravellers:
    'Price every traveller: the adult, child and infant lines must count exactly the travellers of the enquiry.',
  quoteTotal: 'The quote’s total must be above zero.',
  quoteReplaced: 'The enquiry’s quote changed while you wrote yours. Read the latest before quoting again.',
} as const;

const travellerCount = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/** A child's age in whole years on the departure day: 2–11 (younger is an infant, older an adult). */
export const ZHolidayChildAge = z
  .number({ error: HolidayRequestMessage.childAge })
  .int(HolidayRequestMessage.childAge)
  .min(2, HolidayRequestMessage.childAge)
  .max(11, HolidayRequestMessage.childAge);

/** Who travels: the traveller counter of the request form. Seats are taken by adults and children; infants sit on a lap. */
const travellerFields = {
  adults: z
    .number({ error: HolidayRequestMessage.adultsRange })
    .int(HolidayRequestMessage.adultsRange)
    .min(1, HolidayRequestMessage.adultsRange)
    .max(HolidayLimit.maxTravellersPerType, HolidayRequestMessage.adultsRange),
  /** One age per child; the number of children is the list's length. */
  childAges: z
    .array(ZHolidayChildAge)
    .max(HolidayLimit.maxTravellersPerType, HolidayRequestMessage.childrenRange)
    .default([]),
  infants: travellerCount(HolidayLimit.maxTravellersPerType, HolidayRequestMessage.infantsRange).default(0),
  rooms: z
    .number({ error: HolidayRequestMessage.roomsRange })
    .int(HolidayRequestMessage.roomsRange)
    .min(1, HolidayRequestMessage.roomsRange)
    .max(HolidayLimit.maxRooms, HolidayRequestMessage.roomsRange),
};

/**
 * POST Package/SendRequest (Idempotency-Key): the enquiry for one departure of a published package of the caller's
 * tenant. Refused 404 PACKAGE_NOT_FOUND (unknown, unpublished or another tenant's), 422 DEPARTURE_CLOSED (departed
 * or not of this package), 409 SEATS_UNAVAILABLE (fewer seats left than adults + children).
 */
export const ZSendHolidayRequestBody = z
  .strictObject({
    packageId: z.uuid({ error: HolidayRequestMessage.packageNotFound }),
    departureId: z.uuid({ error: HolidayRequestMessage.departureClosed }),
    ...travellerFields,
    notes: z.string().trim().max(HolidayLimit.notesMaxLength, HolidayRequestMessage.notesTooLong).optional(),
  })
  .refine((body) => body.infants <= body.adults, {
    message: HolidayRequestMessage.infantsPerAdult,
    path: ['infants'],
  })
  .refine((body) => body.rooms <= body.adults, {
    message: HolidayRequestMessage.roomsPerAdult,
    path: ['rooms'],
  });
export type SendHolidayRequestBody = z.infer<typeof ZSendHolidayRequestBody>;

/** The travellers of an enquiry as stored (`children` = childAges.length). */
export const ZHolidayTravellers = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  childAges: z.array(z.number().int()),
  infants: z.number().int(),
  rooms: z.number().int(),
});
export type HolidayTravellers = z.infer<typeof ZHolidayTravellers>;

/** The package an enquiry names, as it reads now (the quote carries the figures that were agreed). */
export const ZHolidayRequestPackage = z.object({
  packageId: z.uuid(),
  code: z.string(),
  title: z.string(),
  type: ZHolidayPackageType,
  /** IATA city codes, the main destination first, and its name. */
  cityCodes: z.array(z.string()),
  cityName: z.string(),
  countryCode: z.string(),
  nights: z.number().int(),
  hotelClass: z.number().int(),
  rating: z.number().int(),
  /** The first gallery image's id (the catalogue's image path serves it), null when the gallery is empty. */
  imageId: z.uuid().nullable(),
});
export type HolidayRequestPackage = z.infer<typeof ZHolidayRequestPackage>;

/** The departure an enquiry names; prices are per traveller type in minor units of `currency`. */
export const ZHolidayRequestDeparture = z.object({
  departureId: z.uuid(),
  departsOn: z.string(),
  returnsOn: z.string(),
  seatsLeft: z.number().int(),
  currency: z.string(),
  adultPrice: z.number().int(),
  childPrice: z.number().int(),
  infantPrice: z.number().int(),
});
export type HolidayRequestDeparture = z.infer<typeof ZHolidayRequestDeparture>;

/**
 * A quote line: a traveller type's price (`Adult`, `Child`, `Infant`: quantity travellers at unitAmount), an
 * `Extra` (a service added, e.g. a visa or an upgrade) or a `Discount` (taken off the total). amount = quantity ×
 * unitAmount, negative for a discount.
 */
export const HolidayQuoteLineKinds = ['Adult', 'Child', 'Infant', 'Extra', 'Discount'] as const;
export const ZHolidayQuoteLineKind = z.enum(HolidayQuoteLineKinds);
export type HolidayQuoteLineKind = z.infer<typeof ZHolidayQuoteLineKind>;

export const ZHolidayQuoteLine = z.object({
  kind: ZHolidayQuoteLineKind,
  label: z.string(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  amount: ZMoney,
});
export type HolidayQuoteLine = z.infer<typeof ZHolidayQuoteLine>;

/**
 * An operator's quote: immutable, itemised, expiring. `total` is what the agency pays; `deposit` is paid from the
 * wallet on acceptance (the package's depositPercent of the total, rounded up to a whole taka) and `balance` becomes
 * a due falling due at `balanceDueAt` (the end of the day the package's balance days before the departure, never
 * before tomorrow and always before the departure day; as it would be if accepted now). When the departure is too
 * near for a later balance (it leaves tomorrow), the quote asks for the whole total as the deposit: depositPercent
 * 100, balance 0, balanceDueAt null. State: Current (may be accepted), Expired, Superseded (a newer one replaced it)
 * or Accepted.
 */
export const ZHolidayQuote = z.object({
  quoteId: z.uuid(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(['Current', 'Expired', 'Superseded', 'Accepted']),
  /** The operator who quoted. */
  by: z.string(),
  lines: z.array(ZHolidayQuoteLine),
  total: ZMoney,
  /** The package's deposit percentage, or 100 when the departure is too near for a later balance. */
  depositPercent: z.number().int(),
  deposit: ZMoney,
  balance: ZMoney,
  /** Null when nothing is left to pay after the deposit. */
  balanceDueAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type HolidayQuote = z.infer<typeof ZHolidayQuote>;

/** A message of the request's thread between the agency and the operators, oldest first. */
export const ZHolidayRequestMessage = z.object({
  messageId: z.number().int(),
  at: z.string(),
  side: z.enum(['Agency', 'Operator']),
  by: z.string(),
  body: z.string(),
});
export type HolidayRequestMessageView = z.infer<typeof ZHolidayRequestMessage>;

/**
 * What a confirmed request paid and owes: the accepted total, the deposit paid from the wallet (the posting is in
 * the passbook under the HL- reference) and the balance. `due` is the balance's due on /partial-payment (its order
 * reference is the HL- reference), null when the deposit was the whole total.
 */
export const ZHolidayBooking = z.object({
  confirmedAt: z.string(),
  total: ZMoney,
  depositPaid: ZMoney,
  balance: ZMoney,
  transactionId: z.uuid(),
  due: z
    .object({
      orderReference: z.string(),
      outstandingAmount: z.number().int(),
      dueAt: z.string(),
      status: z.enum(['open', 'overdue', 'settled']),
    })
    .nullable(),
});
export type HolidayBooking = z.infer<typeof ZHolidayBooking>;

/**
 * What the caller may do now, by status and permission: the agency's accept/decline (a current quote), cancel
 * (New, Quoted, Expired) and message; the operators' quote (New, Quoted, Expired, departure not passed), reject and
 * message. The other side's flags are always false.
 */
export const ZHolidayRequestCan = z.object({
  accept: z.boolean(),
  decline: z.boolean(),
  cancel: z.boolean(),
  message: z.boolean(),
  quote: z.boolean(),
  reject: z.boolean(),
});
export type HolidayRequestCan = z.infer<typeof ZHolidayRequestCan>;

/** One holiday enquiry, as the agency (GetRequest) and the operators (Operator/GetRequest) see it. */
export const ZHolidayRequest = z.object({
  reference: z.string(),
  status: ZRequestStatus,
  /** The /holiday-requests tab it is listed under. */
  tab: ZHolidayRequestTab,
  agencyName: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  package: ZHolidayRequestPackage,
  departure: ZHolidayRequestDeparture,
  travellers: ZHolidayTravellers,
  notes: z.string().nullable(),
  /** The latest quote (Current, Expired or Accepted), null before any. */
  quote: ZHolidayQuote.nullable(),
  /** Earlier quotes, newest first. */
  pastQuotes: z.array(ZHolidayQuote),
  /** Status changes with who acted, oldest first (a rejection's or cancellation's reason in `note`). */
  history: z.array(ZRequestEvent),
  messages: z.array(ZHolidayRequestMessage),
  /** Set once confirmed. */
  booking: ZHolidayBooking.nullable(),
  can: ZHolidayRequestCan,
});
export type HolidayRequest = z.infer<typeof ZHolidayRequest>;

/** GET Request/GetRequest, Operator/GetRequest. */
export const ZHolidayRequestReferenceQuery = z.strictObject({ reference: ZRequestReference });

export const HolidayQueueLimit = { defaultPageSize: 25, maxPageSize: 100, maxSearchLength: 64 } as const;

/**
 * GET Request/Queue, Operator/Requests: a tab, a search (the HL- reference's start, a package's title or code, a
 * destination city's code or name), paging.
 */
export const ZHolidayQueueQuery = z.strictObject({
  tab: ZHolidayRequestTab.default('all'),
  search: z.string().trim().max(HolidayQueueLimit.maxSearchLength).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(HolidayQueueLimit.maxPageSize)
    .default(HolidayQueueLimit.defaultPageSize),
});
export type HolidayQueueQuery = z.infer<typeof ZHolidayQueueQuery>;

export const ZHolidayQueueRow = z.object({
  reference: z.string(),
  status: ZRequestStatus,
  tab: ZHolidayRequestTab,
  packageId: z.uuid(),
  packageTitle: z.string(),
  packageCode: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  nights: z.number().int(),
  departsOn: z.string(),
  returnsOn: z.string(),
  travellers: ZHolidayTravellers,
  agencyName: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  /** The latest quote's total (the accepted one once confirmed); when it lapses while it waits, else null. */
  quoteTotal: ZMoney.nullable(),
  quoteExpiresAt: z.string().nullable(),
  /** Minutes since the request began waiting on the side that must act (the operators' age column). */
  ageMinutes: z.number().int().nonnegative(),
});
export type HolidayQueueRow = z.infer<typeof ZHolidayQueueRow>;

/** The agency's queue is newest first; the operators' the longest waiting first. Counts per tab under the search. */
export const ZHolidayQueuePage = z.object({
  tabs: z.record(ZHolidayRequestTab, z.number().int().nonnegative()),
  requests: z.array(ZHolidayQueueRow),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type HolidayQueuePage = z.infer<typeof ZHolidayQueuePage>;

const ZMessageText = z
  .string({ error: HolidayRequestMessage.messageRequired })
  .trim()
  .min(1, HolidayRequestMessage.messageRequired)
  .max(HolidayLimit.messageMaxLength, HolidayRequestMessage.messageTooLong);

const ZReason = z
  .string({ error: HolidayRequestMessage.reasonRequired })
  .trim()
  .min(3, HolidayRequestMessage.reasonRequired)
  .max(500, HolidayRequestMessage.reasonTooLong);

/** POST Request/SendMessage, Operator/SendMessage: answers the request with its thread. */
export const ZHolidayMessageBody = z.strictObject({ reference: ZRequestReference, message: ZMessageText });
export type HolidayMessageBody = z.infer<typeof ZHolidayMessageBody>;

/**
 * POST Request/Accept (Idempotency-Key) and Request/Decline: name the quote, so an expired (409 QUOTE_EXPIRED) or
 * superseded (409 QUOTE_SUPERSEDED) one is refused and nothing moves. Accept answers 409 SEATS_UNAVAILABLE when the
 * departure has no longer the seats, 422 INSUFFICIENT_BALANCE when the wallet cannot pay the deposit.
 */
export const ZHolidayQuoteDecisionBody = z.strictObject({ reference: ZRequestReference, quoteId: z.uuid() });
export type HolidayQuoteDecisionBody = z.infer<typeof ZHolidayQuoteDecisionBody>;

/** POST Request/Cancel: withdraw an enquiry that is New, Quoted or Expired; the reason is optional. */
export const ZHolidayCancelBody = z.strictObject({
  reference: ZRequestReference,
  reason: z.string().trim().max(500, HolidayRequestMessage.reasonTooLong).optional(),
});
export type HolidayCancelBody = z.infer<typeof ZHolidayCancelBody>;

/** POST Operator/Reject: refuse an enquiry (New, Quoted or Expired) with a reason mailed to the agency. */
export const ZHolidayRejectBody = z.strictObject({ reference: ZRequestReference, reason: ZReason });
export type HolidayRejectBody = z.infer<typeof ZHolidayRejectBody>;

const lineAmount = z
  .number({ error: HolidayRequestMessage.quoteLineAmount })
  .int(HolidayRequestMessage.quoteLineAmount)
  .min(0, HolidayRequestMessage.quoteLineAmount)
  .max(100_000_000_00, HolidayRequestMessage.quoteLineAmount);

/** Lines that price travellers may be free (a package may carry an infant at 0); an extra or discount may not. */
const travellerLineKinds: readonly HolidayQuoteLineKind[] = ['Adult', 'Child', 'Infant'];

/**
 * POST Operator/Quote: price the enquiry in the departure's currency. Traveller lines (Adult, Child, Infant; a
 * type may have several lines, e.g. child with or without bed) must count exactly the enquiry's travellers of that
 * type (else 422 HOLIDAY_QUOTE_INVALID), at a unit price of 0 or more (an infant often travels free); Extra and
 * Discount lines are optional (quantity defaults to 1) and above 0; the total must be above zero. The quote holds
 * `validHours` (1–336, default 48) and supersedes any earlier one. `replacesQuoteId` names the quote the operator
 * saw as the latest (null: none yet); when another operator quoted meanwhile it no longer is, and the quote is
 * refused (409 QUOTE_SUPERSEDED), so two operators quoting at once end with one quote. Left out, the quote replaces
 * whatever is latest.
 */
export const ZHolidayQuoteBody = z.strictObject({
  reference: ZRequestReference,
  replacesQuoteId: z.uuid().nullable().optional(),
  lines: z
    .array(
      z
        .strictObject({
          kind: ZHolidayQuoteLineKind,
          label: z
            .string({ error: HolidayRequestMessage.quoteLineLabel })
            .trim()
            .min(1, HolidayRequestMessage.quoteLineLabel)
            .max(80, HolidayRequestMessage.quoteLineLabel),
          quantity: z.number().int().min(1).max(99).default(1),
          /** Per unit: 0 or more on a traveller line, at least 1 on an Extra or Discount; a Discount is subtracted. */
          unitAmount: lineAmount,
        })
        .refine((line) => line.unitAmount >= 1 || travellerLineKinds.includes(line.kind), {
          message: HolidayRequestMessage.quoteLineAmount,
          path: ['unitAmount'],
        }),
    )
    .min(1, HolidayRequestMessage.quoteLinesRequired)
    .max(30),
  validHours: z
    .number({ error: HolidayRequestMessage.quoteValidity })
    .int(HolidayRequestMessage.quoteValidity)
    .min(1, HolidayRequestMessage.quoteValidity)
    .max(HolidayLimit.maxQuoteValidityHours, HolidayRequestMessage.quoteValidity)
    .default(HolidayLimit.defaultQuoteValidityHours),
  note: z.string().trim().max(HolidayLimit.notesMaxLength, HolidayRequestMessage.notesTooLong).optional(),
});
export type HolidayQuoteBody = z.infer<typeof ZHolidayQuoteBody>;
