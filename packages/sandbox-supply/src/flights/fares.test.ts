import { describe, expect, it } from 'vitest';
import { createFlightSupply } from './create-flight-supply';
import { query, saleDate, scanPairs } from './test-queries';
import type { SeatInventory, SupplyOffer } from './types';

const date = '2027-04-14';
const family = query([['DAC', 'DXB', date]], { adults: 2, childAges: [4, 9], infants: 1 });

function all(supply: ReturnType<typeof createFlightSupply>, q = family): SupplyOffer[] {
  return supply.sources.flatMap((s) => supply.search(q, s.code));
}

describe('fares', () => {
  const supply = createFlightSupply({ latency: 'zero', today: saleDate });
  const offers = all(supply);

  it('orders brands by price, each strictly dearer than the one before', () => {
    const scan = [...offers, ...scanPairs.flatMap(([o, d]) => all(supply, query([[o, d, date]])))];
    for (const offer of scan) {
      offer.brands
        .slice(1)
        .forEach((brand, i) => expect(brand.totalGross).toBeGreaterThan(offer.brands[i]!.totalGross));
      expect(offer.brands.length).toBeGreaterThan(0);
    }
    expect(scan.some((o) => o.brands.length >= 3)).toBe(true);
  });

  it('prices children below adults and infants below children, totals the passengers', () => {
    expect(offers.length).toBeGreaterThan(50);
    for (const offer of offers) {
      for (const brand of offer.brands) {
        const [adt, chd, inf] = ['ADT', 'CHD', 'INF'].map((t) =>
          brand.prices.find((p) => p.passengerType === t)!,
        );
        expect([adt!.count, chd!.count, inf!.count]).toEqual([2, 2, 1]);
        expect(chd!.baseFare).toBeLessThan(adt!.baseFare);
        expect(inf!.baseFare).toBeLessThan(chd!.baseFare);
        expect(inf!.gross).toBeLessThan(chd!.gross);
        for (const price of brand.prices) {
          expect(price.gross).toBe(
            price.baseFare + price.taxLines.reduce((sum, line) => sum + line.amount, 0),
          );
          expect(price.gross % 100).toBe(0);
        }
        expect(brand.totalGross).toBe(brand.prices.reduce((sum, p) => sum + p.gross * p.count, 0));
        expect(brand.totalAgent).toBe(brand.prices.reduce((sum, p) => sum + p.agent * p.count, 0));
      }
    }
  });

  it('gives the agent less than the gross where the airline pays commission, and taxes Bangladesh departures', () => {
    const paid = offers.filter((o) => o.commissionBps > 0);
    expect(paid.length).toBeGreaterThan(10);
    for (const offer of paid)
      for (const brand of offer.brands) expect(brand.totalAgent).toBeLessThan(brand.totalGross);
    const codes = new Set(offers[0]!.brands[0]!.prices[0]!.taxLines.map((l) => l.code));
    expect(codes).toContain('BD');
    expect(codes).toContain('UT');
  });

  it('works out the agent amount as gross less commission on the base fare plus 0.3% advance income tax', () => {
    for (const offer of offers) {
      for (const price of offer.brands.flatMap((b) => b.prices)) {
        const commission = Math.round((price.baseFare * offer.commissionBps) / 10_000);
        const ait = Math.round((price.gross * 30) / 10_000 / 100) * 100;
        expect(price.agent).toBe(price.gross - commission + ait);
      }
    }
  });

  it('sells low-cost fares for instant purchase and GDS fares on hold', () => {
    for (const offer of offers) {
      if (offer.source === 'LCC') expect([offer.fareKind, offer.holdMinutes]).toEqual(['Web', null]);
      if (offer.source === 'GDS') {
        expect(offer.fareKind).toBe('OnHold');
        expect(offer.holdMinutes).toBeGreaterThan(0);
      }
    }
  });

  it('carries more baggage on student and labour fares', () => {
    const regular = supply.search(query([['DAC', 'JED', date]]), 'GDS');
    const labour = supply.search(query([['DAC', 'JED', date]], { fareType: 'Labour' }), 'GDS');
    expect(labour.length).toBeGreaterThan(0);
    const kg = (checked: string) => Number(checked.split(' ')[0]);
    const sameFlights = labour.find((l) =>
      regular.some((r) => r.journeys[0]!.legs[0]!.key === l.journeys[0]!.legs[0]!.key),
    )!;
    expect(kg(sameFlights.brands[0]!.baggage.checked)).toBeGreaterThanOrEqual(40);
  });
});

describe('seats', () => {
  it('never shows negative seats, even when more were sold than exist', () => {
    const oversold: SeatInventory = { sold: () => 10_000 };
    const supply = createFlightSupply({ latency: 'zero', today: saleDate, inventory: oversold });
    expect(all(supply)).toEqual([]);
    const partly: SeatInventory = { sold: (_leg, rbd) => (rbd === 'V' || rbd === 'Q' ? 10_000 : 0) };
    for (const offer of all(createFlightSupply({ latency: 'zero', today: saleDate, inventory: partly }))) {
      for (const brand of offer.brands) {
        expect(brand.seatsRemaining).toBeGreaterThanOrEqual(0);
        expect(brand.bookingClasses.flat()).not.toContain('V');
      }
    }
  });

  it('raises the price as the cheap classes sell out', () => {
    const base = createFlightSupply({ latency: 'zero', today: saleDate }).search(
      query([['DAC', 'DXB', date]]),
      'GDS',
    );
    const direct = base.find((o) => o.journeys[0]!.legs.length === 1)!;
    const legKey = direct.journeys[0]!.legs[0]!.key;
    const firstClass = direct.brands[0]!.bookingClasses[0]![0]!;
    const inventory: SeatInventory = { sold: (leg, rbd) => (leg === legKey && rbd === firstClass ? 500 : 0) };
    const after = createFlightSupply({ latency: 'zero', today: saleDate, inventory }).search(
      query([['DAC', 'DXB', date]]),
      'GDS',
    );
    const same = after.find((o) => o.offerId === direct.offerId)!;
    expect(same.brands[0]!.bookingClasses[0]![0]).not.toBe(firstClass);
    expect(same.brands[0]!.totalGross).toBeGreaterThan(direct.brands[0]!.totalGross);
  });
});
