import type { HotelSupplier } from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import { applySupplierDecision } from './apply-supplier-decision';
import { lockBookingForSweep } from './hotel-booking.repository';

const batchSize = 50;

/**
 * The scheduler's sweep of on-request bookings: the supplier's answers that are due are applied (Confirmed with the
 * hotel's number, or Refused and refunded in full). Each in its own transaction under the booking's lock, and only
 * while the booking still waits for that answer, so an operator who relayed it first, a cancellation, or a sweep
 * repeated after a restart changes nothing twice.
 */
export async function applyDueDecisions(options: {
  db: Db;
  supplier: HotelSupplier;
  now: Date;
}): Promise<{ reference: string; decision: 'Confirm' | 'Refuse' }[]> {
  const { db, now } = options;
  const due = await options.supplier.dueDecisions({ now, limit: batchSize });
  const applied: { reference: string; decision: 'Confirm' | 'Refuse' }[] = [];
  for (const answer of due) {
    const reference = await db.transaction(async (tx) => {
      const booking = await lockBookingForSweep(tx, { supplierReference: answer.supplierReference });
      if (!booking || booking.supplierStatus !== 'OnRequest') return null;
      if (booking.status !== 'UnConfirmed' && booking.status !== 'OnHold') return null;
      await applySupplierDecision(tx, {
        booking,
        supplier: options.supplier,
        decision: answer.decision,
        confirmationNumber: answer.confirmationNumber,
        side: 'System',
        userId: null,
        note: null,
        now,
      });
      return booking.reference;
    });
    if (reference) applied.push({ reference, decision: answer.decision });
  }
  return applied;
}
