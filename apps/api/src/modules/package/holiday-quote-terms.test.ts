import { describe, expect, it } from 'vitest';
import {
  balanceDueAt,
  depositOf,
  holidayQuoteLines,
  pricesEveryTraveller,
  quoteFigures,
} from './holiday-quote-terms';

const travellers = { adults: 2, children: 1, childAges: [7], infants: 0, rooms: 1 };

describe('depositOf', () => {
  it('takes the percentage rounded up to a whole taka, never above the total', () => {
    expect(depositOf(277_999_50, 30)).toBe(83_400_00);
    expect(depositOf(100_000_00, 25)).toBe(25_000_00);
    expect(depositOf(100_000_01, 100)).toBe(100_000_01);
    expect(depositOf(1_50, 90)).toBe(1_50);
    expect(depositOf(100_000_00, 0)).toBe(0);
  });
});

describe('balanceDueAt', () => {
  // Noon in Dhaka on 1 March 2026.
  const now = new Date('2026-03-01T12:00:00+06:00');

  it('is the end of the day the package names before departure, in Dhaka', () => {
    expect(
      balanceDueAt({ departsOn: '2026-05-10', balanceDaysBeforeDeparture: 30 }, now)?.toISOString(),
    ).toBe('2026-04-10T17:59:59.000Z');
  });

  it('is never before the end of tomorrow', () => {
    // 30 days before 31 March is today.
    expect(
      balanceDueAt({ departsOn: '2026-03-31', balanceDaysBeforeDeparture: 30 }, now)?.toISOString(),
    ).toBe('2026-03-02T17:59:59.000Z');
    expect(
      balanceDueAt({ departsOn: '2026-03-05', balanceDaysBeforeDeparture: 30 }, now)?.toISOString(),
    ).toBe('2026-03-02T17:59:59.000Z');
    // At one in the morning in Dhaka it is still the evening before in UTC: tomorrow is Dhaka's.
    const early = new Date('2026-03-02T01:00:00+06:00');
    expect(
      balanceDueAt({ departsOn: '2026-03-05', balanceDaysBeforeDeparture: 10 }, early)?.toISOString(),
    ).toBe('2026-03-03T17:59:59.000Z');
  });
});

describe('a departure too near for a later balance', () => {
  const now = new Date('2026-03-01T12:00:00+06:00');
  const lines = holidayQuoteLines(
    [{ kind: 'Adult', label: 'Adult', quantity: 2, unitAmount: 50_000_00 }],
    'BDT',
  );

  it('leaves no balance day when the departure is tomorrow: the whole total is the deposit', () => {
    const terms = { lines, depositPercent: 30, balanceDaysBeforeDeparture: 30, departsOn: '2026-03-02' };
    expect(balanceDueAt(terms, now)).toBeNull();
    expect(quoteFigures(terms, now)).toEqual({
      total: 100_000_00,
      depositPercent: 100,
      deposit: 100_000_00,
      balance: 0,
      balanceDueAt: null,
    });
  });

  it('has the balance due tomorrow when the departure is the day after, never on the departure day', () => {
    const terms = { lines, depositPercent: 30, balanceDaysBeforeDeparture: 30, departsOn: '2026-03-03' };
    expect(quoteFigures(terms, now)).toMatchObject({
      depositPercent: 30,
      deposit: 30_000_00,
      balance: 70_000_00,
    });
    expect(quoteFigures(terms, now).balanceDueAt?.toISOString()).toBe('2026-03-02T17:59:59.000Z');
    // A package asking for the balance on the departure day has it due the day before.
    expect(balanceDueAt({ departsOn: '2026-05-10', balanceDaysBeforeDeparture: 0 }, now)?.toISOString()).toBe(
      '2026-05-09T17:59:59.000Z',
    );
  });
});

describe('quote lines', () => {
  const lines = holidayQuoteLines(
    [
      { kind: 'Adult', label: 'Adult', quantity: 2, unitAmount: 50_000_00 },
      { kind: 'Child', label: 'Child without bed', quantity: 1, unitAmount: 30_000_00 },
      { kind: 'Extra', label: 'Visa', quantity: 3, unitAmount: 9_000_00 },
      { kind: 'Discount', label: 'Loyalty', quantity: 1, unitAmount: 2_000_00 },
    ],
    'BDT',
  );

  it('price each line and take discounts off', () => {
    expect(lines.map((line) => line.amount.amount)).toEqual([100_000_00, 30_000_00, 27_000_00, -2_000_00]);
    expect(
      quoteFigures(
        { lines, depositPercent: 20, balanceDaysBeforeDeparture: 30, departsOn: '2026-05-10' },
        new Date('2026-03-01T12:00:00+06:00'),
      ),
    ).toMatchObject({ total: 155_000_00, depositPercent: 20, deposit: 31_000_00, balance: 124_000_00 });
  });

  it('must count each traveller type exactly', () => {
    expect(pricesEveryTraveller(lines, travellers)).toBe(true);
    expect(pricesEveryTraveller(lines, { ...travellers, children: 2 })).toBe(false);
    expect(pricesEveryTraveller(lines, { ...travellers, infants: 1 })).toBe(false);
    expect(pricesEveryTraveller(lines.slice(1), travellers)).toBe(false);
  });
});
