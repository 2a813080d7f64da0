import { describe, expect, it } from 'vitest';
import { minorToInputText, parseMoney, parseSignedMoney } from './parse-money';

describe('parseMoney', () => {
  it('reads taka with up to two decimals as whole poisha', () => {
    expect(parseMoney('10')).toBe(1000);
    expect(parseMoney('1,234.5')).toBe(123450);
    expect(parseMoney('1234.56')).toBe(123456);
    expect(parseMoney('0.01')).toBe(1);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney('  250.00 ')).toBe(25000);
    expect(parseMoney('007')).toBe(700);
  });

  it('is exact where floating point is not (0.29 * 100 is 28.999…)', () => {
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('1.15')).toBe(115);
    expect(parseMoney('4.35')).toBe(435);
    expect(parseMoney('90071992547409.91')).toBe(9_007_199_254_740_991);
  });

  it('takes thousands and South Asian grouping, and Bangla digits', () => {
    expect(parseMoney('1,234,567')).toBe(123_456_700);
    expect(parseMoney('12,34,567.89')).toBe(123_456_789);
    expect(parseMoney('১,২৩৪.৫')).toBe(123450);
  });

  it('refuses empty, negative, signed, over-precise, badly grouped and too large amounts', () => {
    for (const text of [
      '',
      '   ',
      '-5',
      '-0.5',
      '+5',
      '0.005',
      '1.234',
      '.5',
      '5.',
      '1,23',
      '1,2345',
      ',100',
      '1 000',
      '1e3',
      '12abc',
      'NaN',
      'Infinity',
      '90071992547409.92',
      '99999999999999999999',
    ]) {
      expect(parseMoney(text), text).toBeNull();
    }
  });

  it('follows the currency’s decimals', () => {
    expect(parseMoney('500', 0)).toBe(500);
    expect(parseMoney('500.5', 0)).toBeNull();
    expect(parseMoney('1.005', 3)).toBe(1005);
  });
});

describe('minorToInputText', () => {
  it('writes minor units back as editable text without rounding', () => {
    expect(minorToInputText(123450)).toBe('1234.50');
    expect(minorToInputText(5)).toBe('0.05');
    expect(minorToInputText(0)).toBe('0.00');
    expect(minorToInputText(-150)).toBe('-1.50');
    expect(minorToInputText(500, 0)).toBe('500');
    expect(parseMoney(minorToInputText(9_876_543_21))).toBe(9_876_543_21);
  });
});

describe('parseSignedMoney', () => {
  it('reads a minus (ASCII or typographic) as an amount kept or charged', () => {
    expect(parseSignedMoney('-1,234.5')).toBe(-123450);
    expect(parseSignedMoney(' \u2212 500')).toBe(-50000);
    expect(parseSignedMoney('+10')).toBe(1000);
    expect(parseSignedMoney('10')).toBe(1000);
    expect(parseSignedMoney('-0')).toBe(0);
  });

  it('writes back what it reads', () => {
    for (const minor of [-123450, -1, 0, 1, 250000])
      expect(parseSignedMoney(minorToInputText(minor))).toBe(minor);
  });

  it('refuses a sign alone, two signs and whatever parseMoney refuses', () => {
    for (const text of ['', '-', '+', '--5', '-+5', '-0.005', '- abc', '5-']) {
      expect(parseSignedMoney(text), text).toBeNull();
    }
  });
});
