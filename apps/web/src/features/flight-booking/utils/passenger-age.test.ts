import { describe, expect, it } from 'vitest';
import { ageOn, birthDateRange, isRealDay, sixMonthsAfter, yearsBefore } from './passenger-age';

describe('passenger ages', () => {
  it('counts whole years up to the day before the birthday', () => {
    expect(ageOn('2014-06-10', '2026-06-09')).toBe(11);
    expect(ageOn('2014-06-10', '2026-06-10')).toBe(12);
  });

  it('reads only real calendar days', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2025-02-29')).toBe(false);
    expect(isRealDay('2025-2-01')).toBe(false);
  });

  it('moves 29 February to the 28th in a year without it', () => {
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
    expect(yearsBefore('2026-07-15', 30)).toBe('1996-07-15');
  });

  it('gives each passenger type its birth dates, counted on the first flight day', () => {
    const first = '2026-08-20';
    expect(birthDateRange('ADT', first, '2026-07-01').max).toBe('2014-08-20');
    expect(birthDateRange('CHD', first, '2026-07-01')).toEqual({ min: '2014-08-21', max: '2024-08-20' });
    expect(birthDateRange('INF', first, '2026-07-01')).toEqual({ min: '2024-08-21', max: '2026-07-01' });
    for (const type of ['ADT', 'CHD', 'INF'] as const) {
      const { min, max } = birthDateRange(type, first, '2026-07-01');
      const ages = [ageOn(min, first), ageOn(max, first)];
      if (type === 'ADT') expect(ages[1]).toBe(12);
      if (type === 'CHD') expect(ages).toEqual([11, 2]);
      if (type === 'INF') expect(ages[0]).toBe(1);
    }
  });

  it('asks a passport to run six months past the last flight', () => {
    expect(sixMonthsAfter('2026-08-20')).toBe('2027-02-20');
  });
});
