import { describe, expect, it } from 'vitest';
import { createFlightSupply } from './create-flight-supply';
import { query, saleDate } from './test-queries';
import type { FlightLeg } from '@portal/contracts';

const supply = createFlightSupply({ latency: 'zero', today: saleDate, seed: 3 });

/** The local wall time of an instant in a zone, as YYYY-MM-DDTHH:MM, worked out independently with Intl. */
function wallTime(instantMs: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instantMs));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

function legsOf(origin: string, destination: string, date: string): FlightLeg[] {
  return supply.sources
    .flatMap((s) => supply.search(query([[origin, destination, date]]), s.code))
    .flatMap((o) => o.journeys[0]!.legs);
}

function expectLocalTimesRight(leg: FlightLeg): void {
  const depZone = supply.airport(leg.origin)!.timeZone;
  const arrZone = supply.airport(leg.destination)!.timeZone;
  const depInstant = Date.parse(leg.departure);
  expect(leg.departure.slice(0, 16)).toBe(wallTime(depInstant, depZone));
  // The arrival's local time is the departure instant plus the duration, read in the arrival zone.
  expect(leg.arrival.slice(0, 16)).toBe(wallTime(depInstant + leg.durationMinutes * 60_000, arrZone));
}

describe('local times', () => {
  it('crosses the date line eastward, arriving on the previous local day', () => {
    const legs = [...legsOf('AKL', 'LAX', '2027-01-20'), ...legsOf('SYD', 'LAX', '2027-01-20')].filter(
      (leg) => (leg.origin === 'AKL' || leg.origin === 'SYD') && leg.destination === 'LAX',
    );
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs) {
      expectLocalTimesRight(leg);
      expect(leg.departure.endsWith('+13:00') || leg.departure.endsWith('+11:00')).toBe(true);
      expect(leg.arrival.endsWith('-08:00')).toBe(true);
    }
    expect(legs.some((leg) => leg.arrival.slice(0, 10) < leg.departure.slice(0, 10))).toBe(true);
  });

  it('crosses the date line westward, arriving two local days later', () => {
    const legs = legsOf('LAX', 'SYD', '2027-01-20').filter(
      (leg) => leg.origin === 'LAX' && leg.destination === 'SYD',
    );
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs) {
      expectLocalTimesRight(leg);
      expect(leg.arrival.slice(0, 10) > leg.departure.slice(0, 10)).toBe(true);
    }
  });

  it('applies daylight saving per date: New York changed, London not yet', () => {
    const legs = legsOf('LHR', 'JFK', '2027-03-20').filter(
      (l) => l.origin === 'LHR' && l.destination === 'JFK',
    );
    expect(legs.length).toBeGreaterThan(0);
    for (const leg of legs) {
      expectLocalTimesRight(leg);
      expect(leg.departure.endsWith('+00:00')).toBe(true);
      expect(leg.arrival.endsWith('-04:00')).toBe(true);
    }
    const summer = legsOf('LHR', 'JFK', '2027-07-20').filter((l) => l.origin === 'LHR');
    expect(summer.every((leg) => leg.departure.endsWith('+01:00'))).toBe(true);
  });

  it('keeps half-hour and quarter-hour zones', () => {
    for (const leg of [...legsOf('DAC', 'KTM', '2027-05-05'), ...legsOf('DAC', 'DEL', '2027-05-05')])
      expectLocalTimesRight(leg);
    expect(legsOf('DAC', 'KTM', '2027-05-05').some((l) => l.arrival.endsWith('+05:45'))).toBe(true);
  });
});
