import { describe, expect, it } from 'vitest';
import { createFlightSupply } from './create-flight-supply';
import { query, saleDate } from './test-queries';
import type { SeatInventory, SupplyOffer } from './types';

const supply = createFlightSupply({ latency: 'zero', today: saleDate });
const date = '2027-02-10';
const oneWay = query([['DAC', 'DXB', date]]);

/** A direct offer whose cheapest brand sells its class with at least `seats` left. */
function directOffer(offers: SupplyOffer[], seats = 1): SupplyOffer {
  const offer = offers.find((o) => o.journeys[0]!.legs.length === 1 && o.brands[0]!.seatsRemaining >= seats);
  if (!offer) throw new Error('no direct offer');
  return offer;
}

const soldOnly = (legKey: string, bookingClass: string, count: number): SeatInventory => ({
  sold: (leg, rbd) => (leg === legKey && rbd === bookingClass ? count : 0),
});

describe('finding an offer again', () => {
  it('gives the offer search gave, for one-way, return and multi-city trips', () => {
    const trips = [
      oneWay,
      query([
        ['DAC', 'DXB', date],
        ['DXB', 'DAC', '2027-02-20'],
      ]),
      query([
        ['DAC', 'DXB', date],
        ['DXB', 'LHR', '2027-02-14'],
        ['LHR', 'DAC', '2027-02-20'],
      ]),
    ];
    for (const trip of trips) {
      const offers = supply.search(trip, 'GDS');
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of [offers[0]!, offers[Math.floor(offers.length / 2)]!, offers.at(-1)!]) {
        expect(supply.findOffer(trip, 'GDS', offer.offerId)).toEqual(offer);
      }
    }
  });

  it('answers undefined for an id no search gives, or one of another source', () => {
    const offer = supply.search(oneWay, 'GDS')[0]!;
    expect(supply.findOffer(oneWay, 'GDS', 'nosuchoffer000')).toBeUndefined();
    expect(supply.findOffer(oneWay, 'LCC', offer.offerId)).toBeUndefined();
  });

  it('prices with the inventory handed in instead of the supply’s own', () => {
    const offer = directOffer(supply.search(oneWay, 'GDS'));
    const legKey = offer.journeys[0]!.legs[0]!.key;
    const rbd = offer.brands[0]!.bookingClasses[0]![0]!;
    const full = soldOnly(legKey, rbd, 10_000);
    const again = supply.findOffer(oneWay, 'GDS', offer.offerId, { inventory: full });
    expect(again?.brands[0]!.bookingClasses[0]![0]).not.toBe(rbd);
    const booked = createFlightSupply({ latency: 'zero', today: saleDate, inventory: full });
    const ownSeatsBack = booked.findOffer(oneWay, 'GDS', offer.offerId, { inventory: { sold: () => 0 } });
    expect(ownSeatsBack).toEqual(offer);
  });
});

describe('class seats', () => {
  it('left are the class seats less ours sold, beyond the nine a search shows and never below none', () => {
    const offer = supply
      .search(oneWay, 'GDS')
      .find(
        (o) =>
          o.journeys[0]!.legs.length === 1 &&
          o.brands.some((b) => supply.classSeats(o.journeys[0]!.legs[0]!.key, b.bookingClasses[0]![0]!) > 12),
      );
    if (!offer) throw new Error('no class with more than twelve seats');
    const legKey = offer.journeys[0]!.legs[0]!.key;
    const rbd = offer.brands
      .map((b) => b.bookingClasses[0]![0]!)
      .find((code) => supply.classSeats(legKey, code) > 12)!;
    const allocated = supply.classSeats(legKey, rbd);
    expect(supply.classSeatsLeft(legKey, rbd)).toBe(allocated);
    const selling = (sold: number) =>
      createFlightSupply({ latency: 'zero', today: saleDate, inventory: soldOnly(legKey, rbd, sold) });
    expect(selling(2).classSeatsLeft(legKey, rbd)).toBe(allocated - 2);
    expect(selling(allocated + 5).classSeatsLeft(legKey, rbd)).toBe(0);
  });

  it('are what search shows before our bookings, and search shows k fewer after k are sold', () => {
    const offer = directOffer(supply.search(oneWay, 'GDS'), 3);
    const legKey = offer.journeys[0]!.legs[0]!.key;
    const rbd = offer.brands[0]!.bookingClasses[0]![0]!;
    const allocated = supply.classSeats(legKey, rbd);
    expect(allocated).toBeGreaterThanOrEqual(3);
    expect(offer.brands[0]!.seatsRemaining).toBe(Math.min(9, allocated));
    for (let sold = 1; sold < allocated; sold++) {
      const after = createFlightSupply({
        latency: 'zero',
        today: saleDate,
        inventory: soldOnly(legKey, rbd, sold),
      }).findOffer(oneWay, 'GDS', offer.offerId)!;
      expect(after.brands[0]!.bookingClasses[0]![0]).toBe(rbd);
      expect(after.brands[0]!.seatsRemaining).toBe(Math.min(9, allocated - sold));
    }
    const closed = createFlightSupply({
      latency: 'zero',
      today: saleDate,
      inventory: soldOnly(legKey, rbd, allocated),
    }).findOffer(oneWay, 'GDS', offer.offerId);
    expect(closed?.brands[0]!.bookingClasses[0]![0]).not.toBe(rbd);
  });

  it('are 0 for an unknown leg or class', () => {
    const legKey = directOffer(supply.search(oneWay, 'GDS')).journeys[0]!.legs[0]!.key;
    expect(supply.classSeats('XX1-DAC-20270210', 'Y')).toBe(0);
    expect(supply.classSeats(legKey, 'X')).toBe(0);
  });
});

describe('legs, seat maps and services', () => {
  const offer = directOffer(supply.search(oneWay, 'GDS'));
  const leg = offer.journeys[0]!.legs[0]!;

  it('finds a dated leg by its key, and nothing for a flight that does not operate', () => {
    expect(supply.leg(leg.key)).toEqual(leg);
    expect(supply.leg(leg.key.replace(/-\d{8}$/, '-20270231'))).toBeUndefined();
    expect(supply.leg('EK9999-DAC-20270210')).toBeUndefined();
  });

  it('shows the aircraft’s cabin with some seats taken by other travellers, the same each time', () => {
    const map = supply.seatMap(leg.key, 'Economy')!;
    expect(map.aircraft).toBe(leg.aircraft);
    const seats = map.rows.flatMap((row) => row.seats);
    const taken = seats.filter((seat) => seat.takenByOthers).length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(seats.length);
    expect(supply.seatMap(leg.key, 'Economy')).toEqual(map);
    for (const seat of seats) expect(Number.isInteger(seat.price) && seat.price >= 0).toBe(true);
    expect(supply.seatMap(leg.key, 'First')?.rows).toEqual([]);
  });

  it('sells extra baggage and meals in minor units', () => {
    const services = supply.legServices(leg.key)!;
    expect(services.baggage.map((bundle) => bundle.kilograms)).toEqual([5, 10, 15, 20, 30]);
    for (const bundle of services.baggage) expect(bundle.price % 100).toBe(0);
    expect(services.meals.length).toBeGreaterThan(0);
  });
});

describe('scenarios at reprice', () => {
  const offer = directOffer(supply.search(oneWay, 'GDS'));
  const brand = offer.brands[0]!;
  const at = (point: 'price' | 'sell' | 'issue', ...surnames: string[]) =>
    supply.applyScenarios(offer, 0, { point, surnames, seated: 1 });

  it('changes nothing without a scenario surname, nor before the names are known', () => {
    expect(at('sell', 'Rahman')).toEqual(offer);
    expect(at('price', 'PRICECHANGE')).toEqual(offer);
  });

  it('raises the price a few percent from sell on for PRICECHANGE, in any letter case', () => {
    const sold = at('sell', 'Rahman', 'pricechange').brands[0]!;
    expect(sold.totalGross).toBeGreaterThan(brand.totalGross);
    expect(sold.totalGross).toBeLessThan(brand.totalGross * 1.1);
    expect(sold.bookingClasses).toEqual(brand.bookingClasses);
    const price = sold.prices[0]!;
    expect(price.gross - price.baseFare).toBe(brand.prices[0]!.gross - brand.prices[0]!.baseFare);
    expect(sold.totalAgent).toBe(sold.prices.reduce((sum, p) => sum + p.agent * p.count, 0));
    expect(at('issue', 'PRICECHANGE')).toEqual(at('sell', 'PRICECHANGE'));
    expect(offer.brands[0]).toEqual(brand);
  });

  it('moves each leg a class up at the same price for CLASSCHANGE, both for BOTHCHANGE', () => {
    const moved = at('sell', 'ClassChange').brands[0]!;
    expect(moved.bookingClasses[0]![0]).not.toBe(brand.bookingClasses[0]![0]);
    expect(moved.fareBasis[0]![0]![0]).toBe(moved.bookingClasses[0]![0]);
    expect(moved.totalGross).toBe(brand.totalGross);
    const both = at('sell', 'BOTHCHANGE').brands[0]!;
    expect(both.bookingClasses).toEqual(moved.bookingClasses);
    expect(both.totalGross).toBeGreaterThan(brand.totalGross);
  });

  it('raises the price only at issue for ISSUECHANGE', () => {
    expect(at('sell', 'ISSUECHANGE')).toEqual(offer);
    expect(at('issue', 'ISSUECHANGE').brands[0]!.totalGross).toBeGreaterThan(brand.totalGross);
  });
});
