import type { HotelBooking, HotelBookingRow as HotelBookingListRow } from '@portal/contracts';
import type { Db } from '../../db/client';
import { isPermitted, type PermissionSubject } from '../../lib/permission';
import { nextDeadline } from './booking-deadline';
import { bookingNotFound } from './booking-errors';
import { canTake } from './booking-transitions';
import {
  eventsOf,
  findBooking,
  userName,
  type BookingScope,
  type HotelBookingRow,
  type QueueBookingRow,
} from './hotel-booking.repository';

/** What the caller may do to the booking now: their permission and the booking's state. */
export function actionsOf(
  booking: HotelBookingRow,
  viewer: PermissionSubject,
  now: Date,
): HotelBooking['can'] {
  return {
    pay:
      isPermitted(viewer, 'BookHotel') &&
      booking.status === 'OnHold' &&
      booking.holdUntil !== null &&
      booking.holdUntil > now,
    cancel: isPermitted(viewer, 'CancelHotel') && canTake('Cancel', booking.status),
    print: isPermitted(viewer, 'PrintHotel') && booking.status === 'Confirmed',
    invoice: isPermitted(viewer, 'PrintHotel') && booking.paid,
  };
}

/** One row of a queue (the agency's or the operators'). */
export function toBookingRow(row: QueueBookingRow, now: Date): HotelBookingListRow {
  const { booking } = row;
  return {
    reference: booking.reference,
    status: booking.status,
    hotelName: booking.hotelName,
    cityName: booking.cityName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: booking.nights,
    roomCount: booking.rooms.length,
    leadGuest: booking.leadGuest,
    total: { amount: booking.total, currency: booking.currency },
    paid: booking.paid,
    deadline: nextDeadline(booking, booking.hotel.timeZone, now),
    createdAt: booking.createdAt.toISOString(),
    bookedBy: row.bookedBy,
  };
}

/**
 * A booking as GetBooking answers it: the hotel, stay, rooms and money as sold, the next deadline, what a
 * cancellation kept and gave back, the actions the caller may take, and its history (only for callers allowed to
 * see it, ShowHotelBookingHistory). Operators see every agency's booking of their tenant, and who acted by name.
 */
export async function loadBookingView(
  db: Db,
  options: { scope: BookingScope; viewer: PermissionSubject; reference: string; now: Date },
): Promise<HotelBooking> {
  const { scope, viewer, now } = options;
  const booking = await findBooking(db, scope, options.reference);
  if (!booking) throw bookingNotFound();
  const operator = viewer.role === 'operator';
  const withHistory = operator || isPermitted(viewer, 'ShowHotelBookingHistory');
  const [bookedBy, events] = await Promise.all([
    userName(db, booking.createdBy),
    withHistory ? eventsOf(db, booking.id) : Promise.resolve([]),
  ]);
  const money = (amount: number) => ({ amount, currency: booking.currency });
  return {
    reference: booking.reference,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
    bookedBy,
    hotel: booking.hotel,
    stay: {
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nights: booking.nights,
      rooms: booking.rooms.map((room) => ({ adults: room.adults, childAges: room.childAges })),
    },
    roomName: booking.roomName,
    bedSetup: booking.bedSetup,
    board: booking.board,
    rooms: booking.rooms,
    price: booking.price,
    policy: booking.policy,
    paid: booking.paid,
    holdUntil: booking.status === 'OnHold' ? (booking.holdUntil?.toISOString() ?? null) : null,
    deadline: nextDeadline(booking, booking.hotel.timeZone, now),
    supplierReference: booking.supplierReference,
    confirmationNumber: booking.confirmationNumber,
    cancellation:
      booking.cancellationRefund !== null
        ? {
            at: (booking.cancelledAt ?? booking.updatedAt).toISOString(),
            penalty: money(booking.cancellationPenalty ?? 0),
            refund: money(booking.cancellationRefund),
          }
        : null,
    can: operator
      ? { pay: false, cancel: false, print: false, invoice: false }
      : actionsOf(booking, viewer, now),
    history: events.map(({ event, firstName, lastName }) => ({
      at: event.at.toISOString(),
      action: event.action,
      status: event.status,
      by:
        event.side === 'System'
          ? 'System'
          : event.side === 'Operator' && !operator
            ? 'Support team'
            : `${firstName ?? ''} ${lastName ?? ''}`.trim(),
      note: event.note,
    })),
  };
}
