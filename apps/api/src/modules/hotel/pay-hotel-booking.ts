import type { HotelBooked } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { AgencyScope } from '../../lib/agency-scope';
import { chargeHotelBooking } from '../../ledger/charge-hotel-booking';
import { moneyText } from '../../lib/pdf-document';
import { bookingNotFound, bookingWrongStatus, holdExpired } from './booking-errors';
import { moveBooking } from './booking-transitions';
import { lockBooking } from './hotel-booking.repository';

/**
 * POST Booking/Pay (Idempotency-Key; the caller runs it once per key): pays a held booking from the wallet before
 * its hold deadline, under the booking's lock so the scheduler's expiry and a cancel take turns with it. The booking
 * becomes Confirmed, or UnConfirmed while the supplier has yet to answer (422 'insufficient balance' changes nothing).
 */
export async function payHotelBooking(options: {
  tx: Db;
  scope: AgencyScope;
  userId: string;
  reference: string;
  now: Date;
}): Promise<HotelBooked> {
  const { tx, scope, now } = options;
  const booking = await lockBooking(tx, scope, options.reference);
  if (!booking) throw bookingNotFound();
  if (booking.status !== 'OnHold') throw bookingWrongStatus();
  if (!booking.holdUntil || booking.holdUntil <= now) throw holdExpired();
  const charge = await chargeHotelBooking({
    db: tx,
    ...scope,
    bookingReference: booking.reference,
    hotelName: booking.hotelName,
    currency: booking.currency,
    amount: booking.total,
    createdBy: options.userId,
    now,
  });
  const status = booking.supplierStatus === 'Confirmed' ? 'Confirmed' : 'UnConfirmed';
  const paid = await moveBooking(tx, {
    booking,
    action: 'Pay',
    to: status,
    side: 'Agency',
    userId: options.userId,
    note: `${moneyText({ amount: booking.total, currency: booking.currency })} paid from the wallet.`,
    now,
    change: { paid: true, chargeTransactionId: charge.transactionId, updatedAt: now },
  });
  return { reference: paid.reference, status: paid.status };
}
