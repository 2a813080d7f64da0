import type { HotelBookingStatus } from '@portal/contracts';

/** The two pages a booking lands on (spec §2): hotel/book/Confirmed/{referenceId} and hotel/book/UnConfirmed/…. */
export const BookedRoutes = ['Confirmed', 'UnConfirmed'] as const;
export type BookedRoute = (typeof BookedRoutes)[number];

/**
 * Which page a booking belongs on: one the hotel has yet to answer goes to UnConfirmed; every other (confirmed,
 * held unpaid, and whatever comes later) to Confirmed, which shows its real status.
 */
export const bookedRouteOf = (status: HotelBookingStatus): BookedRoute =>
  status === 'UnConfirmed' ? 'UnConfirmed' : 'Confirmed';

export const bookedPath = (reference: string, status: HotelBookingStatus) =>
  `/hotel/book/${bookedRouteOf(status)}/${encodeURIComponent(reference)}`;

/** The route segment of the address, when it is one of the two. */
export function bookedRouteFrom(segment: string | undefined): BookedRoute | null {
  return BookedRoutes.find((route) => route === segment) ?? null;
}

/**
 * Where a booked page should move as the booking's status changes under it: an unconfirmed booking the hotel
 * confirms moves to the Confirmed page, a Confirmed page of a booking still waiting moves to UnConfirmed. A refused
 * booking stays where it is, which shows the refusal; null means stay.
 */
export function bookedRedirect(route: BookedRoute, status: HotelBookingStatus): BookedRoute | null {
  if (route === 'UnConfirmed' && (status === 'Confirmed' || status === 'OnHold')) return 'Confirmed';
  if (route === 'Confirmed' && status === 'UnConfirmed') return 'UnConfirmed';
  return null;
}
