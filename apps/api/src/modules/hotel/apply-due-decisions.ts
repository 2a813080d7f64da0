import type { FastifyBaseLogger } from 'fastify';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import { applySupplierDecision } from './apply-supplier-decision';
import { lockBookingForSweep } from './hotel-booking.repository';

const batchSize = 50;

/**
 * The scheduler's sweep of on-request bookings: the supplier's answers that are due are applied (Confirmed with the
 * hotel's number, or Refused and refunded in full). Each in its own transaction under the booking's lock, and only
 * while the booking still waits for that answer, so an operator who relayed it first, a cancellation, or a sweep
 * repeated after a restart changes nothing twice. An answer that fails is logged and left for the next sweep; the
 * rest of the batch goes on.
 */
export async function applyDueDecisions(options: {
  db: Db;
  supplier: HotelSupplier;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<{ reference: string; decision: 'Confirm' | 'Refuse' }[]> {
  const due = await options.supplier.dueDecisions({ now: options.now, limit: batchSize });
  const applied: { reference: string; decision: 'Confirm' | 'Refuse' }[] = [];
  for (const answer of due) {
    const reference = await applyOne(options, answer).catch((error: unknown) => {
      options.log.error(
        { err: error, supplierReference: answer.supplierReference },
        'hotel supplier decision failed',
      );
      return null;
    });
    if (reference) applied.push({ reference, decision: answer.decision });
  }
  return applied;
}

type DueAnswer = Awaited<ReturnType<HotelSupplier['dueDecisions']>>[number];

/** One due answer, in its own transaction under the booking's lock: the booking's reference when applied now. */
function applyOne(
  options: { db: Db; supplier: HotelSupplier; now: Date },
  answer: DueAnswer,
): Promise<string | null> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
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
}
