import { z } from 'zod';
import { ZMoney } from '../common/money';
import { ZTravelClass } from './search-request';
import { ZBaggageAllowance, ZFlightLeg, ZItinerarySummary } from './search-results';

export const ZPassengerType = z.enum(['ADT', 'CHD', 'INF']);
export type PassengerType = z.infer<typeof ZPassengerType>;

export const ZTaxLine = z.object({ code: z.string(), name: z.string(), amount: ZMoney });

/** The fare summary, per passenger type; totals are the per-passenger amounts times count. */
export const ZFareBreakdown = z.object({
  passengerType: ZPassengerType,
  count: z.number().int().positive(),
  baseFare: ZMoney,
  taxes: ZMoney,
  taxLines: z.array(ZTaxLine),
  grossPerPassenger: ZMoney,
  agentPerPassenger: ZMoney.nullable(),
  totalGross: ZMoney,
  totalAgent: ZMoney.nullable(),
});
export type FareBreakdown = z.infer<typeof ZFareBreakdown>;

/** When a penalty applies and what it costs; amount null means not permitted. */
export const ZPenaltyWindow = z.enum(['MoreThan72Hours', 'Within72Hours', 'Within24Hours', 'NoShow']);
export const ZPenalty = z.object({
  window: ZPenaltyWindow,
  passengerType: ZPassengerType,
  amount: ZMoney.nullable(),
});
export type Penalty = z.infer<typeof ZPenalty>;

export const ZSegmentBaggage = z.object({
  legKey: z.string(),
  passengerType: ZPassengerType,
  allowance: ZBaggageAllowance,
});

/** GET Search/GetAirSearchItinerary?requestId&itineraryId: everything the details panels show. */
export const ZItineraryDetails = z.object({
  itinerary: ZItinerarySummary,
  legs: z.record(z.string(), ZFlightLeg),
  fareBasis: z.array(z.array(z.string())),
  fareBreakdown: z.array(ZFareBreakdown),
  baggage: z.array(ZSegmentBaggage),
  cancellation: z.array(ZPenalty),
  dateChange: z.array(ZPenalty),
  /** OnHold fares: when the held booking would lapse if booked now. */
  holdUntil: z.string().nullable(),
});
export type ItineraryDetails = z.infer<typeof ZItineraryDetails>;

/** A fare family of the itinerary's airline, cheapest first. Choosing one means choosing its itineraryId. */
export const ZBrand = z.object({
  itineraryId: z.string(),
  name: z.string(),
  cabin: ZTravelClass,
  bookingClasses: z.array(z.array(z.string())),
  grossAmount: ZMoney,
  agentAmount: ZMoney.nullable(),
  commission: ZMoney.nullable(),
  /** AIT and other taxes the agent price adds: agentAmount = grossAmount − commission + ait. */
  ait: ZMoney.nullable(),
  refundable: z.boolean(),
  changeable: z.boolean(),
  baggage: ZBaggageAllowance,
  meal: z.boolean(),
  seatSelection: z.enum(['Free', 'Paid', 'None']),
  changeFee: ZMoney.nullable(),
  refundFee: ZMoney.nullable(),
  seatsRemaining: z.number().int().nonnegative(),
});
export type Brand = z.infer<typeof ZBrand>;
export const ZItineraryBrands = z.object({ brands: z.array(ZBrand) });
export type ItineraryBrands = z.infer<typeof ZItineraryBrands>;

/** GET Search/ItineraryMoreCombinations: the same fare on other flights of the same airline ("more flights"). */
export const ZMoreCombinations = z.object({
  legs: z.record(z.string(), ZFlightLeg),
  itineraries: z.array(ZItinerarySummary),
});
export type MoreCombinations = z.infer<typeof ZMoreCombinations>;

/** POST Rule/AirRule. */
export const ZAirRuleRequest = z.strictObject({
  requestId: z.string().min(1).max(64),
  itineraryId: z.string().min(1).max(128),
});
export const ZAirRuleResponse = z.object({
  rules: z.array(
    z.object({
      origin: z.string(),
      destination: z.string(),
      fareBasis: z.string(),
      sections: z.array(z.object({ title: z.string(), text: z.string() })),
    }),
  ),
});
export type AirRuleResponse = z.infer<typeof ZAirRuleResponse>;

/** Search errors the page acts on. */
export const SearchErrorCode = {
  SearchExpired: 'SEARCH_EXPIRED',
  SearchNotFound: 'SEARCH_NOT_FOUND',
  ItineraryNotFound: 'ITINERARY_NOT_FOUND',
  UnknownCurrency: 'UNKNOWN_CURRENCY',
} as const;
export const SearchErrorMessage = {
  searchExpired: 'These results have expired. Please search again for current prices and seats.',
  searchNotFound: 'This search was not found. Please search again.',
  itineraryNotFound: 'This flight option is no longer available. Please choose another.',
  unknownCurrency: 'This currency is not available.',
} as const;
