import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, previousMonthStart, startOfZonedDay, zonedDay } from './zoned-days';

describe('days of the agency’s zone', () => {
  it('reads the local day and where it begins, daylight saving included', () => {
    expect(zonedDay(new Date('2026-03-09T18:30:00Z'), 'Asia/Dhaka')).toBe('2026-03-10');
    expect(startOfZonedDay('2026-03-10', 'Asia/Dhaka').toISOString()).toBe('2026-03-09T18:00:00.000Z');
    // London moves to summer time on 29 March 2026: that day begins at 00:00 GMT, the next at 23:00 UTC.
    expect(startOfZonedDay('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfZonedDay('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(startOfZonedDay('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('counts days and months on the calendar', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(previousMonthStart('2026-01-15')).toBe('2025-12-01');
    expect(previousMonthStart('2026-03-31')).toBe('2026-02-01');
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});
