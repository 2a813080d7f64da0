import { z } from 'zod';
import { ZMoney } from '../common/money';
import { ZAirSearchRequest, ZTravelClass } from './search-request';

/** Departure/arrival time bands used by the timing filters, by local hour: [from, to). */
export const TimingBands = {
  EarlyMorning: [0, 6],
  Morning: [6, 12],
  Afternoon: [12, 18],
  Evening: [18, 24],
} as const;
export const ZTiming = z.enum(['EarlyMorning', 'Morning', 'Afternoon', 'Evening']);
export type Timing = z.infer<typeof ZTiming>;

/** '0' direct, '1' one stop, '2' two stops or more. */
export const ZStopKey = z.enum(['0', '1', '2']);
export type StopKey = z.infer<typeof ZStopKey>;

export const ZFareKind = z.enum(['OnHold', 'Web']);
export type FareKind = z.infer<typeof ZFareKind>;

/**
 * How an itinerary was put together: one fare for the whole trip; a domestic return sold as one cheaper fare
 * (special return); or one half of a domestic return sold as two one-way tickets (two-one-way page).
 */
export const ZItineraryKind = z.enum(['Standard', 'SpecialReturn', 'TwoOneWayOut', 'TwoOneWayBack']);
export type ItineraryKind = z.infer<typeof ZItineraryKind>;

/**
 * One takeoff and landing. Itineraries refer to legs by key so a leg shared by many itineraries is sent once.
 * Times are ISO local times with the airport's UTC offset, e.g. 2026-12-05T20:35:00+06:00.
 */
export const ZFlightLeg = z.object({
  key: z.string(),
  marketingAirline: z.string(),
  operatingAirline: z.string(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departure: z.string(),
  arrival: z.string(),
  durationMinutes: z.number().int().positive(),
  aircraft: z.string(),
  departureTerminal: z.string().nullable(),
  arrivalTerminal: z.string().nullable(),
});
export type FlightLeg = z.infer<typeof ZFlightLeg>;

export const ZLayover = z.object({ airportCode: z.string(), minutes: z.number().int().nonnegative() });
export type Layover = z.infer<typeof ZLayover>;

export const ZBaggageAllowance = z.object({
  /** e.g. '30 KG' or '2 PC'. */
  checked: z.string(),
  cabin: z.string(),
});
export type BaggageAllowance = z.infer<typeof ZBaggageAllowance>;

/** One direction of a trip (a return has two, a multi-city one per flight searched). */
export const ZJourney = z.object({
  legKeys: z.array(z.string()).min(1),
  /** Booking class (RBD) per leg, same order as legKeys. */
  bookingClasses: z.array(z.string()),
  origin: z.string(),
  destination: z.string(),
  departure: z.string(),
  arrival: z.string(),
  durationMinutes: z.number().int().positive(),
  stopKey: ZStopKey,
  layovers: z.array(ZLayover),
  departureTiming: ZTiming,
  arrivalTiming: ZTiming,
  baggage: ZBaggageAllowance,
});
export type Journey = z.infer<typeof ZJourney>;

export const ZSourceRef = z.object({ code: z.string(), name: z.string() });

/**
 * A result row (spec §3 "Flight result"). Amounts are for all passengers together. agentAmount, commission and ait are
 * null without ShowCommision, markup without ShowMarkup, source without ShowSource: the API leaves out what the
 * caller may not see.
 */
export const ZItinerarySummary = z.object({
  itineraryId: z.string(),
  kind: ZItineraryKind,
  airlineCode: z.string(),
  alliance: z.string().nullable(),
  fareType: ZFareKind,
  cabin: ZTravelClass,
  productClass: z.string(),
  refundable: z.boolean(),
  seatsRemaining: z.number().int().nonnegative(),
  grossAmount: ZMoney,
  agentAmount: ZMoney.nullable(),
  commission: ZMoney.nullable(),
  /** AIT and other taxes the agent price adds: agentAmount = grossAmount − commission + ait. */
  ait: ZMoney.nullable(),
  markup: ZMoney.nullable(),
  source: ZSourceRef.nullable(),
  duration: z.number().int().positive(),
  stopKey: ZStopKey,
  layoverAirports: z.array(z.string()),
  /** The longest layover of the trip, minutes (0 when direct). */
  layoverDuration: z.number().int().nonnegative(),
  journeys: z.array(ZJourney).min(1),
  brandCount: z.number().int().nonnegative(),
  moreCombinationCount: z.number().int().nonnegative(),
});
export type ItinerarySummary = z.infer<typeof ZItinerarySummary>;

export const ZSearchStatus = z.enum(['InProgress', 'Completed']);

export const ZAirSearchStarted = z.object({ requestId: z.string(), expiresAt: z.string() });
export type AirSearchStarted = z.infer<typeof ZAirSearchStarted>;

/** GET Search/GetAirSearch?requestId&since (and the WithCurrency variant, which adds currency). */
export const ZGetAirSearchQuery = z.strictObject({
  requestId: z.string().min(1).max(64),
  /** The cursor of the previous answer: only what arrived after it is sent. */
  since: z.coerce.number().int().nonnegative().default(0),
});
export const ZGetAirSearchWithCurrencyQuery = ZGetAirSearchQuery.extend({
  currency: z.string().regex(/^[A-Z]{3}$/),
});

export const ZRequestIdQuery = z.strictObject({ requestId: z.string().min(1).max(64) });
export const ZItineraryQuery = ZRequestIdQuery.extend({ itineraryId: z.string().min(1).max(128) });
export const ZItineraryWithCurrencyQuery = ZItineraryQuery.extend({
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** What the caller may see of prices and sources (spec §6 ShowCommision, ShowMarkup, ShowSource). */
export const ZPriceVisibility = z.object({
  showCommission: z.boolean(),
  showMarkup: z.boolean(),
  showSource: z.boolean(),
});
export type PriceVisibility = z.infer<typeof ZPriceVisibility>;

export const ZAirSearchResults = z.object({
  requestId: z.string(),
  status: ZSearchStatus,
  expiresAt: z.string(),
  query: ZAirSearchRequest,
  /** Pass as `since` on the next poll. */
  cursor: z.number().int().nonnegative(),
  pendingSourceCount: z.number().int().nonnegative(),
  currency: z.string(),
  legs: z.record(z.string(), ZFlightLeg),
  itineraries: z.array(ZItinerarySummary),
  /** Ids the client must drop: the same flights arrived cheaper under another id. */
  duplicateItineraryIds: z.array(z.string()),
  /** Results held back beyond the first ones; GetAirSearchMore sends them. */
  moreCount: z.number().int().nonnegative(),
  visibility: ZPriceVisibility,
});
export type AirSearchResults = z.infer<typeof ZAirSearchResults>;

/** GET Search/GetAirSearchMore?requestId&offset&limit: the held-back results, cheapest first. */
export const ZGetAirSearchMoreQuery = ZRequestIdQuery.extend({
  offset: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const ZAirSearchMore = z.object({
  legs: z.record(z.string(), ZFlightLeg),
  itineraries: z.array(ZItinerarySummary),
  moreCount: z.number().int().nonnegative(),
});
export type AirSearchMore = z.infer<typeof ZAirSearchMore>;
export const ZAirSearchMoreCount = z.object({ moreCount: z.number().int().nonnegative() });

const ZCounted = z.object({ count: z.number().int().nonnegative() });
const ZRange = z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() });

/** GET Search/GetAirSearchFilter?requestId: the options and bounds of spec §5's filters over everything found. */
export const ZAirSearchFilter = z.object({
  stops: z.array(ZCounted.extend({ stopKey: ZStopKey, minAmount: ZMoney })),
  airlines: z.array(ZCounted.extend({ code: z.string(), name: z.string(), minAmount: ZMoney })),
  alliances: z.array(ZCounted.extend({ name: z.string() })),
  refundableCount: z.number().int().nonnegative(),
  /** Gross amounts, minor units. */
  price: ZRange,
  /** Total trip minutes. */
  duration: ZRange,
  layoverAirports: z.array(ZCounted.extend({ code: z.string(), name: z.string() })),
  layoverDuration: ZRange,
  arrivalAirports: z.array(ZCounted.extend({ code: z.string(), name: z.string() })),
  journeys: z.array(
    z.object({
      origin: z.string(),
      destination: z.string(),
      stops: z.array(ZCounted.extend({ stopKey: ZStopKey })),
      departureTimings: z.array(ZCounted.extend({ timing: ZTiming })),
      arrivalTimings: z.array(ZCounted.extend({ timing: ZTiming })),
    }),
  ),
});
export type AirSearchFilter = z.infer<typeof ZAirSearchFilter>;
