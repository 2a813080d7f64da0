import { describe, expect, it } from 'vitest';
import { orderPagePath } from './order-path';

describe('the page of a reference', () => {
  it('opens a holiday request for an HL- reference and the flight order otherwise', () => {
    expect(orderPagePath('HL-2610004')).toBe('/holiday-requests/HL-2610004');
    expect(orderPagePath('BF2601234')).toBe('/flight-order?reference=BF2601234');
  });
});
