import { randomUUID } from 'node:crypto';
import {
  BookingErrorCode,
  BookingErrorMessage,
  BookingSessionMinutes,
  type ItineraryKind,
} from '@portal/contracts';
import type { SupplyOffer } from '@portal/sandbox-supply';
import type { OfferReference } from '../../adapters/flight-booking';
import type { Cache } from '../../adapters/cache';
import { AppError } from '../../lib/app-error';
import type { SearchOwner } from './load-search';

/**
 * A priced itinerary the booking page works on (AirPrice makes it, AirSell updates it, AirBook consumes it). Kept in
 * the cache like searches, so any API process can serve the next step.
 */
export interface BookingSession {
  priceId: string;
  tenantId: string;
  agencyId: string;
  userId: string;
  requestId: string;
  itineraryId: string;
  kind: ItineraryKind;
  reference: OfferReference;
  /** How the search showed the offer's source and airline, for the rows the booking page shows. */
  sourceName: string;
  currency: string;
  alliance: string | null;
  /** The offer as last priced, and the brand chosen. */
  offer: SupplyOffer;
  brandIndex: number;
  /** The search's passengers, which the travellers must match. */
  adults: number;
  childAges: number[];
  infants: number;
  createdAt: number;
  expiresAt: number;
}

const key = (priceId: string) => `flight:price:${priceId}`;
/** Kept a little past expiry, so a late step is told it expired rather than that it never existed. */
const keepSeconds = BookingSessionMinutes * 60 + 15 * 60;

export const priceNotFound = () =>
  new AppError(BookingErrorCode.PriceNotFound, 404, BookingErrorMessage.priceNotFound);
export const priceExpired = () =>
  new AppError(BookingErrorCode.PriceExpired, 410, BookingErrorMessage.priceExpired);

export function newBookingSession(
  fields: Omit<BookingSession, 'priceId' | 'createdAt' | 'expiresAt'>,
  now: Date,
): BookingSession {
  return {
    ...fields,
    priceId: randomUUID(),
    createdAt: now.getTime(),
    expiresAt: now.getTime() + BookingSessionMinutes * 60_000,
  };
}

export async function saveBookingSession(cache: Cache, session: BookingSession): Promise<void> {
  await cache.set(key(session.priceId), session, keepSeconds);
}

/** The caller's own live priced itinerary: 404 for anyone else's (ids cannot be probed), 410 once it expired. */
export async function loadBookingSession(options: {
  cache: Cache;
  priceId: string;
  owner: SearchOwner;
  now: Date;
}): Promise<BookingSession> {
  const session = await options.cache.get<BookingSession>(key(options.priceId));
  if (
    !session ||
    session.tenantId !== options.owner.tenantId ||
    session.agencyId !== options.owner.agencyId
  ) {
    throw priceNotFound();
  }
  if (options.now.getTime() >= session.expiresAt) throw priceExpired();
  return session;
}

/** Forgets a priced itinerary once booked, so it cannot be booked twice by mistake. */
export async function dropBookingSession(cache: Cache, priceId: string): Promise<void> {
  await cache.delete(key(priceId));
}
