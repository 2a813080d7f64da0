import { z } from 'zod';
import { ZCalendarDate } from '../common/dates';
import { ZMoney } from '../common/money';

export const HotelLimit = {
  maxRooms: 8,
  maxAdultsPerRoom: 6,
  maxChildrenPerRoom: 4,
  maxChildAge: 17,
  maxNights: 30,
  /** Hotels sell about a year ahead. */
  maxDaysAhead: 361,
  /** Search results (and the session holding them) live this long. */
  sessionTtlSeconds: 15 * 60,
  pageSize: 20,
  maxPageSize: 50,
  /** Bookings whose cancellation or hold deadline falls within this many hours are flagged. */
  deadlineAlertHours: 72,
} as const;

/** Messages of the hotel search form; the API answers the same ones, each naming its field. */
export const HotelSearchMessage = {
  destinationRequired: 'Please select a city or hotel',
  unknownDestination: 'City or hotel is not known',
  checkInRequired: 'Please select the check-in date',
  checkOutRequired: 'Please select the check-out date',
  checkInInPast: 'Check-in date cannot be in the past',
  checkInTooFar: `Check-in date must be within ${HotelLimit.maxDaysAhead} days`,
  checkOutBeforeCheckIn: 'Check-out must be after check-in',
  tooManyNights: `A stay can be at most ${HotelLimit.maxNights} nights`,
  roomsRequired: 'At least one room is required',
  tooManyRooms: `At most ${HotelLimit.maxRooms} rooms per booking`,
  adultsRequired: 'Each room needs at least one adult',
  tooManyAdults: `At most ${HotelLimit.maxAdultsPerRoom} adults per room`,
  tooManyChildren: `At most ${HotelLimit.maxChildrenPerRoom} children per room`,
  childAgeRequired: 'Please select the age of each child',
  childAgeRange: `Child age must be between 0 and ${HotelLimit.maxChildAge}`,
} as const;

/** Refusals of a search the results and hotel pages act on (the same codes as the flight search's). */
export const HotelSearchErrorCode = {
  SearchExpired: 'SEARCH_EXPIRED',
  SearchNotFound: 'SEARCH_NOT_FOUND',
  HotelNotFound: 'HOTEL_NOT_FOUND',
  RateNotFound: 'HOTEL_RATE_NOT_FOUND',
} as const;
export const HotelSearchErrorMessage = {
  searchExpired: 'These results have expired. Please search again for current prices and rooms.',
  searchNotFound: 'This search was not found. Please search again.',
  hotelNotFound: 'This hotel is not part of this search. Please choose another.',
  rateNotFound: 'This room or rate is no longer available. Please choose another.',
} as const;

const ZIsoDate = ZCalendarDate;

export const ZHotelDestination = z.strictObject({
  type: z.enum(['City', 'Hotel']),
  /** A city code (DXB) or a hotel id. */
  id: z.string().trim().min(1, HotelSearchMessage.destinationRequired).max(64),
});
export type HotelDestination = z.infer<typeof ZHotelDestination>;

export const ZHotelRoomGuests = z
  .strictObject({
    adults: z
      .number()
      .int()
      .min(1, HotelSearchMessage.adultsRequired)
      .max(HotelLimit.maxAdultsPerRoom, HotelSearchMessage.tooManyAdults),
    children: z.number().int().min(0).max(HotelLimit.maxChildrenPerRoom, HotelSearchMessage.tooManyChildren),
    /** One age per child, in years; a missing age is null until chosen. */
    childAges: z
      .array(
        z
          .number()
          .int()
          .min(0, HotelSearchMessage.childAgeRange)
          .max(HotelLimit.maxChildAge, HotelSearchMessage.childAgeRange)
          .nullable(),
      )
      .max(HotelLimit.maxChildrenPerRoom, HotelSearchMessage.tooManyChildren),
  })
  .superRefine((room, ctx) => {
    if (room.childAges.length !== room.children || room.childAges.some((age) => age === null)) {
      ctx.addIssue({ code: 'custom', path: ['childAges'], message: HotelSearchMessage.childAgeRequired });
    }
  });
export type HotelRoomGuests = z.infer<typeof ZHotelRoomGuests>;

/** Days from `from` to `to`, both YYYY-MM-DD. */
export function hotelDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** POST Search/HotelSearch. Dates are local dates at the hotel. */
export const ZHotelSearchRequest = z
  .strictObject({
    destination: ZHotelDestination,
    checkIn: ZIsoDate,
    checkOut: ZIsoDate,
    rooms: z
      .array(ZHotelRoomGuests)
      .min(1, HotelSearchMessage.roomsRequired)
      .max(HotelLimit.maxRooms, HotelSearchMessage.tooManyRooms),
  })
  .superRefine((request, ctx) => {
    const nights = hotelDaysBetween(request.checkIn, request.checkOut);
    if (nights < 1) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: HotelSearchMessage.checkOutBeforeCheckIn });
    } else if (nights > HotelLimit.maxNights) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: HotelSearchMessage.tooManyNights });
    }
  });
export type HotelSearchRequest = z.infer<typeof ZHotelSearchRequest>;
export type HotelSearchRequestInput = z.input<typeof ZHotelSearchRequest>;

/** Rules needing today's date (the tenant's local date): nothing in the past, nothing beyond the selling window. */
export function hotelSearchDateIssues(
  request: Pick<HotelSearchRequest, 'checkIn'>,
  today: string,
): { path: string[]; message: string }[] {
  const ahead = hotelDaysBetween(today, request.checkIn);
  if (ahead < 0) return [{ path: ['checkIn'], message: HotelSearchMessage.checkInInPast }];
  if (ahead > HotelLimit.maxDaysAhead)
    return [{ path: ['checkIn'], message: HotelSearchMessage.checkInTooFar }];
  return [];
}

export const ZHotelSuggestQuery = z.strictObject({ text: z.string().trim().min(1).max(64) });
export const ZHotelSuggestion = z.object({
  type: z.enum(['City', 'Hotel']),
  id: z.string(),
  name: z.string(),
  cityName: z.string(),
  countryName: z.string(),
});
export type HotelSuggestion = z.infer<typeof ZHotelSuggestion>;
export const ZHotelSuggestions = z.object({ suggestions: z.array(ZHotelSuggestion) });
export type HotelSuggestions = z.infer<typeof ZHotelSuggestions>;

export const ZHotelSearchStarted = z.object({ requestId: z.string(), expiresAt: z.string() });
export type HotelSearchStarted = z.infer<typeof ZHotelSearchStarted>;

export const BoardBases = ['RoomOnly', 'Breakfast', 'HalfBoard'] as const;
export const ZBoardBasis = z.enum(BoardBases);
export type Board = z.infer<typeof ZBoardBasis>;

export const HotelSorts = ['price', 'priceDesc', 'stars', 'starsDesc', 'distance', 'name'] as const;
export const ZHotelSort = z.enum(HotelSorts);
export type HotelSort = z.infer<typeof ZHotelSort>;

/** A comma-separated list in the address (stars=4,5). */
const listOf = <T extends z.ZodType<unknown, string>>(item: T, max: number) =>
  z
    .string()
    .max(2000)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max));

const ZPageNumber = z.coerce.number().int().min(1).max(10_000);
const ZMinorUnitsQuery = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);

/** GET Search/GetHotelSearch: the filters and sort live in the page's address and are sent as they are. */
export const ZGetHotelSearchQuery = z.strictObject({
  requestId: z.string().min(1).max(64),
  /** Price per night in minor units of the agency's currency. */
  minPrice: ZMinorUnitsQuery.optional(),
  maxPrice: ZMinorUnitsQuery.optional(),
  stars: listOf(z.enum(['1', '2', '3', '4', '5']).transform(Number), 5).optional(),
  boards: listOf(ZBoardBasis, 3).optional(),
  refundable: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  amenities: listOf(z.string().max(32), 20).optional(),
  areas: listOf(z.string().max(64), 30).optional(),
  chains: listOf(z.string().max(64), 30).optional(),
  name: z.string().trim().max(64).optional(),
  sort: ZHotelSort.default('price'),
  page: ZPageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(HotelLimit.maxPageSize).default(HotelLimit.pageSize),
});
export type GetHotelSearchQuery = z.infer<typeof ZGetHotelSearchQuery>;

/** One hotel in the results: its facts and its cheapest rate for the stay, in the agency's currency. */
export const ZHotelCard = z.object({
  hotelGuid: z.string(),
  name: z.string(),
  stars: z.number().int(),
  chain: z.string().nullable(),
  area: z.string(),
  address: z.string(),
  cityName: z.string(),
  centreDistanceMetres: z.number().int(),
  imageUrl: z.string(),
  amenities: z.array(z.string()),
  boards: z.array(ZBoardBasis),
  hasRefundable: z.boolean(),
  hasOnRequest: z.boolean(),
  cheapest: z.object({
    roomName: z.string(),
    board: ZBoardBasis,
    refundable: z.boolean(),
    perNight: ZMoney,
    total: ZMoney,
  }),
  /** Fewest rooms left of the cheapest rate (shown when few). */
  roomsLeft: z.number().int(),
  sourceCode: z.string(),
});
export type HotelCard = z.infer<typeof ZHotelCard>;

const ZFacet = z.object({ value: z.string(), count: z.number().int() });
export const ZHotelFacets = z.object({
  /** Per night, minor units of the agency's currency. */
  price: z.object({ min: z.number().int(), max: z.number().int(), currency: z.string() }),
  stars: z.array(ZFacet),
  boards: z.array(ZFacet),
  refundable: z.number().int(),
  amenities: z.array(ZFacet),
  areas: z.array(ZFacet),
  chains: z.array(ZFacet),
});
export type HotelFacets = z.infer<typeof ZHotelFacets>;

export const ZHotelSearchResults = z.object({
  requestId: z.string(),
  status: z.enum(['InProgress', 'Completed']),
  /** Sources answered so far, of `sourceCount`. */
  sourcesArrived: z.number().int(),
  sourceCount: z.number().int(),
  expiresAt: z.string(),
  /** The search as asked, so the page can show and edit it. */
  query: z.object({
    destination: ZHotelDestination.extend({ name: z.string() }),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    rooms: z.array(z.object({ adults: z.number().int(), childAges: z.array(z.number().int()) })),
  }),
  /** Hotels arrived so far, before and after the filters. */
  totalHotels: z.number().int(),
  matchingHotels: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hotels: z.array(ZHotelCard),
  facets: ZHotelFacets,
});
export type HotelSearchResults = z.infer<typeof ZHotelSearchResults>;
