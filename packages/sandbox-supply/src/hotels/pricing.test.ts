import { describe, expect, it } from 'vitest';
import { bank, NOW, noneSold, stayOf } from './test-stays';
import { soldKey, type BedBankHotel, type RateOffer, type SoldRooms, type StayQuery } from './types';

function offersOf(hotel: BedBankHotel, stay: StayQuery, sold: SoldRooms = noneSold): RateOffer[] {
  return bank.offers({ hotelId: hotel.id, stay, sold, now: NOW });
}

/** Sells rooms so that each listed night has exactly `left` rooms of the type left. */
function leaving(hotel: BedBankHotel, roomCode: string, nights: string[], left: number): SoldRooms {
  return new Map(
    nights.map((night) => [
      soldKey(hotel.id, roomCode, night),
      bank.allotment(hotel.id, roomCode, night) - left,
    ]),
  );
}

/** Hotels of a city with a room type open (at least `least` rooms) on each of the nights. */
function openRooms(city: string, nights: string[], least: number) {
  return bank.hotelsOfCity(city).flatMap((hotel) =>
    bank
      .rooms(hotel.id)
      .filter((room) => nights.every((n) => bank.allotment(hotel.id, room.code, n) >= least))
      .map((room) => ({ hotel, room })),
  );
}

describe('bed bank prices', () => {
  it('rise as rooms run out', () => {
    const night = '2026-11-17';
    const cases = openRooms('DXB', [night], 9).slice(0, 20);
    expect(cases.length).toBe(20);
    for (const { hotel, room } of cases) {
      const price = (left: number) =>
        offersOf(hotel, stayOf(night, 1), leaving(hotel, room.code, [night], left)).find(
          (o) => o.roomCode === room.code,
        )!.total;
      expect(price(5)).toBeGreaterThan(price(9));
      expect(price(1)).toBeGreaterThan(price(5));
    }
  });

  it('rise on weekend nights: Thursday and Friday in the Gulf, Friday and Saturday elsewhere', () => {
    // Monday 16 to Sunday 22 November 2026; every night left at two rooms, so only the weekday differs.
    const nights = [
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ];
    const weekendOf: Record<string, number[]> = { DXB: [3, 4], JED: [3, 4], LHR: [4, 5], BKK: [4, 5] };
    let compared = 0;
    for (const [city, weekend] of Object.entries(weekendOf)) {
      for (const { hotel, room } of openRooms(city, nights, 2).slice(0, 5)) {
        const sold = leaving(hotel, room.code, nights, 2);
        const offer = offersOf(hotel, stayOf(nights[0]!, 7), sold).find(
          (o) => o.roomCode === room.code && o.board === 'RoomOnly',
        );
        if (!offer) continue;
        const amounts = offer.nightly.map((n) => n.amount);
        const weekdays = amounts.filter((_, i) => !weekend.includes(i));
        for (const i of weekend) expect(amounts[i]!).toBeGreaterThan(Math.max(...weekdays));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('make non-refundable plans 10–15 % cheaper than the refundable plan of the same room and board', () => {
    let compared = 0;
    for (const hotel of bank.hotelsOfCity('SIN').slice(0, 40)) {
      const offers = offersOf(hotel, stayOf('2026-11-16', 3));
      for (const nrf of offers.filter((o) => !o.refundable)) {
        const flex = offers.find((o) => o.refundable && o.roomCode === nrf.roomCode && o.board === nrf.board);
        if (!flex) continue;
        const ratio = nrf.baseTotal / flex.baseTotal;
        expect(ratio).toBeGreaterThan(0.83);
        expect(ratio).toBeLessThan(0.92);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('charge for breakfast and half board per guest, and for children from the hotel’s free age', () => {
    const stay = (childAges: number[]) => stayOf('2026-11-16', 2, [{ adults: 2, childAges }]);
    let compared = 0;
    for (const hotel of bank.hotelsOfCity('KUL').slice(0, 60)) {
      const offers = offersOf(hotel, stay([]));
      const byBoard = (board: string) =>
        offers.find((o) => o.board === board && o.refundable && o.roomCode === offers[0]!.roomCode);
      const ro = byBoard('RoomOnly');
      const bb = byBoard('Breakfast');
      const hb = byBoard('HalfBoard');
      if (ro && bb) expect(bb.baseTotal).toBeGreaterThan(ro.baseTotal);
      if (bb && hb) expect(hb.baseTotal).toBeGreaterThan(bb.baseTotal);
      if (ro && bb) compared += 1;
      const withTeen = offersOf(hotel, stay([15])).find((o) => o.rateCode === offers[0]!.rateCode);
      if (withTeen && withTeen.roomsLeft === offers[0]!.roomsLeft)
        expect(withTeen.baseTotal).toBeGreaterThan(offers[0]!.baseTotal);
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('move with the season', () => {
    // Dubai is dearest in winter and cheapest in high summer; both nights Tuesdays with two rooms left.
    const nights = ['2026-12-15', '2027-07-13'];
    let compared = 0;
    for (const { hotel, room } of openRooms('DXB', nights, 2).slice(0, 10)) {
      const price = (night: string) =>
        offersOf(hotel, stayOf(night, 1), leaving(hotel, room.code, [night], 2)).find(
          (o) => o.roomCode === room.code && o.board === 'RoomOnly',
        )?.baseTotal;
      const [winter, summer] = nights.map(price);
      if (!winter || !summer) continue;
      expect(winter).toBeGreaterThan(summer * 1.4);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('show fees paid at the hotel apart: the Tourism Dirham in Dubai, tourism tax in Kuala Lumpur, none in Bangkok', () => {
    const stay = stayOf('2026-11-16', 3, [
      { adults: 2, childAges: [] },
      { adults: 2, childAges: [] },
    ]);
    const fee = (city: string, stars: number) => {
      const hotel = bank.hotelsOfCity(city).find((h) => h.stars === stars && offersOf(h, stay).length > 0)!;
      return offersOf(hotel, stay)[0]!.payAtHotel;
    };
    expect(fee('DXB', 5)).toEqual([{ name: 'Tourism Dirham', amount: 20 * 3 * 2 * 100 }]);
    expect(fee('DXB', 4)).toEqual([{ name: 'Tourism Dirham', amount: 15 * 3 * 2 * 100 }]);
    expect(fee('DXB', 3)).toEqual([{ name: 'Tourism Dirham', amount: 10 * 3 * 2 * 100 }]);
    expect(fee('KUL', 3)).toEqual([{ name: 'Tourism tax', amount: 10 * 3 * 2 * 100 }]);
    expect(fee('BKK', 4)).toEqual([]);
  });

  it('prices in the city’s currency, rounded to what hotels there charge', () => {
    const stay = stayOf('2026-11-16', 2);
    const offer = (city: string) => offersOf(bank.hotelsOfCity(city)[2]!, stay)[0]!;
    expect(offer('BKK').currency).toBe('THB');
    expect(offer('BKK').nightly.every((n) => n.amount % 1000 === 0)).toBe(true);
    expect(offer('DAC').currency).toBe('BDT');
    expect(offer('LHR').currency).toBe('GBP');
    expect(offer('MLE').currency).toBe('USD');
    expect(offer('DXB').nightly.every((n) => n.amount % 100 === 0)).toBe(true);
  });
});
