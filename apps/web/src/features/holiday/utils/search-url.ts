import {
  HolidayLimit,
  HolidayPackageTypes,
  HolidaySorts,
  type HolidayPackageType,
  type HolidaySearchRequestInput,
  type HolidaySort,
} from '@portal/contracts';
import { HolidayResultsPath } from '../../../lib/holiday-paths';
import { pageFrom, validDay } from '../../../lib/address-filters';

/** What the search pad asks: where, when (a month, or any), and who travels. */
export interface HolidaySearch {
  cityCode: string;
  /** The city's name as the person chose it, shown before the first answer. */
  cityName: string;
  /** YYYY-MM, or null for any month. */
  month: string | null;
  /** A range of departure days instead of a month (a shared link may carry one). */
  dateFrom: string | null;
  dateTo: string | null;
  adults: number;
  children: number;
  infants: number;
}

/** How the results are narrowed and ordered; prices are whole units of the currency (taka). */
export interface HolidayResultsFilters {
  types: HolidayPackageType[];
  minNights: number | null;
  maxNights: number | null;
  rating: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: HolidaySort;
  page: number;
}

const Param = {
  city: 'city',
  cityName: 'cn',
  month: 'month',
  dateFrom: 'from',
  dateTo: 'to',
  adults: 'ad',
  children: 'ch',
  infants: 'inf',
  types: 'type',
  minNights: 'nmin',
  maxNights: 'nmax',
  rating: 'rating',
  minPrice: 'pmin',
  maxPrice: 'pmax',
  sort: 'sort',
  page: 'page',
} as const;

const Month = /^\d{4}-(0[1-9]|1[0-2])$/;
const CityCode = /^[A-Za-z]{3}$/;

function count(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 && value <= HolidayLimit.maxTravellersPerType ? value : -1;
}

function wholeNumber(params: URLSearchParams, name: string, max: number): number | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 && value <= max ? value : null;
}

/** The search as query parameters: city=DXB&cn=Dubai&month=2026-03&ad=2&ch=1&inf=0. */
export function encodeHolidaySearch(search: HolidaySearch): URLSearchParams {
  const params = new URLSearchParams();
  params.set(Param.city, search.cityCode);
  if (search.cityName) params.set(Param.cityName, search.cityName);
  if (search.month) params.set(Param.month, search.month);
  else if (search.dateFrom && search.dateTo) {
    params.set(Param.dateFrom, search.dateFrom);
    params.set(Param.dateTo, search.dateTo);
  }
  params.set(Param.adults, String(search.adults));
  params.set(Param.children, String(search.children));
  params.set(Param.infants, String(search.infants));
  return params;
}

/** The results page of a search, unfiltered, sorted by popularity. */
export function holidayResultsUrl(search: HolidaySearch): string {
  return `${HolidayResultsPath}?${encodeHolidaySearch(search).toString()}`;
}

/**
 * Reads the search back from an address; null when the address is not a search. Only the shape is checked here:
 * the contracts' schema checks the request itself (travellers over the limits, infants over adults).
 */
export function decodeHolidaySearch(query: string | URLSearchParams): HolidaySearch | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const city = params.get(Param.city) ?? '';
  if (!CityCode.test(city)) return null;
  const month = params.get(Param.month);
  const dateFrom = validDay(params.get(Param.dateFrom));
  const dateTo = validDay(params.get(Param.dateTo));
  const adults = count(params, Param.adults, 1);
  const children = count(params, Param.children, 0);
  const infants = count(params, Param.infants, 0);
  if ([adults, children, infants].includes(-1)) return null;
  if (month !== null && !Month.test(month)) return null;
  return {
    cityCode: city.toUpperCase(),
    cityName: (params.get(Param.cityName) ?? '').slice(0, 80),
    month,
    dateFrom: month ? null : dateFrom,
    dateTo: month ? null : dateTo,
    adults,
    children,
    infants,
  };
}

/** The results' filters, sort and page as the address has them; anything malformed is left out. */
export function decodeResultsFilters(query: string | URLSearchParams): HolidayResultsFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const types = (params.get(Param.types) ?? '')
    .split(',')
    .filter((type): type is HolidayPackageType => (HolidayPackageTypes as readonly string[]).includes(type));
  const sort = params.get(Param.sort);
  const rating = wholeNumber(params, Param.rating, 5);
  return {
    types: [...new Set(types)],
    minNights: wholeNumber(params, Param.minNights, HolidayLimit.maxNights),
    maxNights: wholeNumber(params, Param.maxNights, HolidayLimit.maxNights),
    rating: rating && rating >= 1 ? rating : null,
    minPrice: wholeNumber(params, Param.minPrice, 10_000_000),
    maxPrice: wholeNumber(params, Param.maxPrice, 10_000_000),
    sort: (HolidaySorts as readonly string[]).includes(sort ?? '') ? (sort as HolidaySort) : 'popular',
    page: pageFrom(params),
  };
}

/** The address of the same search with other filters: unset filters, the popular sort and page 1 are left out. */
export function withResultsFilters(search: HolidaySearch, filters: HolidayResultsFilters): URLSearchParams {
  const params = encodeHolidaySearch(search);
  if (filters.types.length > 0) params.set(Param.types, filters.types.join(','));
  const numbers: Array<[string, number | null]> = [
    [Param.minNights, filters.minNights],
    [Param.maxNights, filters.maxNights],
    [Param.rating, filters.rating],
    [Param.minPrice, filters.minPrice],
    [Param.maxPrice, filters.maxPrice],
  ];
  for (const [name, value] of numbers) if (value !== null) params.set(name, String(value));
  if (filters.sort !== 'popular') params.set(Param.sort, filters.sort);
  if (filters.page > 1) params.set(Param.page, String(filters.page));
  return params;
}

export const noFilters: Omit<HolidayResultsFilters, 'sort' | 'page'> = {
  types: [],
  minNights: null,
  maxNights: null,
  rating: null,
  minPrice: null,
  maxPrice: null,
};

export function isFiltering(filters: HolidayResultsFilters): boolean {
  return (
    filters.types.length > 0 ||
    filters.minNights !== null ||
    filters.maxNights !== null ||
    filters.rating !== null ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/** Whole units of a two-decimal currency as minor units, and back (prices in the address are whole taka). */
const toMinor = (whole: number | null) => (whole === null ? undefined : whole * 100);

/** The SearchPackages body for a search and its filters. */
export function toSearchRequest(
  search: HolidaySearch,
  filters: HolidayResultsFilters,
): HolidaySearchRequestInput {
  const duration =
    filters.minNights !== null || filters.maxNights !== null
      ? {
          ...(filters.minNights !== null ? { min: filters.minNights } : {}),
          ...(filters.maxNights !== null ? { max: filters.maxNights } : {}),
        }
      : undefined;
  const price =
    filters.minPrice !== null || filters.maxPrice !== null
      ? {
          ...(filters.minPrice !== null ? { min: toMinor(filters.minPrice) } : {}),
          ...(filters.maxPrice !== null ? { max: toMinor(filters.maxPrice) } : {}),
        }
      : undefined;
  const filter = {
    ...(filters.types.length > 0 ? { type: filters.types } : {}),
    ...(duration ? { duration } : {}),
    ...(filters.rating !== null ? { rating: filters.rating } : {}),
    ...(price ? { price } : {}),
  };
  return {
    cityCode: search.cityCode,
    ...(search.month ? { month: search.month } : {}),
    ...(!search.month && search.dateFrom && search.dateTo
      ? { dateFrom: search.dateFrom, dateTo: search.dateTo }
      : {}),
    travellers: { adults: search.adults, children: search.children, infants: search.infants },
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    sort: filters.sort,
    page: filters.page,
  };
}
