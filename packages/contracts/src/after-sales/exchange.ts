import { z } from 'zod';
import { ZCalendarDate } from '../common/dates';
import { ZMoney } from '../common/money';
import { ZFareBreakdown, ZPassengerType, ZPenalty, ZSegmentBaggage } from '../flight/itinerary-details';
import { ZTravelClass } from '../flight/search-request';
import { ZFareKind, ZFlightLeg, ZJourney, ZStopKey, ZTiming } from '../flight/search-results';
import { AfterSalesMessage } from './errors';
import { ZQuoteLine, ZRequestQuote, ZRequestReference } from './request';
import { ZRequestStatus } from './request-status';
import { ZRefundReason, ZTicketStatus } from './tickets';

/**
 * Exchange (reissue), spec §3 "Exchange request" and §7: the agency names the journeys to move and the new dates,
 * searches the airline's flights within the dates the fare allows, prices one option (an itemised quote valid 15
 * minutes), verifies and approves it: the old tickets are exchanged for new ones and the difference is paid from the
 * wallet, or credited to it. Amounts follow the quote convention: positive is credited to the wallet, negative is
 * paid from it.
 */

const ZJourneyIndex = z.number().int().min(0).max(9);
const ZIsoDate = ZCalendarDate;
const ZAirportCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((code) => code.toUpperCase());
const ZOrderReference = z.string().trim().min(4).max(32);
const ZPaxIds = z.array(z.number().int().positive().max(99)).min(1, AfterSalesMessage.nothingSelected).max(9);
const ZRemark = z.string().trim().max(500, AfterSalesMessage.remarkTooLong).optional();

/**
 * One journey to move (spec: exchangeItineraries[{origin, destination, legGroup, date, minDate, maxDate}]). The
 * journey is named by journeyIndex or legGroup (the spec's name for the same 0-based index); origin and destination,
 * when given, must be the journey's own (a change of route goes to the operators). `date` is the day wished for;
 * minDate and maxDate, when given, bound it (the web sends the fare's window it showed).
 */
export const ZExchangeItinerary = z
  .strictObject({
    journeyIndex: ZJourneyIndex.optional(),
    legGroup: ZJourneyIndex.optional(),
    origin: ZAirportCode.optional(),
    destination: ZAirportCode.optional(),
    date: ZIsoDate,
    minDate: ZIsoDate.optional(),
    maxDate: ZIsoDate.optional(),
  })
  .superRefine((itinerary, ctx) => {
    const { journeyIndex, legGroup } = itinerary;
    if (journeyIndex === undefined && legGroup === undefined) {
      ctx.addIssue({ code: 'custom', path: ['journeyIndex'], message: AfterSalesMessage.journeyRequired });
    } else if (journeyIndex !== undefined && legGroup !== undefined && journeyIndex !== legGroup) {
      ctx.addIssue({ code: 'custom', path: ['legGroup'], message: AfterSalesMessage.journeyRequired });
    }
    if (
      (itinerary.minDate && itinerary.date < itinerary.minDate) ||
      (itinerary.maxDate && itinerary.date > itinerary.maxDate)
    ) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: AfterSalesMessage.dateRange });
    }
  });
export type ExchangeItinerary = z.infer<typeof ZExchangeItinerary>;

/** The journey an itinerary names. */
export const exchangeJourneyOf = (itinerary: ExchangeItinerary): number =>
  itinerary.journeyIndex ?? itinerary.legGroup ?? 0;

/**
 * Exchange/Request and Exchange/ManualRequest. paxIds are the spec's exchangeTravelers (paxCount is their number).
 * An automatic exchange moves every passenger still travelling on the changed journeys together; a manual request
 * may name some of them (the operators split the booking).
 */
export const ZExchangeRequestBody = z
  .strictObject({
    orderReference: ZOrderReference,
    paxIds: ZPaxIds,
    exchangeItineraries: z.array(ZExchangeItinerary).min(1, AfterSalesMessage.nothingSelected).max(5),
    reason: ZRefundReason.default('Voluntary'),
    remark: ZRemark,
  })
  .superRefine((body, ctx) => {
    const journeys = body.exchangeItineraries.map(exchangeJourneyOf);
    if (new Set(journeys).size !== journeys.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['exchangeItineraries'],
        message: AfterSalesMessage.journeyTwice,
      });
    }
  });
export type ExchangeRequestBody = z.infer<typeof ZExchangeRequestBody>;

/** Exchange/Search: the request's journeys on the dates it asked for, or on other dates within the fare's window. */
export const ZExchangeSearchBody = z.strictObject({
  reference: ZRequestReference,
  dates: z
    .array(z.strictObject({ journeyIndex: ZJourneyIndex, date: ZIsoDate }))
    .max(5)
    .optional(),
});
export type ExchangeSearchBody = z.infer<typeof ZExchangeSearchBody>;

/** A journey being changed: where it stands, the date asked for and the dates the fare allows. */
export const ZExchangeWindow = z.object({
  journeyIndex: z.number().int().nonnegative(),
  origin: z.string(),
  destination: z.string(),
  /** The ticketed flight's local departure. */
  departure: z.string(),
  date: z.string(),
  minDate: z.string(),
  maxDate: z.string(),
});
export type ExchangeWindow = z.infer<typeof ZExchangeWindow>;

/** One way to fly the changed journeys: the airline's flights at one brand, with what the change comes to. */
export const ZExchangeOption = z.object({
  optionId: z.string(),
  validatingAirline: z.string(),
  fareType: ZFareKind,
  brandCode: z.string(),
  brandName: z.string(),
  cabin: ZTravelClass,
  refundable: z.boolean(),
  changeable: z.boolean(),
  seatsRemaining: z.number().int().nonnegative(),
  /** The old journeys (by index) these replace, in order: one new journey each. */
  changedJourneys: z.array(z.number().int().nonnegative()),
  journeys: z.array(ZJourney),
  stopKey: ZStopKey,
  durationMinutes: z.number().int().positive(),
  /** The new journeys' gross fare for every passenger changing. */
  newFare: ZMoney,
  /** What the change comes to with fees: negative is paid from the wallet, positive credited to it. */
  total: ZMoney,
});
export type ExchangeOption = z.infer<typeof ZExchangeOption>;

export const ZExchangeSearchResult = z.object({
  reference: z.string(),
  /** The options may be priced until then; search again after. */
  expiresAt: z.string(),
  windows: z.array(ZExchangeWindow),
  legs: z.record(z.string(), ZFlightLeg),
  /** Best for the agency first (the highest total). */
  options: z.array(ZExchangeOption),
});
export type ExchangeSearchResult = z.infer<typeof ZExchangeSearchResult>;

const ZCounted = z.object({ count: z.number().int().nonnegative(), bestTotal: ZMoney });
const ZSignedRange = z.object({ min: z.number().int(), max: z.number().int() });

/** Exchange/Filter: the facets of the last search's options. */
export const ZExchangeFilter = z.object({
  reference: z.string(),
  optionCount: z.number().int().nonnegative(),
  brands: z.array(ZCounted.extend({ brandCode: z.string(), name: z.string() })),
  stops: z.array(ZCounted.extend({ stopKey: ZStopKey })),
  dates: z.array(ZCounted.extend({ journeyIndex: z.number().int().nonnegative(), date: z.string() })),
  departureTimings: z.array(
    z.object({
      journeyIndex: z.number().int().nonnegative(),
      timing: ZTiming,
      count: z.number().int().nonnegative(),
    }),
  ),
  /** Option totals, minor units (negative: paid from the wallet). */
  total: ZSignedRange,
  /** Minutes of the new journeys together. */
  duration: ZSignedRange,
});
export type ExchangeFilter = z.infer<typeof ZExchangeFilter>;

export const ZExchangeOptionQuery = z.strictObject({
  reference: ZRequestReference,
  optionId: z.string().trim().min(1).max(256),
});
export type ExchangeOptionQuery = z.infer<typeof ZExchangeOptionQuery>;

/** Exchange/Itinerary: one option's flights, the new fare's rules and the figures it was found at. */
export const ZExchangeOptionDetails = z.object({
  reference: z.string(),
  option: ZExchangeOption,
  legs: z.record(z.string(), ZFlightLeg),
  fareBasis: z.array(z.array(z.string())),
  fareBreakdown: z.array(ZFareBreakdown),
  baggage: z.array(ZSegmentBaggage),
  cancellation: z.array(ZPenalty),
  dateChange: z.array(ZPenalty),
  /** The change as it was found, line by line (Price quotes it again, at the airline's price then). */
  lines: z.array(ZQuoteLine),
});
export type ExchangeOptionDetails = z.infer<typeof ZExchangeOptionDetails>;

/** Exchange/Price: quote one option of the last search; the quote supersedes any earlier one. */
export const ZExchangePriceBody = z.strictObject({
  reference: ZRequestReference,
  optionId: z.string().trim().min(1).max(256),
});
export type ExchangePriceBody = z.infer<typeof ZExchangePriceBody>;

/** Exchange/VerifyRequest and Exchange/Approve name the quote they check or accept. */
export const ZExchangeQuoteBody = z.strictObject({ reference: ZRequestReference, quoteId: z.uuid() });
export type ExchangeQuoteBody = z.infer<typeof ZExchangeQuoteBody>;

/** Exchange/VerifyRequest: whether the quoted flights still sell, with seats for everyone, at the quoted figures. */
export const ZExchangeVerification = z.object({
  reference: z.string(),
  quoteId: z.string(),
  optionId: z.string(),
  available: z.boolean(),
  seatsRemaining: z.number().int().nonnegative(),
  quoteExpiresAt: z.string(),
  quotedTotal: ZMoney,
  /** The same option priced now; null when it no longer sells. */
  currentTotal: ZMoney.nullable(),
  /** The airline would price it differently now: the quote still holds until it expires. */
  priceChanged: z.boolean(),
  message: z.string().nullable(),
});
export type ExchangeVerification = z.infer<typeof ZExchangeVerification>;

export const ZExchangeTicket = z.object({
  ticketNumber: z.string(),
  status: z.enum(['Open', 'Voided', 'Refunded', 'Exchanged']),
  /** The ticket this one replaced. */
  exchangedFrom: z.string().nullable(),
  issuedAt: z.string(),
});

/** Exchange/Summary: the request as the confirm and view pages show it. */
export const ZExchangeSummary = z.object({
  reference: z.string(),
  status: ZRequestStatus,
  mode: z.enum(['Automatic', 'Manual']),
  orderReference: z.string(),
  pnr: z.string().nullable(),
  validatingAirline: z.string(),
  reason: ZRefundReason.nullable(),
  remark: z.string().nullable(),
  journeys: z.array(
    z.object({
      journeyIndex: z.number().int().nonnegative(),
      origin: z.string(),
      destination: z.string(),
      departure: z.string(),
      flown: z.boolean(),
      changing: z.boolean(),
      /** The date asked for and the bounds given (changing journeys only). */
      date: z.string().nullable(),
      minDate: z.string().nullable(),
      maxDate: z.string().nullable(),
    }),
  ),
  passengers: z.array(
    z.object({
      paxId: z.number().int().positive(),
      name: z.string(),
      type: ZPassengerType,
      ticketNumber: z.string().nullable(),
      ticketStatus: ZTicketStatus,
      /** The passenger's tickets at the airline, the live one last. */
      tickets: z.array(ZExchangeTicket),
    }),
  ),
  /** The option of the current (or accepted) quote. */
  option: ZExchangeOption.nullable(),
  quote: ZRequestQuote.nullable(),
  settled: ZMoney.nullable(),
});
export type ExchangeSummary = z.infer<typeof ZExchangeSummary>;
