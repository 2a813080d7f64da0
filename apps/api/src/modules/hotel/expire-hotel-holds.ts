import type { HotelSupplier } from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import { moveBooking } from './booking-transitions';
import { lapsedHolds, lockBookingForSweep } from './hotel-booking.repository';

const batchSize = 50;

/**
 * The scheduler's sweep of holds (DESIGN §6a): every unpaid hold past its deadline becomes Expired and its rooms go
 * back to the supplier; nothing was charged, so nothing is refunded. Each booking in its own transaction, re-checked
 * under its lock, so a payment racing the sweep either wins (the booking is no longer held) or finds it expired, and
 * a sweep repeated after a restart finds nothing left to do.
 */
export async function expireHotelHolds(options: {
  db: Db;
  supplier: HotelSupplier;
  now: Date;
}): Promise<string[]> {
  const { db, now } = options;
  const lapsing = await lapsedHolds(db, now, batchSize);
  const expired: string[] = [];
  for (const candidate of lapsing) {
    const done = await db.transaction(async (tx) => {
      const booking = await lockBookingForSweep(tx, { id: candidate.id });
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
    if (done) expired.push(candidate.reference);
  }
  return expired;
}
