import type { HotelCancellationQuote } from '@portal/contracts';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import type { AgencyScope } from '../../lib/agency-scope';
import { refundHotelBooking } from '../../ledger/refund-hotel-booking';
import { bookingNotFound, bookingWrongStatus, cancelChanged } from './booking-errors';
import { canTake, moveBooking } from './booking-transitions';
import { quoteOf } from './get-cancellation-quote';
import { lockBooking } from './hotel-booking.repository';

/**
 * POST Booking/Cancel (Idempotency-Key; the caller runs it once per key): cancels under the booking's lock, naming
 * the refund the agent was quoted; a different figure now answers 409 and changes nothing. The supplier releases
 * the rooms and the refund (what was paid less the penalty) is credited in the same transaction. A held booking
 * releases its rooms and moves no money. A booking already cancelled (or closed otherwise) answers 409.
 */
export async function cancelHotelBooking(options: {
  tx: Db;
  scope: AgencyScope;
  userId: string;
  supplier: HotelSupplier;
  reference: string;
  expectedRefund: number;
  now: Date;
}): Promise<HotelCancellationQuote> {
  const { tx, scope, now } = options;
  const booking = await lockBooking(tx, scope, options.reference);
  if (!booking) throw bookingNotFound();
  if (!canTake('Cancel', booking.status)) throw bookingWrongStatus();
  const quote = quoteOf(booking, now);
  if (quote.refund.amount !== options.expectedRefund) throw cancelChanged();

  if (booking.supplierReference) {
    await options.supplier.cancel(tx, { supplierReference: booking.supplierReference, now });
  }
  const refund =
    quote.refund.amount > 0
      ? await refundHotelBooking({
          db: tx,
          ...scope,
          bookingReference: booking.reference,
          hotelName: booking.hotelName,
          reason: 'Cancelled',
          currency: booking.currency,
          amount: quote.refund.amount,
          createdBy: options.userId,
          now,
        })
      : null;
  await moveBooking(tx, {
    booking,
    action: 'Cancel',
    to: 'Cancelled',
    side: 'Agency',
    userId: options.userId,
    note: quote.text,
    now,
    change: {
      supplierStatus: booking.supplierReference ? 'Cancelled' : booking.supplierStatus,
      cancelledAt: now,
      cancellationPenalty: quote.penalty.amount,
      cancellationRefund: quote.refund.amount,
      refundTransactionId: refund?.transactionId ?? null,
      updatedAt: now,
    },
  });
  return quote;
}
