import { describe, expect, it } from 'vitest';
import type { FlightLeg, Journey } from '@portal/contracts';
import { journeyLegs } from './journey-legs';

const leg = (key: string) => ({ key, origin: 'DAC', destination: 'CGP' }) as unknown as FlightLeg;

describe('a journey’s legs', () => {
  it('pairs each leg with its class and the layover after it, none after the last', () => {
    const journey = {
      legKeys: ['a', 'b'],
      bookingClasses: ['Y', 'B'],
      layovers: [{ airportCode: 'CGP', minutes: 270 }],
    } as unknown as Journey;
    expect(journeyLegs(journey, { a: leg('a'), b: leg('b') })).toEqual([
      { key: 'a', leg: leg('a'), bookingClass: 'Y', layover: { airportCode: 'CGP', minutes: 270 } },
      { key: 'b', leg: leg('b'), bookingClass: 'B', layover: null },
    ]);
  });

  it('skips a leg the itinerary does not carry', () => {
    const journey = { legKeys: ['a', 'x'], bookingClasses: [], layovers: [] } as unknown as Journey;
    expect(journeyLegs(journey, { a: leg('a') }).map((row) => row.key)).toEqual(['a']);
  });
});
