import { describe, expect, it } from 'vitest';
import { AFTER_SALES_QUOTE_MINUTES, quoteExpiresAt } from './quote-lifetime';
import { splitAmount } from './split-amount';

describe('split amount', () => {
  it('splits by weight to the unit, the leftover to the largest remainders, ties to the first', () => {
    expect(splitAmount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitAmount(1_000, [4653, 3610])).toEqual([563, 437]);
    expect(splitAmount(7, [0, 0])).toEqual([4, 3]);
    expect(splitAmount(5, [0, 3])).toEqual([0, 5]);
    expect(splitAmount(0, [2, 5])).toEqual([0, 0]);
  });

  it('always sums exactly, in integers', () => {
    for (let amount = 0; amount < 2_000; amount += 37) {
      const parts = splitAmount(amount * 9_973, [4653, 3610, 1, 977]);
      expect(parts.reduce((s, p) => s + p, 0)).toBe(amount * 9_973);
      for (const part of parts) expect(Number.isInteger(part)).toBe(true);
    }
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => splitAmount(10.5, [1])).toThrow(RangeError);
    expect(() => splitAmount(-1, [1])).toThrow(RangeError);
    expect(() => splitAmount(10, [0.5, 1])).toThrow(RangeError);
  });
});

describe('quote lifetime', () => {
  it('keeps an after-sales quote for 15 minutes', () => {
    expect(AFTER_SALES_QUOTE_MINUTES).toBe(15);
    expect(quoteExpiresAt(new Date('2027-03-10T10:00:00Z')).toISOString()).toBe('2027-03-10T10:15:00.000Z');
  });
});
