import {
  searchDateIssues,
  searchShapeIssues,
  SearchMessage,
  ZAirSearchRequest,
  type AirSearchRequestInput,
  type Airport,
  type FareType,
  type SearchIssue,
  type TravelClass,
  type TripType,
} from '@portal/contracts';

export interface SegmentValues {
  origin: Airport | null;
  destination: Airport | null;
  departureDate: string | null;
}

/** What the form holds: whole airports (for their names), dates as YYYY-MM-DD, one age per child. */
export interface SearchFormValues {
  tripType: TripType;
  segments: SegmentValues[];
  returnDate: string | null;
  adultCount: number;
  childAges: Array<number | null>;
  infantCount: number;
  travelClass: TravelClass;
  fareType: FareType;
  preferredAirlines: string[];
}

export function emptySegment(origin: Airport | null = null): SegmentValues {
  return { origin, destination: null, departureDate: null };
}

export function defaultSearchValues(
  departure: Airport | null,
  departureDate: string | null,
): SearchFormValues {
  return {
    tripType: 'O',
    segments: [{ ...emptySegment(departure), departureDate }],
    returnDate: null,
    adultCount: 1,
    childAges: [],
    infantCount: 0,
    travelClass: 'Economy',
    fareType: 'Regular',
    preferredAirlines: [],
  };
}

/** The request the form stands for; missing airports and dates are empty strings (validation reports them). */
export function toSearchRequest(values: SearchFormValues): AirSearchRequestInput {
  const multiCity = values.tripType === 'M';
  const segments = (multiCity ? values.segments : values.segments.slice(0, 1)).map((segment) => ({
    origin: segment.origin?.airportCode ?? '',
    destination: segment.destination?.airportCode ?? '',
    departureDate: segment.departureDate ?? '',
  }));
  return {
    tripType: values.tripType,
    segments,
    ...(values.tripType === 'R' && values.returnDate ? { returnDate: values.returnDate } : {}),
    adultCount: values.adultCount,
    childCount: values.childAges.length,
    childAges: values.childAges.map((age) => age ?? 0),
    infantCount: values.infantCount,
    travelClass: values.travelClass,
    fareType: values.fareType,
    preferredAirlines: values.preferredAirlines,
  };
}

/** The form's values for a search read from a link; airports are looked up by code (null while unknown). */
export function fromSearchRequest(
  request: AirSearchRequestInput,
  airport: (code: string) => Airport | null,
): SearchFormValues {
  return {
    tripType: request.tripType,
    segments: request.segments.map((segment) => ({
      origin: airport(segment.origin),
      destination: airport(segment.destination),
      departureDate: segment.departureDate,
    })),
    returnDate: request.returnDate ?? null,
    adultCount: request.adultCount,
    childAges: request.childAges,
    infantCount: request.infantCount,
    travelClass: request.travelClass,
    fareType: request.fareType ?? 'Regular',
    preferredAirlines: request.preferredAirlines ?? [],
  };
}

/** Switching trip type: anything but multi-city keeps only the first flight (spec §4); multi-city needs two. */
export function segmentsForTripType(segments: SegmentValues[], tripType: TripType): SegmentValues[] {
  if (tripType !== 'M') return segments.slice(0, 1);
  if (segments.length >= 2) return segments;
  const first = segments[0] ?? emptySegment();
  return [first, emptySegment(first.destination)];
}

const RequiredMessages: ReadonlySet<string> = new Set([
  SearchMessage.originRequired,
  SearchMessage.destinationRequired,
  SearchMessage.departureRequired,
  SearchMessage.returnRequired,
]);

/** Missing mandatory details (as opposed to wrong ones): they also open the mandatory-details window. */
export function isMissingDetail(issue: SearchIssue): boolean {
  return RequiredMessages.has(issue.message);
}

function samePath(a: SearchIssue['path'], b: SearchIssue['path']): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index]);
}

function startsWith(path: SearchIssue['path'], prefix: SearchIssue['path']): boolean {
  return prefix.every((part, index) => path[index] === part);
}

/**
 * Everything wrong with the form, each issue at the form's field path with the message the API would answer:
 * missing details first, then the contracts' schema and cross-field rules, then the date rules against `today`.
 */
export function validateSearchForm(values: SearchFormValues, today: string): SearchIssue[] {
  const request = toSearchRequest(values);
  const missing: SearchIssue[] = [];
  request.segments.forEach((segment, index) => {
    if (!segment.origin)
      missing.push({ path: ['segments', index, 'origin'], message: SearchMessage.originRequired });
    if (!segment.destination) {
      missing.push({ path: ['segments', index, 'destination'], message: SearchMessage.destinationRequired });
    }
    if (!segment.departureDate) {
      missing.push({ path: ['segments', index, 'departureDate'], message: SearchMessage.departureRequired });
    }
  });
  if (values.tripType === 'R' && !values.returnDate) {
    missing.push({ path: ['returnDate'], message: SearchMessage.returnRequired });
  }
  values.childAges.forEach((age, index) => {
    if (age === null) missing.push({ path: ['childAges', index], message: SearchMessage.childAgeRequired });
  });

  const issues = [...missing];
  const add = (issue: SearchIssue) => {
    // A missing field is reported once, as missing; rules about its (empty) value say nothing more.
    if (missing.some((known) => startsWith(issue.path, known.path))) return;
    if (issue.path[0] === 'childAges' && missing.some((known) => known.path[0] === 'childAges')) return;
    if (issues.some((known) => samePath(known.path, issue.path) && known.message === issue.message)) return;
    issues.push(issue);
  };

  const parsed = ZAirSearchRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      add({ path: issue.path.filter((part) => typeof part !== 'symbol'), message: issue.message });
    }
  }
  // The schema runs its cross-field rules only on an otherwise valid request; they still apply to what is filled in.
  for (const issue of searchShapeIssues(request)) add(issue);
  // The schema compares each flight with the one before; with a date still missing, compare with the last one known.
  let lastDate = '';
  request.segments.forEach((segment, index) => {
    if (!segment.departureDate) return;
    if (segment.departureDate < lastDate) {
      add({ path: ['segments', index, 'departureDate'], message: SearchMessage.segmentsOutOfOrder });
    }
    lastDate = segment.departureDate;
  });
  const dated = {
    tripType: request.tripType,
    segments: request.segments.filter((segment) => segment.departureDate !== ''),
    returnDate: request.returnDate,
  };
  for (const issue of searchDateIssues(dated, today)) {
    // Re-point segment issues at their place in the full list.
    if (issue.path[0] === 'segments') {
      const filledIndex = issue.path[1] as number;
      const segment = dated.segments[filledIndex];
      add({ ...issue, path: ['segments', request.segments.indexOf(segment!), 'departureDate'] });
    } else add(issue);
  }
  return issues;
}
