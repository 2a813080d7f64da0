import { GroupFareLimit, type GroupFareKind } from '@portal/contracts';
import { validDay } from '../../../lib/address-filters';

/** A special-fare search as the address keeps it: every filter optional but the seats wanted. */
export interface GroupFareSearchFilters {
  origin: string | null;
  destination: string | null;
  fromDate: string | null;
  toDate: string | null;
  seats: number;
}

/** Where each kind's search tab and results live (spec §2; the group tab's results path is the portal's own). */
export const GroupFareKindPaths: Record<GroupFareKind, { tab: string; results: string }> = {
  Xclusive: { tab: '/searchpad/xclusive', results: '/xclusive-fares-result' },
  Umrah: { tab: '/searchpad/umrah', results: '/umrah-fares-result' },
  Group: { tab: '/searchpad/groupfares', results: '/group-fares-result' },
};

export const emptySearch: GroupFareSearchFilters = {
  origin: null,
  destination: null,
  fromDate: null,
  toDate: null,
  seats: 1,
};

const airport = (value: string | null) => {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
};

/** Reads a search from the address; anything malformed is left out rather than refused. */
export function searchFromAddress(search: URLSearchParams): GroupFareSearchFilters {
  const seats = Number(search.get('seats'));
  const fromDate = validDay(search.get('fromDate'));
  const toDate = validDay(search.get('toDate'));
  return {
    origin: airport(search.get('origin')),
    destination: airport(search.get('destination')),
    fromDate,
    // A range written backwards keeps its start only.
    toDate: toDate && (!fromDate || toDate >= fromDate) ? toDate : null,
    seats: Number.isInteger(seats) && seats >= 1 && seats <= GroupFareLimit.maxReservationSeats ? seats : 1,
  };
}

/** The address's query: empty filters and one seat are left out. */
export function searchToAddress(filters: GroupFareSearchFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.origin) search.set('origin', filters.origin);
  if (filters.destination) search.set('destination', filters.destination);
  if (filters.fromDate) search.set('fromDate', filters.fromDate);
  if (filters.toDate) search.set('toDate', filters.toDate);
  if (filters.seats > 1) search.set('seats', String(filters.seats));
  return search;
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The results page of a kind, with the search in its address. */
export const resultsPath = (kind: GroupFareKind, filters: GroupFareSearchFilters) =>
  withQuery(GroupFareKindPaths[kind].results, searchToAddress(filters));

/** The kind's search tab, opened on the same search (Modify search). */
export const searchTabPath = (kind: GroupFareKind, filters: GroupFareSearchFilters) =>
  withQuery(GroupFareKindPaths[kind].tab, searchToAddress(filters));

/** A reservation's page. */
export const reservationPath = (reference: string) =>
  `/group-fare-reservation?reference=${encodeURIComponent(reference)}`;

export const ReservationsPath = '/group-fare-reservations';
