import { describe, expect, it } from 'vitest';
import { bank, NOW, noneSold, stayOf } from './test-stays';
import { soldKey, type BedBankHotel, type SoldRooms, type StayQuery } from './types';

const checkIn = '2026-11-16';

function offersOf(hotel: BedBankHotel, stay: StayQuery, sold: SoldRooms = noneSold) {
  return bank.offers({ hotelId: hotel.id, stay, sold, now: NOW });
}

/** A Dubai hotel with a room type of the given code that has at least `least` rooms on sale the night. */
function hotelWithRoom(code: string, least: number, night = checkIn) {
  const hotel = bank
    .hotelsOfCity('DXB')
    .find(
      (h) => bank.rooms(h.id).some((r) => r.code === code) && bank.allotment(h.id, code, night) >= least,
    )!;
  return { hotel, room: bank.rooms(hotel.id).find((r) => r.code === code)! };
}

describe('bed bank offers', () => {
  it('offers only room types every room of the stay fits, all rooms in one type and plan', () => {
    const { hotel } = hotelWithRoom('STD', 2);
    const rooms = bank.rooms(hotel.id);
    const cases: StayQuery['rooms'][] = [
      [{ adults: 2, childAges: [] }],
      [{ adults: 2, childAges: [8, 10] }],
      [{ adults: 3, childAges: [] }],
      [
        { adults: 1, childAges: [] },
        { adults: 2, childAges: [9] },
      ],
    ];
    for (const guests of cases) {
      const offers = offersOf(hotel, stayOf(checkIn, 2, guests));
      for (const offer of offers) {
        const room = rooms.find((r) => r.code === offer.roomCode)!;
        expect(offer.roomCount).toBe(guests.length);
        for (const g of guests) {
          expect(g.adults).toBeLessThanOrEqual(room.maxAdults);
          expect(g.childAges.length).toBeLessThanOrEqual(room.maxChildren);
          expect(g.adults + g.childAges.length).toBeLessThanOrEqual(room.maxOccupancy);
        }
      }
    }
    const twoAndTwo = offersOf(hotel, stayOf(checkIn, 2, [{ adults: 2, childAges: [8, 10] }]));
    expect(twoAndTwo.some((o) => o.roomCode === 'STD')).toBe(false);
  });

  it('lets one infant under two share a room without counting toward its limits', () => {
    const { hotel } = hotelWithRoom('STD', 2);
    const withInfant = offersOf(hotel, stayOf(checkIn, 1, [{ adults: 2, childAges: [6, 1] }]));
    expect(withInfant.some((o) => o.roomCode === 'STD')).toBe(true);
    const twoInfants = offersOf(hotel, stayOf(checkIn, 1, [{ adults: 2, childAges: [6, 1, 0] }]));
    expect(twoInfants.some((o) => o.roomCode === 'STD')).toBe(false);
  });

  it('counts rooms sold off the allotment: the last room sells, a full night has none', () => {
    const { hotel, room } = hotelWithRoom('STD', 3);
    const allotment = bank.allotment(hotel.id, room.code, checkIn);
    const stay = stayOf(checkIn, 1);
    const std = (sold: SoldRooms, s = stay) =>
      offersOf(hotel, s, sold).filter((o) => o.roomCode === room.code);
    expect(std(noneSold)[0]!.roomsLeft).toBe(allotment);
    const soldMap = (n: number): SoldRooms => new Map([[soldKey(hotel.id, room.code, checkIn), n]]);
    expect(std(soldMap(1))[0]!.roomsLeft).toBe(allotment - 1);
    const lastRoom = std(soldMap(allotment - 1));
    expect(lastRoom.length).toBeGreaterThan(0);
    expect(lastRoom.every((o) => o.roomsLeft === 1)).toBe(true);
    expect(std(soldMap(allotment))).toEqual([]);
    // Two rooms wanted, one left: no offer in that type.
    const twoRooms = stayOf(checkIn, 1, [
      { adults: 2, childAges: [] },
      { adults: 2, childAges: [] },
    ]);
    expect(std(soldMap(allotment - 1), twoRooms)).toEqual([]);
    expect(std(soldMap(allotment - 2), twoRooms).length).toBeGreaterThan(0);
  });

  it('gives the fewest rooms left over the nights, and no offer when one night is closed', () => {
    const hotel = bank.hotelsOfCity('BKK')[3]!;
    const stay = stayOf(checkIn, 5);
    const nights = [0, 1, 2, 3, 4].map((i) => stay.checkIn.slice(0, 8) + String(16 + i));
    let priced = 0;
    for (const room of bank.rooms(hotel.id)) {
      const left = Math.min(...nights.map((night) => bank.allotment(hotel.id, room.code, night)));
      const offers = offersOf(hotel, stay).filter((o) => o.roomCode === room.code);
      if (left === 0) expect(offers).toEqual([]);
      for (const offer of offers) expect(offer.roomsLeft).toBe(left);
      priced += offers.length;
    }
    expect(priced).toBeGreaterThan(0);
  });

  it('sells out some nights: allotments run from none to twelve', () => {
    const values = bank
      .hotelsOfCity('KUL')
      .slice(0, 40)
      .flatMap((h) => bank.rooms(h.id).map((r) => bank.allotment(h.id, r.code, checkIn)));
    expect(Math.min(...values)).toBe(0);
    expect(Math.max(...values)).toBeLessThanOrEqual(12);
    expect(values.filter((v) => v === 1).length).toBeGreaterThan(0);
  });

  it('adds up: nightly amounts make the base, taxes on top make the total, cheapest first', () => {
    const hotel = bank.hotelsOfCity('DXB')[10]!;
    const offers = offersOf(
      hotel,
      stayOf(checkIn, 3, [
        { adults: 2, childAges: [5] },
        { adults: 1, childAges: [] },
      ]),
    );
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.nightly.map((n) => n.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18']);
      expect(offer.nightly.reduce((s, n) => s + n.amount, 0)).toBe(offer.baseTotal);
      expect(offer.total).toBe(offer.baseTotal + offer.taxes);
      expect(offer.taxes).toBeGreaterThan(0);
      expect(offer.currency).toBe('AED');
      expect(Number.isInteger(offer.total)).toBe(true);
    }
    expect(offers.map((o) => o.total)).toEqual([...offers.map((o) => o.total)].sort((a, b) => a - b));
  });

  it('sells nothing for a stay without a night', () => {
    const hotel = bank.hotelsOfCity('DXB')[0]!;
    expect(offersOf(hotel, { checkIn, checkOut: checkIn, rooms: [{ adults: 1, childAges: [] }] })).toEqual(
      [],
    );
  });

  it('answers a source only for its own hotels, and one hotel alone when asked for it', () => {
    const stay = stayOf(checkIn, 2);
    for (const source of bank.sources) {
      const found = bank.searchSource({
        sourceCode: source.code,
        destination: { cityCode: 'DXB' },
        stay,
        sold: noneSold,
        now: NOW,
      });
      expect(found.length).toBeGreaterThan(20);
      expect(found.every((f) => f.hotel.sourceCode === source.code && f.offers.length > 0)).toBe(true);
    }
    const hotel = bank.hotelsOfCity('DXB')[0]!;
    const own = bank.searchSource({
      sourceCode: hotel.sourceCode,
      destination: { hotelId: hotel.id },
      stay,
      sold: noneSold,
      now: NOW,
    });
    expect(own.map((f) => f.hotel.id)).toEqual(own.length ? [hotel.id] : []);
    const other = bank.sources.find((s) => s.code !== hotel.sourceCode)!.code;
    expect(
      bank.searchSource({
        sourceCode: other,
        destination: { hotelId: hotel.id },
        stay,
        sold: noneSold,
        now: NOW,
      }),
    ).toEqual([]);
  });
});
