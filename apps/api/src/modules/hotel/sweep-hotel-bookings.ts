import type { FastifyBaseLogger } from 'fastify';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import { applyDueDecisions } from './apply-due-decisions';
import { expireHotelHolds } from './expire-hotel-holds';

/**
 * The hotel bookings' due work for the one scheduler: lapsed holds expire (rooms released, nothing charged), then the
 * supplier's due answers to on-request bookings are applied (confirmed, or refused and refunded). Both are
 * idempotent, so a sweep repeated after a restart, or run by several processes at once, changes nothing twice.
 */
export async function sweepHotelBookings(options: {
  db: Db;
  supplier: HotelSupplier;
  /** Where a booking that fails is logged; the sweep goes on with the others. */
  log: FastifyBaseLogger;
  now: Date;
}): Promise<{ expired: string[]; decided: { reference: string; decision: 'Confirm' | 'Refuse' }[] }> {
  const expired = await expireHotelHolds(options);
  const decided = await applyDueDecisions(options);
  return { expired, decided };
}
