import { describe, expect, it } from 'vitest';
import {
  dayDifference,
  formatDuration,
  localDate,
  localTime,
  longLocalDate,
  shortLocalDate,
} from './flight-time';

describe('flight times', () => {
  it('reads the local clock of the airport', () => {
    expect(localTime('2026-12-05T20:35:00+06:00')).toBe('20:35');
    expect(localDate('2026-12-05T20:35:00+06:00')).toBe('2026-12-05');
    expect(shortLocalDate('2026-12-05T23:35:00-10:00')).toBe('Sat 5 Dec');
  });

  it('counts calendar days between local dates, across the date line too', () => {
    expect(dayDifference('2026-12-05T20:35:00+06:00', '2026-12-06T01:10:00+04:00')).toBe(1);
    expect(dayDifference('2026-12-05T08:00:00+06:00', '2026-12-05T11:00:00+04:00')).toBe(0);
    // Auckland to Honolulu lands "the day before".
    expect(dayDifference('2026-12-05T19:00:00+13:00', '2026-12-05T05:00:00-10:00')).toBe(0);
    expect(dayDifference('2026-12-06T01:00:00+13:00', '2026-12-05T11:00:00-10:00')).toBe(-1);
  });

  it('writes the local day with its year for tickets and orders', () => {
    expect(longLocalDate('2026-12-05T20:35:00+06:00')).toBe('Sat, 5 Dec 2026');
  });

  it('formats durations', () => {
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(305)).toBe('5h 05m');
    expect(formatDuration(1440)).toBe('24h 00m');
  });
});
