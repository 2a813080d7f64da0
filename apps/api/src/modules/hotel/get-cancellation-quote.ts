import type { HotelCancellationQuote } from '@portal/contracts';
import type { Db } from '../../db/client';
import type { AgencyScope } from '../../lib/agency-scope';
import { cancellationAt } from './booking-cancellation';
import { bookingNotFound, bookingWrongStatus } from './booking-errors';
import { canTake } from './booking-transitions';
import { findBooking, type HotelBookingRow } from './hotel-booking.repository';

/** The quote of a booking at `now`, as both the quote call and the cancel call see it. */
export function quoteOf(booking: HotelBookingRow, now: Date): HotelCancellationQuote {
  const figures = cancellationAt(booking, now);
  const money = (amount: number) => ({ amount, currency: figures.currency });
  return {
    reference: booking.reference,
    paid: money(figures.paid),
    penalty: money(figures.penalty),
    refund: money(figures.refund),
    text: figures.text,
    policy: booking.policy,
    validUntil: figures.validUntil.toISOString(),
  };
}

/**
 * GET Booking/CancellationQuote: what cancelling now would keep and give back, by the terms the rate was sold with,
 * converted at the booking's own rate. A booking that can no longer be cancelled answers 409.
 */
export async function getCancellationQuote(options: {
  db: Db;
  scope: AgencyScope;
  reference: string;
  now: Date;
}): Promise<HotelCancellationQuote> {
  const booking = await findBooking(options.db, options.scope, options.reference);
  if (!booking) throw bookingNotFound();
  if (!canTake('Cancel', booking.status)) throw bookingWrongStatus();
  return quoteOf(booking, options.now);
}
