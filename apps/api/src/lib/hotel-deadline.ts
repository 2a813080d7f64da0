import { and, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { HotelBookingStatus, HotelDeadline } from '@portal/contracts';
import { hotelBookings } from '../db/schema';

/**
 * The rule of a hotel booking's deadlines, shared by the hotel queue and the order notifications: a hold's deadline
 * (pay before it) counts only while the booking is OnHold (paying a hold leaves its `holdUntil` in place); the free
 * cancellation's while the booking stands and may be cancelled.
 */

/** Statuses in which the free cancellation still matters: the booking stands and may be cancelled. */
export const standingHotelStatuses: readonly HotelBookingStatus[] = ['OnHold', 'Confirmed', 'UnConfirmed'];

export interface HotelDeadlineFacts {
  status: HotelBookingStatus;
  holdUntil: Date | null;
  freeCancellationUntil: Date | null;
}

/** The deadline that applies next and is still ahead, whichever of the two comes first; null when neither is. */
export function nextHotelDeadline(
  booking: HotelDeadlineFacts,
  now: Date,
): { kind: HotelDeadline['kind']; at: Date } | null {
  const candidates: { kind: HotelDeadline['kind']; at: Date }[] = [];
  if (booking.status === 'OnHold' && booking.holdUntil && booking.holdUntil > now) {
    candidates.push({ kind: 'Hold', at: booking.holdUntil });
  }
  if (
    standingHotelStatuses.includes(booking.status) &&
    booking.freeCancellationUntil &&
    booking.freeCancellationUntil > now
  ) {
    candidates.push({ kind: 'FreeCancellation', at: booking.freeCancellationUntil });
  }
  return candidates.sort((a, b) => a.at.getTime() - b.at.getTime())[0] ?? null;
}

/** Bookings with a deadline that applies between now and `until` (the 72-hour alert). */
export function hotelDeadlineBetween(now: Date, until: Date): SQL {
  return or(
    and(
      eq(hotelBookings.status, 'OnHold'),
      gt(hotelBookings.holdUntil, now),
      lte(hotelBookings.holdUntil, until),
    ),
    and(
      inArray(hotelBookings.status, [...standingHotelStatuses]),
      gt(hotelBookings.freeCancellationUntil, now),
      lte(hotelBookings.freeCancellationUntil, until),
    ),
  )!;
}

/**
 * The instant of `nextHotelDeadline` in SQL, to order by (null when no deadline is ahead): a paid former hold is
 * ordered by its free cancellation, never by the hold it no longer has.
 */
export function nextHotelDeadlineAt(now: Date): SQL<Date | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const standing = sql.join(
    standingHotelStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<Date | null>`least(
    case when ${hotelBookings.status} = 'OnHold' and ${hotelBookings.holdUntil} > ${at}
      then ${hotelBookings.holdUntil} end,
    case when ${hotelBookings.status} in (${standing}) and ${hotelBookings.freeCancellationUntil} > ${at}
      then ${hotelBookings.freeCancellationUntil} end)`;
}
