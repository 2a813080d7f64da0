import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('reads minor units in the currency', () => {
    // Intl separates a currency code from the amount with a no-break space.
    expect(formatMoney(450_000, 'BDT')).toBe('BDT\u00a04,500');
    expect(formatMoney(1_999, 'USD')).toBe('$19.99');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
  });
});
