import type { HotelBookingStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { bookingWrongStatus } from './booking-errors';
import { insertBookingEvent, updateBooking, type HotelBookingRow } from './hotel-booking.repository';

/**
 * The booking's status machine, written once: which statuses each action may start from. Anything else, or a booking
 * that moved on since it was read, answers 409 and changes nothing.
 */
const transitions = {
  /** A hold paid from the wallet. */
  Pay: ['OnHold'],
  Cancel: ['OnHold', 'Confirmed', 'UnConfirmed'],
  /** A hold past its deadline (the scheduler). */
  Expire: ['OnHold'],
  /** The supplier (or an operator relaying it) confirmed an on-request booking; a hold stays held. */
  Confirm: ['UnConfirmed', 'OnHold'],
  Refuse: ['UnConfirmed', 'OnHold'],
} as const satisfies Record<string, readonly HotelBookingStatus[]>;

export type BookingAction = keyof typeof transitions;
export type BookingSide = 'Agency' | 'Operator' | 'System';

const closed: readonly HotelBookingStatus[] = ['Cancelled', 'Refused', 'Expired'];

export function canTake(action: BookingAction, status: HotelBookingStatus): boolean {
  return (transitions[action] as readonly HotelBookingStatus[]).includes(status);
}

/**
 * Moves a locked booking by an action, with its history event; a move to a closed status stamps closedAt.
 */
export async function moveBooking(
  tx: Db,
  options: {
    booking: HotelBookingRow;
    action: BookingAction;
    to: HotelBookingStatus;
    side: BookingSide;
    userId: string | null;
    note?: string | null;
    now: Date;
    change?: Parameters<typeof updateBooking>[2];
  },
): Promise<HotelBookingRow> {
  const { booking, action, to, now } = options;
  if (!canTake(action, booking.status)) throw bookingWrongStatus();
  const moved = await updateBooking(tx, booking, {
    ...options.change,
    status: to,
    updatedAt: now,
    ...(closed.includes(to) ? { closedAt: now } : {}),
  });
  if (!moved) throw bookingWrongStatus();
  await insertBookingEvent(tx, {
    bookingId: booking.id,
    at: now,
    action,
    status: to,
    side: options.side,
    userId: options.userId,
    note: options.note ?? null,
  });
  return moved;
}
