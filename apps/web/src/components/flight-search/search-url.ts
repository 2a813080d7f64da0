import {
  FareTypes,
  TravelClasses,
  TripTypes,
  type AirSearchRequestInput,
  type FareType,
  type TravelClass,
  type TripType,
} from '@portal/contracts';

/** The results page's path; the search itself travels in its query string so a search can be reloaded and shared. */
export const FlightResultsPath = '/flight-search-result';

const Param = {
  trip: 'trip',
  segment: 'seg',
  returnDate: 'ret',
  adults: 'adt',
  children: 'chd',
  childAges: 'ages',
  infants: 'inf',
  travelClass: 'cls',
  fareType: 'fare',
  airlines: 'al',
  requestId: 'rid',
} as const;

const IsoDate = /^\d{4}-\d{2}-\d{2}$/;
const Segment = /^([A-Z]{3})\.([A-Z]{3})\.(\d{4}-\d{2}-\d{2})$/;

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

function count(params: URLSearchParams, name: string, fallback: number): number | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  return /^\d{1,2}$/.test(raw) ? Number(raw) : null;
}

/** The search as query parameters, e.g. trip=O&seg=DAC.DXB.2026-08-01&adt=1&cls=Economy (plus rid when known). */
export function encodeSearch(search: AirSearchRequestInput, requestId?: string): string {
  const params = new URLSearchParams();
  params.set(Param.trip, search.tripType);
  for (const segment of search.segments) {
    params.append(
      Param.segment,
      `${segment.origin.toUpperCase()}.${segment.destination.toUpperCase()}.${segment.departureDate}`,
    );
  }
  if (search.tripType === 'R' && search.returnDate) params.set(Param.returnDate, search.returnDate);
  params.set(Param.adults, String(search.adultCount));
  if (search.childCount > 0) {
    params.set(Param.children, String(search.childCount));
    params.set(Param.childAges, search.childAges.join(','));
  }
  if (search.infantCount > 0) params.set(Param.infants, String(search.infantCount));
  params.set(Param.travelClass, search.travelClass);
  if (search.fareType && search.fareType !== 'Regular') params.set(Param.fareType, search.fareType);
  if (search.preferredAirlines && search.preferredAirlines.length > 0) {
    params.set(Param.airlines, search.preferredAirlines.join(','));
  }
  if (requestId) params.set(Param.requestId, requestId);
  return params.toString();
}

/**
 * Reads a search back from query parameters; null when the link is not a search. Only the shape is checked here:
 * the page validates the result with the contracts' schema, as the API does.
 */
export function decodeSearch(query: string | URLSearchParams): AirSearchRequestInput | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const tripType = params.get(Param.trip);
  const travelClass = params.get(Param.travelClass) ?? 'Economy';
  const fareType = params.get(Param.fareType) ?? 'Regular';
  if (!isOneOf<TripType>(TripTypes, tripType)) return null;
  if (!isOneOf<TravelClass>(TravelClasses, travelClass) || !isOneOf<FareType>(FareTypes, fareType))
    return null;

  const segments = [];
  for (const raw of params.getAll(Param.segment)) {
    const match = Segment.exec(raw.toUpperCase());
    if (!match) return null;
    segments.push({ origin: match[1]!, destination: match[2]!, departureDate: match[3]! });
  }
  if (segments.length === 0) return null;

  const adultCount = count(params, Param.adults, 1);
  const childCount = count(params, Param.children, 0);
  const infantCount = count(params, Param.infants, 0);
  if (adultCount === null || childCount === null || infantCount === null) return null;
  const ages = params.get(Param.childAges);
  const childAges = ages ? ages.split(',').map(Number) : [];
  if (childAges.some((age) => !Number.isInteger(age))) return null;

  const returnDate = params.get(Param.returnDate);
  if (returnDate !== null && !IsoDate.test(returnDate)) return null;
  const airlines = params.get(Param.airlines);

  return {
    tripType,
    segments,
    ...(tripType === 'R' && returnDate ? { returnDate } : {}),
    adultCount,
    childCount,
    childAges,
    infantCount,
    travelClass,
    fareType,
    preferredAirlines: airlines
      ? airlines
          .split(',')
          .filter(Boolean)
          .map((code) => code.toUpperCase())
      : [],
  };
}

/** The request id kept beside the search, so a reload resumes the same search until it expires. */
export function requestIdOf(query: string | URLSearchParams): string | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const value = params.get(Param.requestId);
  return value && value.length <= 64 ? value : null;
}

/** The same query with another request id (or none). */
export function withRequestId(query: string, requestId: string | null): string {
  const params = new URLSearchParams(query);
  if (requestId) params.set(Param.requestId, requestId);
  else params.delete(Param.requestId);
  return params.toString();
}

/** The results page's address for a search. */
export function resultsUrl(search: AirSearchRequestInput): string {
  return `${FlightResultsPath}?${encodeSearch(search)}`;
}
