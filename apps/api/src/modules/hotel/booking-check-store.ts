import { randomUUID } from 'node:crypto';
import type { HotelFacts, HotelRateCheck, HotelRateKey } from '@portal/contracts';
import type { RateOffer, StayQuery } from '@portal/sandbox-supply';
import type { Cache } from '../../adapters/cache';
import type { ConversionRate } from '../../currency/money-conversion';
import { checkExpired, checkNotFound } from './booking-errors';

/** A price check lives this long: the agent books within it or checks again. */
export const checkMinutes = 10;
/** Kept a little past expiry, so a late Book is told it expired rather than that it never existed. */
const keepSeconds = checkMinutes * 60 + 15 * 60;

/**
 * A price check (CheckRate makes it, Book books it once: the booking stores its id under a unique index): the supplier's offer as it stood at the check, what the
 * agent was shown before and after, and the rate the BDT figures used. Kept in the cache like searches, so any API
 * process can serve the booking.
 */
export interface HotelRateCheckSession {
  checkId: string;
  tenantId: string;
  agencyId: string;
  userId: string;
  key: HotelRateKey;
  createdAt: number;
  expiresAt: number;
  stay: StayQuery;
  hotel: HotelFacts;
  cityCode: string;
  roomCode: string;
  roomName: string;
  bedSetup: string;
  /** The rechecked offer: what Book takes. */
  offer: RateOffer;
  conversion: ConversionRate;
  /** The answer CheckRate gave (outcome, both views, wallet), which Book stores the rate from. */
  answer: HotelRateCheck;
}

const key = (checkId: string) => `hotel:check:${checkId}`;

export function newCheckId(): string {
  return randomUUID();
}

export async function saveRateCheck(cache: Cache, session: HotelRateCheckSession): Promise<void> {
  await cache.set(key(session.checkId), session, keepSeconds);
}

/** The caller's agency's live check: 404 for anyone else's (ids cannot be probed), 410 once it expired. */
export async function loadRateCheck(options: {
  cache: Cache;
  checkId: string;
  owner: { tenantId: string; agencyId: string };
  now: Date;
}): Promise<HotelRateCheckSession> {
  const session = await options.cache.get<HotelRateCheckSession>(key(options.checkId));
  if (
    !session ||
    session.tenantId !== options.owner.tenantId ||
    session.agencyId !== options.owner.agencyId
  ) {
    throw checkNotFound();
  }
  if (session.expiresAt <= options.now.getTime()) throw checkExpired();
  return session;
}

/** The rate the agent chose the price or the policy of, compared with the supplier's answer now. */
export function checkOutcome(previous: RateOffer, now: RateOffer): HotelRateCheck['outcome'] {
  const price = previous.total !== now.total || previous.taxes !== now.taxes;
  const policy =
    previous.refundable !== now.refundable ||
    JSON.stringify(previous.cancellation) !== JSON.stringify(now.cancellation);
  if (price && policy) return 'PriceAndPolicyChanged';
  if (price) return 'PriceChanged';
  if (policy) return 'PolicyChanged';
  return 'Unchanged';
}
