import type { FastifyBaseLogger } from 'fastify';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import { moveBooking } from './booking-transitions';
import { lapsedHolds, lockBookingForSweep } from './hotel-booking.repository';

const batchSize = 50;

/**
 * The scheduler's sweep of holds (DESIGN §6a): every unpaid hold past its deadline becomes Expired and its rooms go
 * back to the supplier; nothing was charged, so nothing is refunded. Each booking in its own transaction, re-checked
 * under its lock, so a payment racing the sweep either wins (the booking is no longer held) or finds it expired, and
 * a sweep repeated after a restart finds nothing left to do. A booking that fails is logged and left for the next
 * sweep; the rest of the batch goes on.
 */
export async function expireHotelHolds(options: {
  db: Db;
  supplier: HotelSupplier;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<string[]> {
  const lapsing = await lapsedHolds(options.db, options.now, batchSize);
  const expired: string[] = [];
  for (const candidate of lapsing) {
    const done = await expireOne(options, candidate.id).catch((error: unknown) => {
      options.log.error({ err: error, reference: candidate.reference }, 'hotel hold expiry failed');
      return false;
    });
    if (done) expired.push(candidate.reference);
  }
  return expired;
}

/** One lapsed hold, in its own transaction under its lock: true when it expired now. */
function expireOne(options: { db: Db; supplier: HotelSupplier; now: Date }, id: string): Promise<boolean> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
    const booking = await lockBookingForSweep(tx, { id });
    if (!booking || booking.status !== 'OnHold' || !booking.holdUntil || booking.holdUntil > now)
      return false;
    if (booking.supplierReference) {
      await options.supplier.cancel(tx, { supplierReference: booking.supplierReference, now });
    }
    await moveBooking(tx, {
      booking,
      action: 'Expire',
      to: 'Expired',
      side: 'System',
      userId: null,
      note: 'The hold lapsed unpaid: the rooms were released and nothing was charged.',
      now,
      change: {
        supplierStatus: booking.supplierReference ? 'Cancelled' : booking.supplierStatus,
        updatedAt: now,
      },
    });
    return true;
  });
}
