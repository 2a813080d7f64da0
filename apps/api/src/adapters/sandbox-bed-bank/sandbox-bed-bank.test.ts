import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBedBank, hotelImageSvg, type RateOffer, type StayQuery } from '@portal/sandbox-supply';
import { openDatabase, type Database } from '../../db/client';
import { HotelSoldOutError, type HotelSupplier } from '../hotel-supply';
import { createSandboxBedBank, stayNights } from './sandbox-bed-bank';
import { soldRooms } from './sandbox-bed-bank.repository';

let database: Database;
let supplier: HotelSupplier;
const bank = createBedBank({ seed: 20_260_101, latency: 'zero' });
const now = new Date();
const isoDay = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  supplier = createSandboxBedBank({ bank, db: database.db, image: hotelImageSvg });
});
afterAll(async () => {
  await database.close();
});

const couple = (checkIn: string, checkOut: string): StayQuery => ({
  checkIn,
  checkOut,
  rooms: [{ adults: 2, childAges: [] }],
});

let serial = 0;
const book = (offer: RateOffer, stay: StayQuery, clientReference = `client-${(serial += 1)}`) =>
  database.db.transaction((tx) =>
    supplier.book(tx, {
      clientReference,
      offer,
      stay,
      leadGuests: [{ firstName: 'Rahim', lastName: 'Uddin' }],
      now,
    }),
  );

/** A confirmed (not on-request) rate of a Dubai hotel for the stay, as search would show it now. */
async function instantOffer(stay: StayQuery, skip = 0): Promise<RateOffer> {
  for (const hotel of bank.hotelsOfCity('DXB').slice(skip)) {
    const offer = (await supplier.offers({ hotelId: hotel.id, stay, now })).find((item) => !item.onRequest);
    if (offer) return offer;
  }
  throw new Error('no instant rate in Dubai');
}

describe('the sandbox bed bank over the database', () => {
  it('sells the last room once: of two bookings at once, one is made and the other is sold out', async () => {
    const stay = couple(isoDay(40), isoDay(42));
    const offer = await instantOffer(stay);
    const nights = stayNights(stay);
    const allotment = Math.min(
      ...nights.map((night) => bank.allotment(offer.hotelId, offer.roomCode, night)),
    );
    // Every room but one goes to earlier bookings.
    for (let sold = 0; sold < allotment - 1; sold += 1) await book(offer, stay);
    const [fresh] = (await supplier.offers({ hotelId: offer.hotelId, stay, now })).filter(
      (item) => item.roomCode === offer.roomCode,
    );
    expect(fresh?.roomsLeft).toBe(1);

    const race = await Promise.allSettled([book(offer, stay), book(offer, stay)]);
    const made = race.filter((result) => result.status === 'fulfilled');
    const refused = race.filter((result) => result.status === 'rejected');
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(HotelSoldOutError);
    for (const night of nights) {
      expect(await soldRooms(database.db, offer.hotelId, offer.roomCode, night)).toBe(allotment);
    }
    // Search no longer offers the room type for the stay.
    const after = await supplier.offers({ hotelId: offer.hotelId, stay, now });
    expect(after.some((item) => item.roomCode === offer.roomCode)).toBe(false);

    // Cancelling gives the room back, once.
    const winner = (made[0] as PromiseFulfilledResult<{ supplierReference: string }>).value;
    await supplier.cancel(database.db, { supplierReference: winner.supplierReference, now });
    await supplier.cancel(database.db, { supplierReference: winner.supplierReference, now });
    for (const night of nights) {
      expect(await soldRooms(database.db, offer.hotelId, offer.roomCode, night)).toBe(allotment - 1);
    }
  });

  it('answers a repeated booking with the first one, taking no more rooms', async () => {
    const stay = couple(isoDay(50), isoDay(51));
    const offer = await instantOffer(stay, 3);
    const first = await book(offer, stay, 'repeat-me');
    const again = await book(offer, stay, 'repeat-me');
    expect(again).toEqual(first);
    expect(first.status).toBe('Confirmed');
    expect(first.confirmationNumber).toMatch(/^HC\d{8}$/);
    expect(await soldRooms(database.db, offer.hotelId, offer.roomCode, stay.checkIn)).toBe(1);
  });

  it('holds an on-request booking’s rooms until the supplier answers, and gives them back on a refusal', async () => {
    const stay = couple(isoDay(60), isoDay(63));
    let offer: RateOffer | undefined;
    for (const hotel of bank.hotelsOfCity('DXB')) {
      offer = (await supplier.offers({ hotelId: hotel.id, stay, now })).find((item) => item.onRequest);
      if (offer) break;
    }
    if (!offer) throw new Error('no on-request rate in Dubai');
    const booked = await book(offer, stay);
    expect(booked).toMatchObject({ status: 'OnRequest', confirmationNumber: null });
    expect(await soldRooms(database.db, offer.hotelId, offer.roomCode, stay.checkIn)).toBe(1);

    const outcome = bank.onRequestOutcome(booked.supplierReference, now);
    expect(await supplier.dueDecisions({ now: new Date(outcome.at.getTime() - 1), limit: 10 })).toEqual([]);
    const due = await supplier.dueDecisions({ now: outcome.at, limit: 10 });
    expect(due).toEqual([
      {
        supplierReference: booked.supplierReference,
        decision: outcome.decision,
        confirmationNumber: outcome.decision === 'Confirm' ? expect.stringMatching(/^HC\d{8}$/) : null,
      },
    ]);

    const refused = await supplier.decide(database.db, {
      supplierReference: booked.supplierReference,
      decision: 'Refuse',
      confirmationNumber: null,
      now,
    });
    expect(refused.status).toBe('Refused');
    expect(await soldRooms(database.db, offer.hotelId, offer.roomCode, stay.checkIn)).toBe(0);
    // A later answer changes nothing, and the booking is no longer due.
    const repeated = await supplier.decide(database.db, {
      supplierReference: booked.supplierReference,
      decision: 'Confirm',
      confirmationNumber: 'LATE-1',
      now,
    });
    expect(repeated.status).toBe('Refused');
    expect(await supplier.dueDecisions({ now: outcome.at, limit: 10 })).toEqual([]);
    await supplier.cancel(database.db, { supplierReference: booked.supplierReference, now });
    expect(await soldRooms(database.db, offer.hotelId, offer.roomCode, stay.checkIn)).toBe(0);
  });

  it('draws a hotel’s images and nothing beyond them', () => {
    const hotel = bank.hotelsOfCity('DXB')[0];
    if (!hotel) throw new Error('Dubai has no hotels');
    expect(supplier.image(hotel.id, 0)).toMatch(/<svg[\s>]/);
    expect(supplier.image(hotel.id, hotel.imageCount)).toBeUndefined();
    expect(supplier.image('no-such-hotel', 0)).toBeUndefined();
  });
});
