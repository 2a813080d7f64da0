import type { HotelSupplier } from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import { refundHotelBooking } from '../../ledger/refund-hotel-booking';
import { moneyText } from '../../lib/pdf-document';
import { bookingWrongStatus } from './booking-errors';
import { moveBooking, type BookingSide } from './booking-transitions';
import type { HotelBookingRow } from './hotel-booking.repository';

/**
 * The supplier's answer to an on-request booking, applied to the locked booking in the caller's transaction (an
 * operator relaying it, or the scheduler when the supplier's time came). Confirm: an unconfirmed booking becomes
 * Confirmed with the hotel's number; a hold stays held, now confirmed. Refuse: the booking is Refused, the rooms go
 * back, and whatever was paid is refunded in full. A booking the supplier has already answered answers 409, and so
 * does one the supplier answers as decided otherwise or cancelled, with nothing changed.
 */
export async function applySupplierDecision(
  tx: Db,
  options: {
    booking: HotelBookingRow;
    supplier: HotelSupplier;
    decision: 'Confirm' | 'Refuse';
    confirmationNumber: string | null;
    side: BookingSide;
    userId: string | null;
    note: string | null;
    now: Date;
  },
): Promise<HotelBookingRow> {
  const { booking, now } = options;
  if (!booking.supplierReference || booking.supplierStatus !== 'OnRequest') throw bookingWrongStatus();
  if (booking.status !== 'UnConfirmed' && booking.status !== 'OnHold') throw bookingWrongStatus();
  const answered = await options.supplier.decide(tx, {
    supplierReference: booking.supplierReference,
    decision: options.decision,
    confirmationNumber: options.confirmationNumber,
    now,
  });
  // The supplier answers a booking it decided otherwise, or cancelled, as it stands: ours then changes nothing.
  if (answered.status !== (options.decision === 'Confirm' ? 'Confirmed' : 'Refused'))
    throw bookingWrongStatus();
  if (options.decision === 'Confirm') {
    const confirmationNumber = options.confirmationNumber ?? answered.confirmationNumber;
    return moveBooking(tx, {
      booking,
      action: 'Confirm',
      to: booking.status === 'OnHold' ? 'OnHold' : 'Confirmed',
      side: options.side,
      userId: options.userId,
      note: [`The hotel confirmed: confirmation number ${confirmationNumber ?? '-'}.`, options.note]
        .filter(Boolean)
        .join(' '),
      now,
      change: { supplierStatus: 'Confirmed', confirmationNumber, updatedAt: now },
    });
  }
  const refund = booking.paid
    ? await refundHotelBooking({
        db: tx,
        tenantId: booking.tenantId,
        agencyId: booking.agencyId,
        bookingReference: booking.reference,
        hotelName: booking.hotelName,
        reason: 'Refused',
        currency: booking.currency,
        amount: booking.total,
        createdBy: options.userId,
        now,
      })
    : null;
  const refunded = refund ? booking.total : 0;
  return moveBooking(tx, {
    booking,
    action: 'Refuse',
    to: 'Refused',
    side: options.side,
    userId: options.userId,
    note: [
      refund
        ? `The hotel refused the booking: ${moneyText({ amount: refunded, currency: booking.currency })} refunded in full.`
        : 'The hotel refused the booking: nothing was charged.',
      options.note,
    ]
      .filter(Boolean)
      .join(' '),
    now,
    change: {
      supplierStatus: 'Refused',
      cancelledAt: now,
      cancellationPenalty: 0,
      cancellationRefund: refunded,
      refundTransactionId: refund?.transactionId ?? null,
      updatedAt: now,
    },
  });
}
