import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('reads minor units in the currency', () => {
    // Intl separates a currency code from the amount with a no-break space.
    expect(formatMoney(450_000, 'BDT')).toBe('BDT\u00a04,500');
    expect(formatMoney(1_999, 'USD')).toBe('$19.99');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
  });

  it('shows every minor digit when asked, as ledgers do', () => {
    expect(formatMoney(123_450, 'BDT', 'en', { allDigits: true })).toBe('BDT\u00a01,234.50');
    expect(formatMoney(-5, 'BDT', 'en', { allDigits: true })).toBe('-BDT\u00a00.05');
    expect(formatMoney(500, 'JPY', 'en', { allDigits: true })).toBe('¥500');
  });
});
