import { z } from 'zod';
import { ZCalendarDate } from '../common/dates';

/** Search trip types (spec §4): O one-way, R return, M multi-city. Anything but M keeps only the first segment. */
export const TripTypes = ['O', 'R', 'M'] as const;
export const ZTripType = z.enum(TripTypes);
export type TripType = z.infer<typeof ZTripType>;

export const TravelClasses = ['Economy', 'PremiumEconomy', 'Business', 'First'] as const;
export const ZTravelClass = z.enum(TravelClasses);
export type TravelClass = z.infer<typeof ZTravelClass>;

/** Special fares Bangladeshi agencies sell: student, seaman and labour fares carry more baggage. */
export const FareTypes = ['Regular', 'Student', 'Seaman', 'Labour'] as const;
export const ZFareType = z.enum(FareTypes);
export type FareType = z.infer<typeof ZFareType>;

export const SearchLimit = {
  maxSeated: 9,
  minChildAge: 2,
  maxChildAge: 11,
  maxMultiCitySegments: 5,
  maxPreferredAirlines: 3,
  /** Airlines sell about a year ahead. */
  maxDaysAhead: 361,
  /** Search results (and the session holding them) live this long. */
  sessionTtlSeconds: 15 * 60,
} as const;

/** Messages of the search form; the API answers the same ones, each naming its field. */
export const SearchMessage = {
  originRequired: 'Please select the origin airport',
  destinationRequired: 'Please select the destination airport',
  unknownOrigin: 'Origin airport is not known',
  unknownDestination: 'Destination airport is not known',
  sameAirports: 'Origin and destination must be different',
  departureRequired: 'Please select the departure date',
  returnRequired: 'Please select the return date',
  departureInPast: 'Departure date cannot be in the past',
  departureTooFar: `Departure date must be within ${SearchLimit.maxDaysAhead} days`,
  returnBeforeDeparture: 'Return date cannot be before the departure date',
  segmentsOutOfOrder: 'Each flight must depart on or after the previous one',
  adultsRequired: 'At least one adult is required',
  tooManySeated: `At most ${SearchLimit.maxSeated} passengers (adults and children) per booking`,
  tooManyInfants: 'Infants cannot outnumber adults',
  childAgeRequired: 'Please select the age of each child',
  childAgeRange: `Child age must be between ${SearchLimit.minChildAge} and ${SearchLimit.maxChildAge}`,
  tooManySegments: `At most ${SearchLimit.maxMultiCitySegments} flights in a multi-city search`,
  multiCityNeedsTwo: 'A multi-city search needs at least two flights',
  tooManyAirlines: `At most ${SearchLimit.maxPreferredAirlines} preferred airlines`,
} as const;

const ZIsoDate = ZCalendarDate;
const ZAirportCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((code) => code.toUpperCase());

export const ZSearchSegment = z.strictObject({
  origin: ZAirportCode,
  destination: ZAirportCode,
  departureDate: ZIsoDate,
});
export type SearchSegment = z.infer<typeof ZSearchSegment>;

/**
 * POST Search/AirSearch. Dates are local dates at the origin (YYYY-MM-DD). Rules needing no outside knowledge are
 * checked here; "today" and "is this airport known" are checked by `searchDateIssues` and the API.
 */
export const ZAirSearchRequest = z
  .strictObject({
    tripType: ZTripType,
    segments: z.array(ZSearchSegment).min(1),
    /** Return trips only: the date of the way back from segments[0].destination. */
    returnDate: ZIsoDate.optional(),
    adultCount: z
      .number()
      .int()
      .min(1, SearchMessage.adultsRequired)
      .max(SearchLimit.maxSeated, SearchMessage.tooManySeated),
    childCount: z.number().int().min(0).max(SearchLimit.maxSeated, SearchMessage.tooManySeated),
    childAges: z.array(
      z
        .number()
        .int()
        .min(SearchLimit.minChildAge, SearchMessage.childAgeRange)
        .max(SearchLimit.maxChildAge, SearchMessage.childAgeRange),
    ),
    infantCount: z.number().int().min(0).max(SearchLimit.maxSeated, SearchMessage.tooManyInfants),
    travelClass: ZTravelClass,
    fareType: ZFareType.default('Regular'),
    preferredAirlines: z
      .array(z.string().regex(/^[A-Z0-9]{2}$/))
      .max(SearchLimit.maxPreferredAirlines, SearchMessage.tooManyAirlines)
      .default([]),
  })
  .superRefine((request, ctx) => {
    for (const issue of searchShapeIssues(request)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type AirSearchRequest = z.infer<typeof ZAirSearchRequest>;
export type AirSearchRequestInput = z.input<typeof ZAirSearchRequest>;

export interface SearchIssue {
  path: (string | number)[];
  message: string;
}

type SearchShape = Pick<
  AirSearchRequest,
  'tripType' | 'segments' | 'returnDate' | 'adultCount' | 'childCount' | 'childAges' | 'infantCount'
>;

/** Cross-field rules of a search that need no clock and no airport list. */
export function searchShapeIssues(request: SearchShape): SearchIssue[] {
  const issues: SearchIssue[] = [];
  if (request.adultCount + request.childCount > SearchLimit.maxSeated) {
    issues.push({ path: ['childCount'], message: SearchMessage.tooManySeated });
  }
  if (request.infantCount > request.adultCount) {
    issues.push({ path: ['infantCount'], message: SearchMessage.tooManyInfants });
  }
  if (request.childAges.length !== request.childCount) {
    issues.push({ path: ['childAges'], message: SearchMessage.childAgeRequired });
  }
  if (request.tripType === 'M') {
    if (request.segments.length < 2)
      issues.push({ path: ['segments'], message: SearchMessage.multiCityNeedsTwo });
    if (request.segments.length > SearchLimit.maxMultiCitySegments) {
      issues.push({ path: ['segments'], message: SearchMessage.tooManySegments });
    }
  } else if (request.segments.length !== 1) {
    issues.push({ path: ['segments'], message: SearchMessage.tooManySegments });
  }
  if (request.tripType === 'R' && !request.returnDate) {
    issues.push({ path: ['returnDate'], message: SearchMessage.returnRequired });
  }
  request.segments.forEach((segment, index) => {
    if (segment.origin === segment.destination) {
      issues.push({ path: ['segments', index, 'destination'], message: SearchMessage.sameAirports });
    }
    const previous = request.segments[index - 1];
    if (previous && segment.departureDate < previous.departureDate) {
      issues.push({ path: ['segments', index, 'departureDate'], message: SearchMessage.segmentsOutOfOrder });
    }
  });
  const first = request.segments[0];
  if (request.tripType === 'R' && first && request.returnDate && request.returnDate < first.departureDate) {
    issues.push({ path: ['returnDate'], message: SearchMessage.returnBeforeDeparture });
  }
  return issues;
}

/** Days from `from` to `to`, both YYYY-MM-DD. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Date rules that need today's date (the tenant's local date, YYYY-MM-DD): nothing in the past, nothing beyond the
 * selling window.
 */
export function searchDateIssues(
  request: Pick<AirSearchRequest, 'segments' | 'returnDate' | 'tripType'>,
  today: string,
): SearchIssue[] {
  const issues: SearchIssue[] = [];
  const dates: { path: (string | number)[]; date: string }[] = request.segments.map((segment, index) => ({
    path: ['segments', index, 'departureDate'],
    date: segment.departureDate,
  }));
  if (request.tripType === 'R' && request.returnDate)
    dates.push({ path: ['returnDate'], date: request.returnDate });
  for (const { path, date } of dates) {
    const ahead = daysBetween(today, date);
    if (ahead < 0) issues.push({ path, message: SearchMessage.departureInPast });
    else if (ahead > SearchLimit.maxDaysAhead) issues.push({ path, message: SearchMessage.departureTooFar });
  }
  return issues;
}
