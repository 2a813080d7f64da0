import { describe, expect, it } from 'vitest';
import { createFlightSupply } from './create-flight-supply';
import { LegLoads } from './fares/leg-load';
import { network } from './network/build-network';
import { flightId, Schedule } from './schedule/day-schedule';
import { query, saleDate } from './test-queries';
import type { SupplyOffer, SupplyQuery } from './types';
import { dayNumber, isoDate } from './util/dates';

const supply = createFlightSupply({ latency: 'zero', today: saleDate });
const todayNum = dayNumber(saleDate());
const daysOut = (days: number) => isoDate(todayNum + days);

function all(q: SupplyQuery): SupplyOffer[] {
  return supply.sources.flatMap((s) => supply.search(q, s.code));
}

/** What the API shows as one row: a source's offers of one airline at one price with the same stops. */
function groupCount(offers: SupplyOffer[]): number {
  const keys = offers.map(
    (o) =>
      `${o.source}|${o.validatingAirline}|${o.brands[0]!.totalGross}|${o.journeys.map((j) => j.stopKey).join('')}`,
  );
  return new Set(keys).size;
}

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

describe('flight loads', () => {
  it('prices flights of one airline on one route and day differently', () => {
    const direct = supply
      .search(query([['DAC', 'DXB', daysOut(30)]]), 'GDS')
      .filter((o) => o.journeys[0]!.legs.length === 1);
    const byAirline = new Map<string, Set<number>>();
    for (const offer of direct) {
      const prices = byAirline.get(offer.validatingAirline) ?? new Set();
      prices.add(offer.brands[0]!.totalGross);
      byAirline.set(offer.validatingAirline, prices);
    }
    expect([...byAirline.values()].some((prices) => prices.size > 1)).toBe(true);
    expect(new Set(direct.map((o) => o.brands[0]!.seatsRemaining)).size).toBeGreaterThan(1);
  });

  it('is cheaper on average far ahead than a few days before departure', () => {
    for (const [origin, destination] of [
      ['DAC', 'DXB'],
      ['DAC', 'KUL'],
      ['DAC', 'CXB'],
    ] as const) {
      const gross = (days: number) =>
        average(all(query([[origin, destination, daysOut(days)]])).map((o) => o.brands[0]!.totalGross));
      expect(gross(250)).toBeLessThan(gross(3));
    }
  });

  it('fills morning and evening departures and weekends first, and every flight as its date nears', () => {
    const net = network();
    const schedule = new Schedule(net, 1);
    const loads = new LegLoads(net, schedule, 1);
    const shares = (dayNum: number, hours: (hour: number) => boolean, today = dayNum - 30) => {
      const day = schedule.day(dayNum);
      const values: number[] = [];
      for (let i = 0; i < day.template.size; i++) {
        if (!hours(Math.floor(day.template.depLocal[i]! / 60))) continue;
        values.push(loads.soldShare(flightId(dayNum, i), day.route[i]!, 0, today));
      }
      return average(values);
    };
    const thursday = dayNumber('2027-04-15');
    const peak = shares(thursday, (h) => (h >= 7 && h <= 9) || (h >= 17 && h <= 19));
    const night = shares(thursday, (h) => h <= 4);
    expect(peak).toBeGreaterThan(night * 1.1);
    expect(shares(thursday, () => true)).toBeGreaterThan(shares(dayNumber('2027-04-13'), () => true));
    const near = shares(thursday, () => true, thursday - 3);
    const far = shares(thursday, () => true, thursday - 250);
    expect(far).toBeLessThan(0.1);
    expect(near).toBeGreaterThan(0.7);
  });

  it('gives a busy one-way search well over a hundred distinct fares', () => {
    for (const destination of ['DXB', 'KUL', 'JFK']) {
      expect(groupCount(all(query([['DAC', destination, daysOut(30)]])))).toBeGreaterThan(130);
    }
  });

  it('gives a long-haul return more than a thousand offers', () => {
    const offers = all(
      query([
        ['DAC', 'JFK', daysOut(30)],
        ['JFK', 'DAC', daysOut(44)],
      ]),
    );
    expect(offers.length).toBeGreaterThan(1000);
    expect(groupCount(offers)).toBeGreaterThan(300);
  });

  it('counts days from the date of sale: another date, other prices; the same date, the same offers', () => {
    const q = query([['DAC', 'JED', '2027-02-10']]);
    const later = createFlightSupply({ latency: 'zero', today: () => '2027-02-05' });
    const again = createFlightSupply({ latency: 'zero', today: saleDate });
    expect(again.search(q, 'GDS')).toEqual(supply.search(q, 'GDS'));
    expect(later.search(q, 'GDS')).not.toEqual(supply.search(q, 'GDS'));
  });
});
