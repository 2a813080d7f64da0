import { describe, expect, it } from 'vitest';
import { convertBdtAmount, convertMoneyIn, convertToBdtAmount, exchangeRateText } from './money-conversion';

const usd = { currency: 'USD', bdtPerUnitMicros: 122_500_000, minorDigits: 2 };

describe('money conversion', () => {
  it('converts poisha to cents at BDT per unit, rounding half away from zero', () => {
    expect(convertBdtAmount(122_50, usd)).toBe(100);
    expect(convertBdtAmount(45_000_00, usd)).toBe(Math.round(45_000_00 / 122.5));
    // At 100 BDT a unit, 150 poisha is 1.5 cents exactly: rounds up, and its negative down.
    const even = { ...usd, bdtPerUnitMicros: 100_000_000 };
    expect(convertBdtAmount(150, even)).toBe(2);
    expect(convertBdtAmount(149, even)).toBe(1);
    expect(convertBdtAmount(-150, even)).toBe(-2);
    expect(convertBdtAmount(9_000_000_000_00, usd)).toBe(Math.round(9_000_000_000_00 / 122.5));
  });

  it('converts every amount in a nested answer and leaves everything else alone', () => {
    const answer = {
      currency: 'BDT',
      itineraries: [
        { grossAmount: { amount: 245_00, currency: 'BDT' }, agentAmount: null, durationMinutes: 300 },
      ],
      fee: { amount: 100, currency: 'EUR' },
    };
    expect(convertMoneyIn(answer, usd)).toEqual({
      currency: 'BDT',
      itineraries: [
        { grossAmount: { amount: 200, currency: 'USD' }, agentAmount: null, durationMinutes: 300 },
      ],
      fee: { amount: 100, currency: 'EUR' },
    });
    expect(answer.itineraries[0]?.grossAmount.currency).toBe('BDT');
  });

  it('converts a supplier amount to poisha at the same rate, rounding half away from zero', () => {
    expect(convertToBdtAmount(100, usd)).toBe(122_50);
    expect(convertToBdtAmount(1, usd)).toBe(123);
    const aed = { currency: 'AED', bdtPerUnitMicros: 33_350_000, minorDigits: 2 };
    expect(convertToBdtAmount(1_000_00, aed)).toBe(33_350_00);
    expect(convertToBdtAmount(-1, usd)).toBe(-123);
  });

  it('writes the rate as plain decimal text', () => {
    expect(exchangeRateText(usd)).toBe('122.5');
    expect(exchangeRateText({ bdtPerUnitMicros: 1_000_000 })).toBe('1');
    expect(exchangeRateText({ bdtPerUnitMicros: 1_420_000 })).toBe('1.42');
    expect(exchangeRateText({ bdtPerUnitMicros: 33_350_001 })).toBe('33.350001');
  });
});
