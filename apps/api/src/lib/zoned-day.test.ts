import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, previousMonthStart, zonedDay, zonedDayEnd, zonedDayStart } from './zoned-day';

describe('zoned days', () => {
  it('reads the day and its bounds in a fixed-offset zone', () => {
    expect(zonedDayStart('2026-10-01', 'Asia/Dhaka').toISOString()).toBe('2026-09-30T18:00:00.000Z');
    expect(zonedDayEnd('2026-10-31', 'Asia/Dhaka').toISOString()).toBe('2026-10-31T18:00:00.000Z');
    expect(zonedDay(new Date('2026-09-30T17:59:59Z'), 'Asia/Dhaka')).toBe('2026-09-30');
    expect(zonedDay(new Date('2026-09-30T18:00:00Z'), 'Asia/Dhaka')).toBe('2026-10-01');
  });

  it('follows daylight saving', () => {
    expect(zonedDayStart('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(zonedDayStart('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(zonedDayEnd('2026-10-25', 'Europe/London').toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(zonedDayStart('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
  });

  it('counts days and months on the calendar', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
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
