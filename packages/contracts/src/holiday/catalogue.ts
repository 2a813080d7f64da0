import { z } from 'zod';
import { ZCalendarDate } from '../common/dates';
import { ZCurrencyCode, ZMoney } from '../common/money';
import { HolidayLimit, ZHolidayPackageStatus, ZHolidayPackageType, ZItineraryDay } from './catalogue-types';

/**
 * The holiday catalogue as agencies and operators read and write it (spec §7 "Tour packages", §3 "Tour package").
 * Money is in integer minor units (poisha for BDT); dates are calendar days YYYY-MM-DD; a package's prices live on
 * its departures, per traveller type.
 */

export const HolidayCatalogueLimit = {
  searchPageSize: 12,
  maxSearchPageSize: 50,
  operatorPageSize: 25,
  maxOperatorPageSize: 100,
  maxSearchText: 64,
  /** Cities of one package: the main destination first. */
  maxCities: 6,
  maxDepartures: 60,
  maxSeatsPerDeparture: 500,
  maxInclusions: 30,
  maxListItemLength: 200,
  maxTitleLength: 120,
  maxSummaryLength: 600,
  maxCaptionLength: 120,
  /** Highest price a form accepts per traveller, minor units (BDT 1 crore). */
  maxPrice: 1_000_000_000,
  /** Popularity points (spec §7 GetAvailableCities): an enquiry counts 1, a confirmed booking 3. */
  enquiryPoints: 1,
  bookingPoints: 3,
} as const;

/** Messages the search form and the API share; each names its field in the 400's issues. */
export const HolidaySearchMessage = {
  destinationRequired: 'Please select a destination',
  destinationInvalid: 'Destination must be a city code such as DXB',
  monthInvalid: 'Month is written YYYY-MM',
  monthInPast: 'Please choose this month or a later one',
  monthOrRange: 'Choose a month or a date range, not both',
  rangeIncomplete: 'Choose both the first and the last departure date',
  rangeOrder: 'The last departure date must be on or after the first',
  rangeInPast: 'The last departure date cannot be in the past',
  adultsRequired: 'At least one adult is required',
  tooManyTravellers: `At most ${HolidayLimit.maxTravellersPerType} travellers of each type`,
  infantsOverAdults: 'Each infant must travel with an adult',
  durationOrder: 'The minimum nights must not exceed the maximum',
  priceOrder: 'The minimum price must not exceed the maximum',
  searchTextRequired: 'Type a city name or code',
} as const;

/** Refusal codes of the catalogue, beside the common ones (NOT_FOUND, VALIDATION_FAILED…). */
export const HolidayCatalogueErrorCode = {
  PackageNotFound: 'HOLIDAY_PACKAGE_NOT_FOUND',
  ImageNotFound: 'HOLIDAY_IMAGE_NOT_FOUND',
  CodeTaken: 'HOLIDAY_PACKAGE_CODE_TAKEN',
  /** Publish refused: no gallery image or no future departure (422). */
  NotPublishable: 'HOLIDAY_PACKAGE_NOT_PUBLISHABLE',
  /** Publish / unpublish of a package already so (409). */
  AlreadyPublished: 'HOLIDAY_PACKAGE_ALREADY_PUBLISHED',
  NotPublished: 'HOLIDAY_PACKAGE_NOT_PUBLISHED',
  /** Update refused: a departure would drop below (or lose) seats already taken by bookings (409). */
  SeatsTaken: 'HOLIDAY_DEPARTURE_SEATS_TAKEN',
  GalleryFull: 'HOLIDAY_GALLERY_FULL',
  /** Publishing needs a gallery: the last image of a published package cannot be removed (409). */
  LastImage: 'HOLIDAY_GALLERY_LAST_IMAGE',
} as const;

export const HolidayCatalogueMessage = {
  packageNotFound: 'This package was not found.',
  imageNotFound: 'This image was not found.',
  codeTaken: 'Another package already uses this code',
  unknownCity: 'This city is not served',
  publishNeedsImage: 'Add at least one gallery image before publishing',
  publishNeedsDeparture: 'Add at least one future departure with seats before publishing',
  alreadyPublished: 'This package is already published.',
  notPublished: 'This package is not published.',
  seatsBelowTaken: 'A departure cannot have fewer seats than are already taken',
  departureHasBookings: 'A departure with seats taken cannot be removed',
  departureNamed:
    'A departure named by an enquiry cannot be removed; set its seats to those taken to stop selling it',
  departureDateLocked: 'A departure with seats taken or enquiries cannot change its date',
  departureUnknown: 'This departure is not one of the package’s',
  departureInPast: 'A new departure must be dated tomorrow or later',
  departureDuplicate: 'Two departures cannot leave on the same day',
  galleryFull: `A gallery holds at most ${HolidayLimit.maxGalleryImages} images`,
  lastImage: 'A published package keeps at least one image; unpublish it first',
  imageRequired: 'Please choose an image',
  imageTooLarge: 'The file must not exceed 1 MB',
  imageWrongType: 'Only png or jpeg images are allowed',
  tooManyFiles: 'Upload one image at a time',
  notMultipart: 'Send the image as multipart/form-data.',
  itineraryDays: 'Itinerary days are numbered 1, 2, 3… in order, at most one more than the nights',
  childOverAdult: 'A child price cannot exceed the adult price',
} as const;

/** The multipart fields of Operator/UploadImage: `packageId`, optional `caption`, and the image in `file`. */
export const HolidayImageField = { file: 'file', packageId: 'packageId', caption: 'caption' } as const;

const ZCityCode = z
  .string()
  .trim()
  .min(1, HolidaySearchMessage.destinationRequired)
  .regex(/^[A-Za-z]{3}$/, HolidaySearchMessage.destinationInvalid)
  .transform((code) => code.toUpperCase());

/** A city of the network as the catalogue names it. */
export const ZHolidayCityName = z.object({
  /** IATA city code (DXB). */
  cityCode: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
});
export type HolidayCityName = z.infer<typeof ZHolidayCityName>;

/** A destination: a city visited by a published package with an open departure (after today, a seat left). */
export const ZHolidayCity = ZHolidayCityName.extend({
  /** Such packages visiting this city (as their main destination or on the way). */
  packageCount: z.number().int().nonnegative(),
  /**
   * From the tenant's holiday requests whose package's main destination is this city: every enquiry 1 point, a
   * confirmed one (Completed) 3 instead; 0 without any.
   */
  popularity: z.number().int().nonnegative(),
});
export type HolidayCity = z.infer<typeof ZHolidayCity>;

/**
 * GET Package/GetAvailableCities: every destination, most popular first (ties by city name, then code, so the order
 * is stable); the first `HolidayLimit.popularCities` are the popular cities. `error` is null on success (the spec's
 * response carries it; a client ignores a response whose error is set).
 */
export const ZAvailableCitiesResponse = z.object({
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  cities: z.array(ZHolidayCity),
});
export type AvailableCitiesResponse = z.infer<typeof ZAvailableCitiesResponse>;

/**
 * POST Package/SearchCities: destinations (as GetAvailableCities lists them) whose code, city name, holiday name
 * (Bali, Maldives, Umrah) or country matches the text, best match first; at most ten.
 */
export const ZSearchCitiesBody = z.strictObject({
  searchText: z
    .string()
    .trim()
    .min(1, HolidaySearchMessage.searchTextRequired)
    .max(HolidayCatalogueLimit.maxSearchText),
});
export type SearchCitiesBody = z.infer<typeof ZSearchCitiesBody>;
export const ZSearchCitiesResponse = z.object({ cities: z.array(ZHolidayCity) });
export type SearchCitiesResponse = z.infer<typeof ZSearchCitiesResponse>;

const ZTravellerCount = z
  .number()
  .int()
  .min(0)
  .max(HolidayLimit.maxTravellersPerType, HolidaySearchMessage.tooManyTravellers);

/**
 * Who travels, as the search counts them (the enquiry keeps its own, with ages and rooms). Infants (under 2) travel
 * on an adult’s lap and take no seat.
 */
export const ZHolidaySearchTravellers = z
  .strictObject({
    adults: z
      .number()
      .int()
      .min(1, HolidaySearchMessage.adultsRequired)
      .max(HolidayLimit.maxTravellersPerType, HolidaySearchMessage.tooManyTravellers),
    children: ZTravellerCount,
    infants: ZTravellerCount,
  })
  .superRefine((travellers, ctx) => {
    if (travellers.infants > travellers.adults) {
      ctx.addIssue({ code: 'custom', path: ['infants'], message: HolidaySearchMessage.infantsOverAdults });
    }
  });
export type HolidaySearchTravellers = z.infer<typeof ZHolidaySearchTravellers>;

/** Seats a party takes on a departure: adults and children; infants sit on a lap. */
export function holidaySeatsNeeded(travellers: { adults: number; children: number }): number {
  return travellers.adults + travellers.children;
}

export const HolidaySorts = ['popular', 'priceLow', 'priceHigh', 'duration', 'rating'] as const;
export const ZHolidaySort = z.enum(HolidaySorts);
export type HolidaySort = z.infer<typeof ZHolidaySort>;

const ZOptionalCount = (max: number) => z.number().int().min(0).max(max).optional();

/** The spec's filter{type, duration, rating, price{min,max}}; every part optional. */
export const ZHolidaySearchFilter = z
  .strictObject({
    /** Package types kept (any of them); empty or absent keeps every type. */
    type: z.array(ZHolidayPackageType).max(8).optional(),
    /** Nights, both ends kept. */
    duration: z
      .strictObject({
        min: ZOptionalCount(HolidayLimit.maxNights),
        max: ZOptionalCount(HolidayLimit.maxNights),
      })
      .optional(),
    /** The lowest rating kept (1–5). */
    rating: z.number().int().min(1).max(5).optional(),
    /** The "from" price per adult, minor units of the tenant's currency, both ends kept. */
    price: z
      .strictObject({
        min: ZOptionalCount(HolidayCatalogueLimit.maxPrice),
        max: ZOptionalCount(HolidayCatalogueLimit.maxPrice),
      })
      .optional(),
  })
  .superRefine((filter, ctx) => {
    const { duration, price } = filter;
    if (duration?.min !== undefined && duration.max !== undefined && duration.min > duration.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration', 'max'],
        message: HolidaySearchMessage.durationOrder,
      });
    }
    if (price?.min !== undefined && price.max !== undefined && price.min > price.max) {
      ctx.addIssue({ code: 'custom', path: ['price', 'max'], message: HolidaySearchMessage.priceOrder });
    }
  });
export type HolidaySearchFilter = z.infer<typeof ZHolidaySearchFilter>;

export const ZHolidayMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, HolidaySearchMessage.monthInvalid);

/**
 * POST Package/SearchPackages. When: a `month` (YYYY-MM), or a range of departure dates (`dateFrom`–`dateTo`, both
 * kept), or neither (any future departure). Only published packages visiting the city (as their main destination or
 * on the way) with a departure in that window, after today, with seats for the party (`holidaySeatsNeeded`), are
 * found; their price is the cheapest such departure's.
 */
export const ZHolidaySearchRequest = z
  .strictObject({
    cityCode: ZCityCode,
    month: ZHolidayMonth.optional(),
    dateFrom: ZCalendarDate.optional(),
    dateTo: ZCalendarDate.optional(),
    travellers: ZHolidaySearchTravellers,
    filter: ZHolidaySearchFilter.optional(),
    sort: ZHolidaySort.default('popular'),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(HolidayCatalogueLimit.maxSearchPageSize)
      .default(HolidayCatalogueLimit.searchPageSize),
  })
  .superRefine((request, ctx) => {
    const ranged = request.dateFrom !== undefined || request.dateTo !== undefined;
    if (request.month !== undefined && ranged) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: HolidaySearchMessage.monthOrRange });
    } else if (ranged && (request.dateFrom === undefined || request.dateTo === undefined)) {
      const path = request.dateFrom === undefined ? 'dateFrom' : 'dateTo';
      ctx.addIssue({ code: 'custom', path: [path], message: HolidaySearchMessage.rangeIncomplete });
    } else if (ranged && request.dateTo! < request.dateFrom!) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: HolidaySearchMessage.rangeOrder });
    }
  });
export type HolidaySearchRequest = z.infer<typeof ZHolidaySearchRequest>;
export type HolidaySearchRequestInput = z.input<typeof ZHolidaySearchRequest>;

/** Rules needing today's date (the tenant's local date): a month or range already over is refused. */
export function holidaySearchDateIssues(
  request: Pick<HolidaySearchRequest, 'month' | 'dateTo'>,
  today: string,
): { path: string[]; message: string }[] {
  if (request.month !== undefined && request.month < today.slice(0, 7)) {
    return [{ path: ['month'], message: HolidaySearchMessage.monthInPast }];
  }
  if (request.dateTo !== undefined && request.dateTo < today) {
    return [{ path: ['dateTo'], message: HolidaySearchMessage.rangeInPast }];
  }
  return [];
}

/** A departure as agencies see it: prices per traveller, minor units of `currency`. */
export const ZHolidayDeparture = z.object({
  departureId: z.uuid(),
  departsOn: z.string(),
  returnsOn: z.string(),
  seatsLeft: z.number().int().nonnegative(),
  currency: ZCurrencyCode,
  adultPrice: z.number().int(),
  childPrice: z.number().int(),
  infantPrice: z.number().int(),
});
export type HolidayDeparture = z.infer<typeof ZHolidayDeparture>;

/** One package in the search results. */
export const ZHolidayPackageCard = z.object({
  packageId: z.uuid(),
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  type: ZHolidayPackageType,
  /** The main destination; `cities` lists every city visited, the main one first. */
  destination: ZHolidayCityName,
  cities: z.array(ZHolidayCityName),
  nights: z.number().int(),
  /** nights + 1. */
  days: z.number().int(),
  rating: z.number().int(),
  hotelClass: z.number().int(),
  /** The first gallery image (GET Package/Image?imageId), null without a gallery. */
  imageUrl: z.string().nullable(),
  /** A few inclusions to show on the card. */
  highlights: z.array(z.string()),
  /** The package's own: its enquiries 1 point each, confirmed bookings 3 (the "popular" sort). */
  popularity: z.number().int().nonnegative(),
  /** Departures in the searched window with seats for the party. */
  departureCount: z.number().int().positive(),
  /** The cheapest of them (by adult price, then the earliest). */
  cheapestDeparture: ZHolidayDeparture,
  /** The cheapest departure's adult price: what price filters and sorts read. */
  priceFrom: ZMoney,
  /** The cheapest departure for the whole party (adults, children and infants at their prices). */
  totalFrom: ZMoney,
});
export type HolidayPackageCard = z.infer<typeof ZHolidayPackageCard>;

const ZFacet = z.object({ value: z.string(), count: z.number().int().nonnegative() });

/** What the filters can offer, counted over the search before its filter (so a filter never hides its options). */
export const ZHolidaySearchFacets = z.object({
  /** Adult "from" prices, minor units; both 0 with no package. */
  price: z.object({ min: z.number().int(), max: z.number().int(), currency: ZCurrencyCode }),
  duration: z.object({ min: z.number().int(), max: z.number().int() }),
  types: z.array(ZFacet),
  /** Packages rated at least 1, 2, 3, 4, 5 (value is the rating). */
  ratings: z.array(ZFacet),
});
export type HolidaySearchFacets = z.infer<typeof ZHolidaySearchFacets>;

/** The spec's response: the search as understood (`searchRequest`) and its `results`, with paging. */
export const ZHolidaySearchResponse = z.object({
  searchRequest: z.object({
    cityCode: z.string(),
    destination: ZHolidayCityName,
    month: z.string().nullable(),
    dateFrom: z.string().nullable(),
    dateTo: z.string().nullable(),
    travellers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
    filter: ZHolidaySearchFilter,
    sort: ZHolidaySort,
  }),
  results: z.array(ZHolidayPackageCard),
  /** Packages after the filter; `unfilteredTotal` before it. */
  total: z.number().int().nonnegative(),
  unfilteredTotal: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  facets: ZHolidaySearchFacets,
});
export type HolidaySearchResponse = z.infer<typeof ZHolidaySearchResponse>;

export const ZHolidayGalleryImage = z.object({
  imageId: z.uuid(),
  /** GET Package/Image?imageId: public (an <img> needs no token), served for this tenant's host only. */
  url: z.string(),
  caption: z.string(),
});
export type HolidayGalleryImage = z.infer<typeof ZHolidayGalleryImage>;

export const ZPackageDetailQuery = z.strictObject({ packageId: z.uuid() });
export type PackageDetailQuery = z.infer<typeof ZPackageDetailQuery>;

/** A package's full text and its open departures (future, seats left), as the detail page shows it. */
export const ZHolidayPackageDetail = ZHolidayPackageCard.omit({
  departureCount: true,
  cheapestDeparture: true,
  totalFrom: true,
  highlights: true,
}).extend({
  itinerary: z.array(ZItineraryDay),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  /** Percent of the quoted total paid from the wallet on accepting; the rest becomes a due. */
  depositPercent: z.number().int(),
  /** The balance falls due this many days before departure (never before the day after accepting). */
  balanceDaysBeforeDeparture: z.number().int(),
  gallery: z.array(ZHolidayGalleryImage),
  /** Departures after today, earliest first (a sold-out one shows 0 seats left); `priceFrom` is the cheapest open one's adult price. */
  departures: z.array(ZHolidayDeparture),
  /** null when no departure is open (a package may be read while its last departure sells out). */
  priceFrom: ZMoney.nullable(),
});
export type HolidayPackageDetail = z.infer<typeof ZHolidayPackageDetail>;

/** GET Package/GetPackageDetail?packageId: the spec's response names it `holidayPackage`. */
export const ZPackageDetailResponse = z.object({ holidayPackage: ZHolidayPackageDetail });
export type PackageDetailResponse = z.infer<typeof ZPackageDetailResponse>;

export const ZPackageImageQuery = z.strictObject({ imageId: z.uuid() });

/** GET Utility Package/GetAllPackages: every published package in short form, by title. */
export const ZAllPackagesResponse = z.object({
  packages: z.array(
    z.object({
      packageId: z.uuid(),
      code: z.string(),
      title: z.string(),
      type: ZHolidayPackageType,
      destination: ZHolidayCityName,
      nights: z.number().int(),
      rating: z.number().int(),
      imageUrl: z.string().nullable(),
      /** The cheapest open departure's adult price; null when none is open. */
      priceFrom: ZMoney.nullable(),
      nextDepartsOn: z.string().nullable(),
    }),
  ),
});
export type AllPackagesResponse = z.infer<typeof ZAllPackagesResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Operators (back office, permission ManageHolidayCatalogue)

export const ZOperatorPackagesQuery = z.strictObject({
  status: ZHolidayPackageStatus.optional(),
  /** Code, title or city code. */
  search: z.string().trim().max(HolidayCatalogueLimit.maxSearchText).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(HolidayCatalogueLimit.maxOperatorPageSize)
    .default(HolidayCatalogueLimit.operatorPageSize),
});
export type OperatorPackagesQuery = z.infer<typeof ZOperatorPackagesQuery>;

export const ZOperatorPackageRow = z.object({
  packageId: z.uuid(),
  code: z.string(),
  title: z.string(),
  type: ZHolidayPackageType,
  status: ZHolidayPackageStatus,
  destination: ZHolidayCityName,
  nights: z.number().int(),
  /** Departures after today, and the first of them. */
  futureDepartures: z.number().int().nonnegative(),
  nextDepartsOn: z.string().nullable(),
  imageCount: z.number().int().nonnegative(),
  priceFrom: ZMoney.nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type OperatorPackageRow = z.infer<typeof ZOperatorPackageRow>;

/** The operators' list: status tabs with counts (every package of the search), rows newest edit first. */
export const ZOperatorPackagesPage = z.object({
  counts: z.object({
    all: z.number().int(),
    Draft: z.number().int(),
    Published: z.number().int(),
    Unpublished: z.number().int(),
  }),
  packages: z.array(ZOperatorPackageRow),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type OperatorPackagesPage = z.infer<typeof ZOperatorPackagesPage>;

export const ZOperatorPackageQuery = z.strictObject({ packageId: z.uuid() });

const ZPrice = z.number().int().min(0).max(HolidayCatalogueLimit.maxPrice);

/**
 * A departure as written: `departureId` names an existing one to keep (its taken seats stay taken); without it a new
 * departure is added. The return date is the departure date + the package's nights. Prices per traveller in minor
 * units of the tenant's currency.
 */
export const ZHolidayDepartureInput = z
  .strictObject({
    departureId: z.uuid().optional(),
    departsOn: ZCalendarDate,
    seatsTotal: z.number().int().min(1).max(HolidayCatalogueLimit.maxSeatsPerDeparture),
    adultPrice: ZPrice.min(1),
    childPrice: ZPrice,
    infantPrice: ZPrice,
  })
  .superRefine((departure, ctx) => {
    if (departure.childPrice > departure.adultPrice) {
      ctx.addIssue({ code: 'custom', path: ['childPrice'], message: HolidayCatalogueMessage.childOverAdult });
    }
  });
export type HolidayDepartureInput = z.infer<typeof ZHolidayDepartureInput>;

const ZListItem = z.string().trim().min(1).max(HolidayCatalogueLimit.maxListItemLength);

const packageFields = {
  /** The operators' short code, unique in the tenant: capitals, digits and dashes (DXB-FAM-5N). */
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,23}$/)
    .transform((code) => code.toUpperCase()),
  title: z.string().trim().min(3).max(HolidayCatalogueLimit.maxTitleLength),
  summary: z.string().trim().min(1).max(HolidayCatalogueLimit.maxSummaryLength),
  type: ZHolidayPackageType,
  /** IATA city codes of the network, the main destination first (search, popularity). */
  cityCodes: z
    .array(ZCityCode)
    .min(1, HolidaySearchMessage.destinationRequired)
    .max(HolidayCatalogueLimit.maxCities),
  nights: z.number().int().min(1).max(HolidayLimit.maxNights),
  rating: z.number().int().min(1).max(5),
  hotelClass: z.number().int().min(1).max(5),
  itinerary: z
    .array(ZItineraryDay)
    .min(1)
    .max(HolidayLimit.maxNights + 1),
  inclusions: z.array(ZListItem).min(1).max(HolidayCatalogueLimit.maxInclusions),
  exclusions: z.array(ZListItem).max(HolidayCatalogueLimit.maxInclusions),
  depositPercent: z.number().int().min(HolidayLimit.minDepositPercent).max(HolidayLimit.maxDepositPercent),
  balanceDaysBeforeDeparture: z.number().int().min(0).max(HolidayLimit.maxBalanceDaysBeforeDeparture),
  departures: z.array(ZHolidayDepartureInput).max(HolidayCatalogueLimit.maxDepartures),
};

type PackageInputShape = {
  nights: number;
  itinerary: { day: number }[];
  cityCodes: string[];
  departures: { departsOn: string; departureId?: string | undefined }[];
};

/** Rules across fields: itinerary days 1..n in order (n ≤ nights + 1), distinct cities and departure days. */
function checkPackage(input: PackageInputShape, ctx: z.RefinementCtx) {
  const daysInOrder = input.itinerary.every((day, index) => day.day === index + 1);
  if (!daysInOrder || input.itinerary.length > input.nights + 1) {
    ctx.addIssue({ code: 'custom', path: ['itinerary'], message: HolidayCatalogueMessage.itineraryDays });
  }
  if (new Set(input.cityCodes).size !== input.cityCodes.length) {
    ctx.addIssue({ code: 'custom', path: ['cityCodes'], message: 'A city is listed twice' });
  }
  const days = input.departures.map((departure) => departure.departsOn);
  const duplicate = days.findIndex((day, index) => days.indexOf(day) !== index);
  if (duplicate >= 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['departures', duplicate, 'departsOn'],
      message: HolidayCatalogueMessage.departureDuplicate,
    });
  }
  const ids = input.departures.flatMap((departure) => (departure.departureId ? [departure.departureId] : []));
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', path: ['departures'], message: 'A departure is listed twice' });
  }
}

/** Operator/CreatePackage: a new package, Draft until published. */
export const ZCreatePackageBody = z.strictObject(packageFields).superRefine(checkPackage);
export type CreatePackageBody = z.infer<typeof ZCreatePackageBody>;
export type CreatePackageInput = z.input<typeof ZCreatePackageBody>;

/**
 * Operator/UpdatePackage: the whole package again (text and departures). A departure left out is removed, unless
 * seats of it are taken (409 HOLIDAY_DEPARTURE_SEATS_TAKEN); a kept one cannot drop below its taken seats.
 */
export const ZUpdatePackageBody = z
  .strictObject({ packageId: z.uuid(), ...packageFields })
  .superRefine(checkPackage);
export type UpdatePackageBody = z.infer<typeof ZUpdatePackageBody>;
export type UpdatePackageInput = z.input<typeof ZUpdatePackageBody>;

export const ZPackageIdBody = z.strictObject({ packageId: z.uuid() });
export type PackageIdBody = z.infer<typeof ZPackageIdBody>;

export const ZRemoveImageBody = z.strictObject({ packageId: z.uuid(), imageId: z.uuid() });
export type RemoveImageBody = z.infer<typeof ZRemoveImageBody>;

/** A departure as the operators see it: what the form writes back, plus what bookings took. */
export const ZOperatorDeparture = ZHolidayDeparture.extend({
  seatsTotal: z.number().int(),
  /** seatsTotal − seatsLeft: the least the seats can be set to. */
  seatsTaken: z.number().int().nonnegative(),
  /** Departs today or earlier: kept for the record, not sold. */
  past: z.boolean(),
});
export type OperatorDeparture = z.infer<typeof ZOperatorDeparture>;

export const ZOperatorGalleryImage = ZHolidayGalleryImage.extend({
  /** Drawn: a scene drawn for the seeded catalogue; Uploaded: an operator's png or jpeg. */
  source: z.enum(['Drawn', 'Uploaded']),
  position: z.number().int(),
});
export type OperatorGalleryImage = z.infer<typeof ZOperatorGalleryImage>;

/** A package as written, with its status, every departure and the gallery. */
export const ZOperatorPackage = z.object({
  packageId: z.uuid(),
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  type: ZHolidayPackageType,
  status: ZHolidayPackageStatus,
  cityCodes: z.array(z.string()),
  cities: z.array(ZHolidayCityName),
  countryCode: z.string(),
  nights: z.number().int(),
  rating: z.number().int(),
  hotelClass: z.number().int(),
  itinerary: z.array(ZItineraryDay),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  depositPercent: z.number().int(),
  balanceDaysBeforeDeparture: z.number().int(),
  departures: z.array(ZOperatorDeparture),
  gallery: z.array(ZOperatorGalleryImage),
  /** Why it cannot be published now (the publish refusal's messages); empty when it can. */
  publishProblems: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type OperatorPackage = z.infer<typeof ZOperatorPackage>;

/** Every operator call on one package (get, create, update, publish, unpublish, upload, remove) answers it. */
export const ZOperatorPackageResponse = z.object({ package: ZOperatorPackage });
export type OperatorPackageResponse = z.infer<typeof ZOperatorPackageResponse>;
