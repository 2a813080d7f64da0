import {
  holidaySeatsNeeded,
  HolidayRequestMessage,
  ZSendHolidayRequestBody,
  type HolidayDeparture,
  type SendHolidayRequestBody,
} from '@portal/contracts';
import { canOpen } from '../../../lib/app-access';
import { holidayRequestPath } from '../../../lib/holiday-paths';

/** The enquiry form: a departure, the travellers by type (each child with an age), rooms and notes. */
export interface RequestFormValues {
  departureId: string | null;
  adults: number;
  childAges: Array<number | null>;
  infants: number;
  rooms: number;
  notes: string;
}

export type RequestFormField = 'departureId' | 'adults' | 'childAges' | 'infants' | 'rooms' | 'notes';

export interface RequestFormIssue {
  field: RequestFormField;
  /** The API's own text (HolidayRequestMessage), translated by its key where shown. */
  message: string;
}

/** The ages a child may have on the enquiry (younger is an infant, older an adult). */
export const ChildAgeOptions = Array.from({ length: 10 }, (_, index) => index + 2);

/** A party of the searched size: adults, children without an age yet, infants, a room for every two adults. */
export function initialRequestValues(
  travellers: { adults: number; children: number; infants: number },
  departureId: string | null,
): RequestFormValues {
  const adults = Math.max(1, travellers.adults);
  return {
    departureId,
    adults,
    childAges: Array.from({ length: travellers.children }, () => null),
    infants: Math.min(travellers.infants, adults),
    rooms: Math.max(1, Math.ceil(adults / 2)),
    notes: '',
  };
}

const fieldOf = (path: readonly PropertyKey[]): RequestFormField => {
  const first = String(path[0] ?? '');
  if (first === 'packageId') return 'departureId';
  return (
    (['departureId', 'adults', 'childAges', 'infants', 'rooms', 'notes'] as const).find(
      (field) => field === first,
    ) ?? 'departureId'
  );
};

/**
 * The body SendRequest takes, or what is wrong: the contracts' own rules (a child 2–11, no more infants or rooms
 * than adults), a departure chosen, and the seats it has left for the adults and children.
 */
export function checkRequestForm(
  values: RequestFormValues,
  packageId: string,
  departures: readonly HolidayDeparture[],
): { body: SendHolidayRequestBody; issues: [] } | { body: null; issues: RequestFormIssue[] } {
  const issues: RequestFormIssue[] = [];
  const departure = departures.find((candidate) => candidate.departureId === values.departureId);
  if (!departure) issues.push({ field: 'departureId', message: HolidayRequestMessage.departureClosed });
  const parsed = ZSendHolidayRequestBody.safeParse({
    packageId,
    departureId: values.departureId ?? '',
    adults: values.adults,
    // A child without an age is sent as none, which the schema refuses with the age's own message.
    childAges: values.childAges.map((age) => age ?? -1),
    infants: values.infants,
    rooms: values.rooms,
    ...(values.notes.trim() ? { notes: values.notes } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (field === 'departureId' && departure === undefined) continue;
      if (!issues.some((known) => known.field === field)) issues.push({ field, message: issue.message });
    }
  }
  const seats = holidaySeatsNeeded({ adults: values.adults, children: values.childAges.length });
  if (departure && seats > departure.seatsLeft && !issues.some((issue) => issue.field === 'adults')) {
    issues.push({ field: 'adults', message: HolidayRequestMessage.seatsUnavailable });
  }
  if (issues.length > 0 || !parsed.success) return { body: null, issues };
  return { body: parsed.data, issues: [] };
}

/** What the party would pay at the departure's published prices (the operators' quote is what counts). */
export function estimateOf(
  departure: Pick<HolidayDeparture, 'adultPrice' | 'childPrice' | 'infantPrice'>,
  party: { adults: number; children: number; infants: number },
): number {
  return (
    party.adults * departure.adultPrice +
    party.children * departure.childPrice +
    party.infants * departure.infantPrice
  );
}

/**
 * Where the form goes once the enquiry is sent: the request's page when the user may open the holiday requests
 * (ShowHolidayQueue), else nowhere: staff who may only enquire stay on the package and read the reference there.
 */
export function pageAfterSending(functionalities: readonly number[], reference: string): string | null {
  return canOpen(functionalities, '/holiday-requests') ? holidayRequestPath(reference) : null;
}
