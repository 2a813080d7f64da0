import { createHash } from 'node:crypto';
import { soldKey, type BedBank, type SoldRooms, type StayQuery } from '@portal/sandbox-supply';
import type { Db } from '../../db/client';
import { HotelSoldOutError, type HotelSupplier, type SupplierHotelBooking } from '../hotel-supply';
import {
  findBookingByClientReference,
  findBookingBySupplierReference,
  findDueDecisions,
  insertBooking,
  loadRoomSales,
  moveBooking,
  nextBookingNumber,
  releaseRooms,
  takeRooms,
  type BedBankBookingRow,
} from './sandbox-bed-bank.repository';

const dayMs = 86_400_000;

/** The local dates of a stay's nights: check-in up to the night before check-out. */
export function stayNights(stay: Pick<StayQuery, 'checkIn' | 'checkOut'>): string[] {
  const nights: string[] = [];
  const end = Date.parse(`${stay.checkOut}T00:00:00Z`);
  for (let day = Date.parse(`${stay.checkIn}T00:00:00Z`); day < end; day += dayMs) {
    nights.push(new Date(day).toISOString().slice(0, 10));
  }
  return nights;
}

/** The supplier's reference of its n-th booking. */
const supplierReferenceOf = (number: number) => `BB${String(number).padStart(8, '0')}`;

/** The hotel's own confirmation number, the same every time it is asked for one booking. */
export function confirmationNumberOf(supplierReference: string): string {
  const digits = createHash('sha256').update(supplierReference).digest().readUInt32BE(0) % 100_000_000;
  return `HC${String(digits).padStart(8, '0')}`;
}

const viewOf = (row: BedBankBookingRow): SupplierHotelBooking => ({
  supplierReference: row.supplierReference,
  status: row.status,
  confirmationNumber: row.confirmationNumber,
});

class UnknownSupplierBookingError extends Error {
  constructor(reference: string) {
    super(`the bed bank has no booking ${reference}`);
  }
}

/**
 * The sandbox bed bank as our hotel supplier: its pure catalogue and prices, over the rooms its bookings hold in the
 * database. Search reads the rooms sold of the city (or hotel) for the stay's nights in one query and prices over
 * them; booking takes each night's rooms by one conditional statement, so the last room sells once.
 */
export function createSandboxBedBank(options: {
  bank: BedBank;
  db: Db;
  image: (hotelId: string, index: number) => string | undefined;
}): HotelSupplier {
  const { bank, db: rootDb } = options;

  async function soldFor(
    scope: { cityCode: string } | { hotelId: string },
    stay: StayQuery,
  ): Promise<SoldRooms> {
    const rows = await loadRoomSales(rootDb, { scope, fromNight: stay.checkIn, toNight: stay.checkOut });
    return new Map(rows.map((row) => [soldKey(row.hotelId, row.roomCode, row.night), row.sold]));
  }

  const cityOfHotel = (hotelId: string) => {
    const hotel = bank.hotel(hotelId);
    if (!hotel) throw new Error(`the bed bank has no hotel ${hotelId}`);
    return hotel.cityCode;
  };

  async function release(db: Db, row: BedBankBookingRow, now: Date) {
    await releaseRooms(db, {
      hotelId: row.hotelId,
      roomCode: row.roomCode,
      nights: stayNights(row),
      rooms: row.roomCount,
      now,
    });
  }

  return {
    catalogue: bank,

    async searchSource({ sourceCode, destination, stay, now }) {
      const sold = await soldFor(destination, stay);
      return bank.searchSource({ sourceCode, destination, stay, sold, now });
    },

    async offers({ hotelId, stay, now }) {
      return bank.offers({ hotelId, stay, sold: await soldFor({ hotelId }, stay), now });
    },

    async recheck({ offer, stay, now }) {
      return bank.recheck({ offer, stay, sold: await soldFor({ hotelId: offer.hotelId }, stay), now });
    },

    async book(db, { clientReference, offer, stay, leadGuests, now }) {
      if (offer.roomCount !== stay.rooms.length) throw new Error('the offer is not for this stay’s rooms');
      const earlier = await findBookingByClientReference(db, clientReference);
      if (earlier) return viewOf(earlier);
      const cityCode = cityOfHotel(offer.hotelId);
      // A savepoint inside the caller's transaction: a night short of rooms undoes the nights already taken.
      return db.transaction(async (tx) => {
        const supplierReference = supplierReferenceOf(await nextBookingNumber(tx));
        const outcome = offer.onRequest ? bank.onRequestOutcome(supplierReference, now) : null;
        const row = await insertBooking(tx, {
          supplierReference,
          clientReference,
          hotelId: offer.hotelId,
          cityCode,
          roomCode: offer.roomCode,
          rateCode: offer.rateCode,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          roomCount: stay.rooms.length,
          guests: stay.rooms,
          leadGuests,
          status: outcome ? 'OnRequest' : 'Confirmed',
          confirmationNumber: outcome ? null : confirmationNumberOf(supplierReference),
          decision: outcome?.decision ?? null,
          decideAt: outcome?.at ?? null,
          currency: offer.currency,
          baseTotal: offer.baseTotal,
          taxes: offer.taxes,
          total: offer.total,
          offer,
          createdAt: now,
          updatedAt: now,
        });
        // The same client reference booked at the same moment by another call: its booking is the answer.
        if (!row) {
          const first = await findBookingByClientReference(tx, clientReference);
          if (!first) throw new Error('the booking of this client reference vanished');
          return viewOf(first);
        }
        for (const night of stayNights(stay)) {
          const taken = await takeRooms(tx, {
            hotelId: offer.hotelId,
            roomCode: offer.roomCode,
            cityCode,
            night,
            rooms: stay.rooms.length,
            allotment: bank.allotment(offer.hotelId, offer.roomCode, night),
            now,
          });
          if (!taken) throw new HotelSoldOutError();
        }
        return viewOf(row);
      });
    },

    async cancel(db, { supplierReference, now }) {
      await db.transaction(async (tx) => {
        const row = await moveBooking(tx, {
          supplierReference,
          from: ['Confirmed', 'OnRequest'],
          to: 'Cancelled',
          now,
        });
        if (row) return release(tx, row, now);
        // Cancelled already, or refused (its rooms went back then): nothing more to give back.
        if (!(await findBookingBySupplierReference(tx, supplierReference))) {
          throw new UnknownSupplierBookingError(supplierReference);
        }
      });
    },

    async decide(db, { supplierReference, decision, confirmationNumber, now }) {
      return db.transaction(async (tx) => {
        const row = await moveBooking(tx, {
          supplierReference,
          from: ['OnRequest'],
          to: decision === 'Confirm' ? 'Confirmed' : 'Refused',
          confirmationNumber:
            decision === 'Confirm' ? (confirmationNumber ?? confirmationNumberOf(supplierReference)) : null,
          now,
        });
        if (row) {
          if (row.status === 'Refused') await release(tx, row, now);
          return viewOf(row);
        }
        // Decided (or cancelled) already: answered as it stands, so a repeat changes nothing.
        const current = await findBookingBySupplierReference(tx, supplierReference);
        if (!current) throw new UnknownSupplierBookingError(supplierReference);
        return viewOf(current);
      });
    },

    async dueDecisions({ now, limit }) {
      const due = await findDueDecisions(rootDb, { now, limit });
      return due.map((item) => ({
        ...item,
        confirmationNumber: item.decision === 'Confirm' ? confirmationNumberOf(item.supplierReference) : null,
      }));
    },

    image(hotelId, index) {
      const hotel = bank.hotel(hotelId);
      if (!hotel || !Number.isInteger(index) || index < 0 || index >= hotel.imageCount) return undefined;
      return options.image(hotelId, index);
    },
  };
}
