import {
  HotelBookingReferencePrefix,
  type HotelBookRequest,
  type HotelBooked,
  type HotelBookingStatus,
} from '@portal/contracts';
import type { Cache } from '../../adapters/cache';
import {
  HotelSoldOutError,
  type HotelSupplier,
  type SupplierHotelBooking,
} from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import { chargeHotelBooking } from '../../ledger/charge-hotel-booking';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency/run-idempotent';
import { moneyText } from '../../lib/pdf-document';
import { loadRateCheck, type HotelRateCheckSession } from './booking-check-store';
import { hotelTimeText } from './booking-deadline';
import { changeNotAccepted, checkUsed, leadGuestPerRoom, notHoldable, soldOut } from './booking-errors';
import {
  bookingOfCheck,
  insertBooking,
  insertBookingEvent,
  isCheckBookedAlready,
  nextBookingNumber,
} from './hotel-booking.repository';

/** The booking's reference: HB-, the year's two digits and the number (HB-2610000). */
function referenceOf(number: number, now: Date): string {
  return `${HotelBookingReferencePrefix}-${String(now.getUTCFullYear()).slice(2)}${number}`;
}

/** The supplier takes the rooms in our transaction; the last room sells once, the other caller hears 409. */
async function takeRooms(
  tx: Db,
  supplier: HotelSupplier,
  options: Parameters<HotelSupplier['book']>[1],
): Promise<SupplierHotelBooking> {
  try {
    const booked = await supplier.book(tx, options);
    if (booked.status === 'Refused' || booked.status === 'Cancelled') throw soldOut();
    return booked;
  } catch (error) {
    if (error instanceof HotelSoldOutError) throw soldOut();
    throw error;
  }
}

/**
 * POST Booking/Book (Idempotency-Key): books the rate of the caller's live price check. A check that found a change
 * needs `acceptChange`; every room needs its lead guest. Wallet: in one transaction the booking is stored, the
 * supplier takes the rooms and the wallet pays the BDT total (422 'insufficient balance' and nothing taken when it
 * cannot); the booking is Confirmed, or UnConfirmed when the supplier answers later. Hold: only where the rate
 * allows it; the rooms are taken, nothing is charged, and the booking lapses at the hold deadline unless paid.
 * A check books once, whatever the key: the booking stores its id under a unique index, and a second Book of it
 * (even one racing the first) answers 409 HOTEL_CHECK_USED with nothing taken or charged.
 */
export async function bookHotel(options: {
  db: Db;
  cache: Cache;
  supplier: HotelSupplier;
  user: { tenantId: string; agencyId: string; userId: string };
  idempotencyKey: string;
  operation: string;
  request: HotelBookRequest;
  now: Date;
}): Promise<IdempotentAnswer<HotelBooked>> {
  const { user, request, now } = options;
  const owner = { tenantId: user.tenantId, agencyId: user.agencyId };
  return runIdempotent<HotelBooked>(
    {
      db: options.db,
      tenantId: user.tenantId,
      userId: user.userId,
      key: options.idempotencyKey,
      operation: options.operation,
      request,
      now,
    },
    async (tx) => {
      const check = await loadRateCheck({ cache: options.cache, checkId: request.checkId, owner, now });
      // A check books once: refused here when its booking is stored, and by the unique index when one races it.
      if (await bookingOfCheck(tx, check.checkId)) throw checkUsed();
      if (check.answer.outcome !== 'Unchanged' && !request.acceptChange) throw changeNotAccepted();
      if (request.rooms.length !== check.stay.rooms.length) throw leadGuestPerRoom();
      const holdUntil = check.offer.holdUntil ? new Date(check.offer.holdUntil) : null;
      const hold = request.payment === 'Hold';
      if (hold && !(check.offer.holdable && holdUntil && holdUntil > now)) throw notHoldable();

      const reference = referenceOf(await nextBookingNumber(tx), now);
      const supplied = await takeRooms(tx, options.supplier, {
        clientReference: reference,
        offer: check.offer,
        stay: check.stay,
        leadGuests: request.rooms.map((room) => ({
          firstName: room.leadGuest.firstName,
          lastName: room.leadGuest.lastName,
        })),
        now,
      });
      const status: HotelBookingStatus = hold
        ? 'OnHold'
        : supplied.status === 'Confirmed'
          ? 'Confirmed'
          : 'UnConfirmed';
      const total = check.answer.rate.price.total;
      const charge = hold
        ? null
        : await chargeHotelBooking({
            db: tx,
            ...owner,
            bookingReference: reference,
            hotelName: check.hotel.name,
            currency: total.currency,
            amount: total.amount,
            createdBy: user.userId,
            now,
          });
      const booking = await insertBooking(tx, {
        ...bookingRecord(check, request),
        ...owner,
        checkId: check.checkId,
        reference,
        status,
        createdBy: user.userId,
        paid: charge !== null,
        chargeTransactionId: charge?.transactionId ?? null,
        holdUntil: hold ? holdUntil : null,
        supplierReference: supplied.supplierReference,
        supplierStatus: supplied.status,
        confirmationNumber: supplied.confirmationNumber,
        createdAt: now,
        updatedAt: now,
      }).catch((error: unknown) => {
        throw isCheckBookedAlready(error) ? checkUsed() : error;
      });
      await insertBookingEvent(tx, {
        bookingId: booking.id,
        at: now,
        action: 'Book',
        status,
        side: 'Agency',
        userId: user.userId,
        note:
          hold && holdUntil
            ? `Held unpaid until ${hotelTimeText(holdUntil, check.hotel.timeZone)} hotel time.`
            : `${moneyText(total)} paid from the wallet.${status === 'UnConfirmed' ? ' The hotel has yet to confirm.' : ''}`,
      });
      return { reference, status };
    },
  );
}

/** The booking's fields that come from the check: the hotel, the stay, the room and rate as the agent accepted them. */
function bookingRecord(check: HotelRateCheckSession, request: HotelBookRequest) {
  const { offer, hotel, answer } = check;
  const rooms = check.stay.rooms.map((room, index) => {
    const asked = request.rooms[index];
    if (!asked) throw leadGuestPerRoom();
    return {
      adults: room.adults,
      childAges: room.childAges,
      leadGuest: asked.leadGuest,
      specialRequest: asked.specialRequest || null,
    };
  });
  const lead = rooms[0]?.leadGuest;
  return {
    hotelId: offer.hotelId,
    hotelName: hotel.name,
    cityCode: check.cityCode,
    cityName: hotel.cityName,
    hotel,
    checkIn: check.stay.checkIn,
    checkOut: check.stay.checkOut,
    nights: offer.nightly.length,
    rooms,
    leadGuest: lead ? `${lead.firstName} ${lead.lastName}` : '',
    roomCode: offer.roomCode,
    roomName: check.roomName,
    bedSetup: check.bedSetup,
    rateCode: offer.rateCode,
    board: offer.board,
    refundable: offer.refundable,
    onRequest: offer.onRequest,
    offer,
    cancellationTerms: offer.refundable ? offer.cancellation : null,
    policy: answer.rate.policy,
    price: answer.rate.price,
    supplierCurrency: offer.currency,
    supplierMinorDigits: check.conversion.minorDigits,
    supplierTotal: offer.total,
    exchangeRateMicros: check.conversion.bdtPerUnitMicros,
    currency: answer.rate.price.total.currency,
    total: answer.rate.price.total.amount,
    taxes: answer.rate.price.taxes.amount,
    payAtHotel: offer.payAtHotel,
    freeCancellationUntil:
      offer.refundable && offer.cancellation?.freeUntil ? new Date(offer.cancellation.freeUntil) : null,
  };
}
