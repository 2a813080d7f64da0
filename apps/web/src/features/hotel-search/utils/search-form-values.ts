import {
  hotelDaysBetween,
  hotelSearchDateIssues,
  HotelLimit,
  HotelSearchMessage,
  ZHotelSearchRequest,
  type HotelSearchRequestInput,
  type HotelSuggestion,
} from '@portal/contracts';
import { addDays } from '../../../components/flight-search/tenant-today';
import type { HotelSearchLink } from './search-url';

/** The chosen city or hotel, with the words the box shows for it. */
export interface DestinationValue {
  type: 'City' | 'Hotel';
  id: string;
  label: string;
}

export interface RoomValues {
  adults: number;
  /** One age per child; null until chosen. */
  childAges: Array<number | null>;
}

/** What the form holds: the destination with its label, dates as YYYY-MM-DD, the guests of each room. */
export interface HotelSearchFormValues {
  destination: DestinationValue | null;
  checkIn: string | null;
  checkOut: string | null;
  rooms: RoomValues[];
}

export interface FormIssue {
  path: Array<string | number>;
  message: string;
}

export const DefaultAdults = 2;

/** A city reads with its country, a hotel with its city: "Dubai, United Arab Emirates", "Marina Bay Inn, Dubai". */
export function suggestionLabel(suggestion: HotelSuggestion): string {
  return suggestion.type === 'City'
    ? `${suggestion.name}, ${suggestion.countryName}`
    : `${suggestion.name}, ${suggestion.cityName}`;
}

/** An empty search from tomorrow, one night, one room for two. */
export function defaultHotelSearchValues(today: string): HotelSearchFormValues {
  const checkIn = addDays(today, 1);
  return {
    destination: null,
    checkIn,
    checkOut: addDays(checkIn, 1),
    rooms: [{ adults: DefaultAdults, childAges: [] }],
  };
}

/** Nights between two dates, or null while either is missing or they are the wrong way round. */
export function nightsOf(checkIn: string | null, checkOut: string | null): number | null {
  if (!checkIn || !checkOut) return null;
  const nights = hotelDaysBetween(checkIn, checkOut);
  return nights >= 1 ? nights : null;
}

/**
 * The check-out to keep when the check-in moves: the same number of nights as before (one when there was none),
 * within the longest stay.
 */
export function checkOutFor(
  checkIn: string,
  previous: { checkIn: string | null; checkOut: string | null },
): string {
  const nights = nightsOf(previous.checkIn, previous.checkOut) ?? 1;
  return addDays(checkIn, Math.min(nights, HotelLimit.maxNights));
}

/** The request the form stands for; a missing destination or date is an empty string (validation reports it). */
export function toHotelSearchRequest(values: HotelSearchFormValues): HotelSearchRequestInput {
  return {
    destination: { type: values.destination?.type ?? 'City', id: values.destination?.id ?? '' },
    checkIn: values.checkIn ?? '',
    checkOut: values.checkOut ?? '',
    rooms: values.rooms.map((room) => ({
      adults: room.adults,
      children: room.childAges.length,
      childAges: [...room.childAges],
    })),
  };
}

/** The form's values for a search read from an address. */
export function fromHotelSearchLink(link: HotelSearchLink): HotelSearchFormValues {
  const { request, destinationName } = link;
  return {
    destination: {
      type: request.destination.type,
      id: request.destination.id,
      label: destinationName || request.destination.id,
    },
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    rooms: request.rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
  };
}

const samePath = (a: FormIssue['path'], b: FormIssue['path']) =>
  a.length === b.length && a.every((part, index) => part === b[index]);
const within = (path: FormIssue['path'], prefix: FormIssue['path']) =>
  prefix.every((part, index) => path[index] === part);

/**
 * Everything wrong with the form, each at its field with the message the API would answer: what is missing first,
 * then the contracts' schema and its cross-field rules, then the date rules against `today` (the tenant's date).
 */
export function validateHotelSearchForm(values: HotelSearchFormValues, today: string): FormIssue[] {
  const request = toHotelSearchRequest(values);
  const missing: FormIssue[] = [];
  if (!values.destination)
    missing.push({ path: ['destination'], message: HotelSearchMessage.destinationRequired });
  if (!values.checkIn) missing.push({ path: ['checkIn'], message: HotelSearchMessage.checkInRequired });
  if (!values.checkOut) missing.push({ path: ['checkOut'], message: HotelSearchMessage.checkOutRequired });
  values.rooms.forEach((room, index) => {
    if (room.childAges.some((age) => age === null)) {
      missing.push({ path: ['rooms', index, 'childAges'], message: HotelSearchMessage.childAgeRequired });
    }
  });

  const issues = [...missing];
  const add = (issue: FormIssue) => {
    // A missing field is reported once, as missing; rules about its empty value say nothing more.
    if (missing.some((known) => within(issue.path, known.path))) return;
    if (issues.some((known) => samePath(known.path, issue.path))) return;
    issues.push(issue);
  };

  const parsed = ZHotelSearchRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      add({ path: issue.path.filter((part) => typeof part !== 'symbol'), message: issue.message });
    }
  }
  // The schema compares the dates only when everything else is valid; they still apply to what is filled in.
  if (values.checkIn && values.checkOut) {
    const nights = hotelDaysBetween(values.checkIn, values.checkOut);
    if (nights < 1) add({ path: ['checkOut'], message: HotelSearchMessage.checkOutBeforeCheckIn });
    else if (nights > HotelLimit.maxNights)
      add({ path: ['checkOut'], message: HotelSearchMessage.tooManyNights });
  }
  if (values.checkIn) {
    for (const issue of hotelSearchDateIssues({ checkIn: values.checkIn }, today)) add(issue);
  }
  return issues;
}

/** Where the form shows an issue: under the destination, a date, or the rooms and guests box. */
export function issueField(issue: FormIssue): 'destination' | 'checkIn' | 'checkOut' | 'guests' {
  const [head] = issue.path;
  if (head === 'destination' || head === 'checkIn' || head === 'checkOut') return head;
  return 'guests';
}
