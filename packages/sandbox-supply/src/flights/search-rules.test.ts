import { describe, expect, it } from 'vitest';
import { createFlightSupply } from './create-flight-supply';
import { DETOUR_LIMIT, MAX_LAYOVER_MINUTES, minimumConnectionMinutes } from './data/connection-rules';
import { greatCircleKm } from './network/geo';
import { query, saleDate, scanPairs } from './test-queries';
import type { SupplyOffer } from './types';

const supply = createFlightSupply({ latency: 'zero', today: saleDate, seed: 7 });
const dates = ['2027-02-03', '2027-03-14', '2027-07-22', '2027-10-31'];

const scanned: SupplyOffer[] = [];
for (const date of dates) {
  for (const [origin, destination] of scanPairs) {
    for (const source of supply.sources)
      scanned.push(...supply.search(query([[origin, destination, date]]), source.code));
  }
}
const minutes = (iso: string) => Date.parse(iso) / 60_000;

describe('itinerary rules', () => {
  it('finds plenty to check', () => {
    expect(scanned.length).toBeGreaterThan(5000);
    expect(scanned.some((o) => o.journeys[0]!.legs.length === 3)).toBe(true);
  });

  it('never breaks the minimum connection time nor exceeds the maximum layover', () => {
    let connections = 0;
    for (const offer of scanned) {
      for (const journey of offer.journeys) {
        journey.legs.slice(1).forEach((leg, i) => {
          const inbound = journey.legs[i]!;
          const via = supply.airport(leg.origin)!;
          const mct = minimumConnectionMinutes(
            via.airportCode,
            supply.airport(inbound.origin)!.countryCode === via.countryCode,
            supply.airport(leg.destination)!.countryCode === via.countryCode,
          );
          const layover = minutes(leg.departure) - minutes(inbound.arrival);
          expect(inbound.destination).toBe(leg.origin);
          expect(layover).toBeGreaterThanOrEqual(mct);
          expect(layover).toBeLessThanOrEqual(MAX_LAYOVER_MINUTES);
          expect(journey.layovers[i]).toEqual({ airportCode: leg.origin, minutes: layover });
          connections++;
        });
      }
    }
    expect(connections).toBeGreaterThan(5000);
  });

  it('never passes through its own origin nor visits an airport twice', () => {
    for (const offer of scanned) {
      for (const journey of offer.journeys) {
        const airports = [journey.legs[0]!.origin, ...journey.legs.map((l) => l.destination)];
        expect(new Set(airports).size).toBe(airports.length);
      }
    }
  });

  it('takes no absurd detours', () => {
    const km = (a: string, b: string) => {
      const x = supply.airport(a)!;
      const y = supply.airport(b)!;
      return greatCircleKm(x.latitude, x.longitude, y.latitude, y.longitude);
    };
    for (const offer of scanned) {
      for (const journey of offer.journeys) {
        const direct = km(journey.legs[0]!.origin, journey.legs.at(-1)!.destination);
        const flown = journey.legs.reduce((sum, leg) => sum + km(leg.origin, leg.destination), 0);
        const limit = DETOUR_LIMIT.twoStop;
        expect(flown).toBeLessThanOrEqual(Math.max(direct * limit.factor, direct + limit.extraKm) + 1);
      }
    }
  });

  it('lands every leg after it departs, for the stated duration', () => {
    for (const offer of scanned) {
      for (const journey of offer.journeys) {
        for (const leg of journey.legs) {
          expect(minutes(leg.arrival)).toBeGreaterThan(minutes(leg.departure));
          expect(minutes(leg.arrival) - minutes(leg.departure)).toBe(leg.durationMinutes);
        }
        expect(journey.durationMinutes).toBe(
          minutes(journey.legs.at(-1)!.arrival) - minutes(journey.legs[0]!.departure),
        );
      }
    }
  });

  it('departs on the searched local date at the origin', () => {
    for (const offer of scanned) expect(dates).toContain(offer.journeys[0]!.legs[0]!.departure.slice(0, 10));
  });

  it('sells connections of one airline or its partners; low-cost and airline-direct sources sell only their own', () => {
    for (const offer of scanned) {
      const carriers = new Set(offer.journeys.flatMap((j) => j.legs.map((l) => l.marketingAirline)));
      if (offer.source !== 'GDS') expect([...carriers]).toEqual([offer.validatingAirline]);
    }
  });
});
