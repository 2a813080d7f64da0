import { describe, expect, it } from 'vitest';
import type { SearchBarResult } from '@portal/contracts';
import { isSearchable, searchBarTarget } from './search-redirect';

const hit = (patch: Partial<SearchBarResult>): SearchBarResult => ({
  error: null,
  type: 'other',
  reference: 'REF 1',
  orderType: 1,
  count: 1,
  ...patch,
});

describe('header search', () => {
  it('runs only past 3 characters', () => {
    expect(isSearchable('abc')).toBe(false);
    expect(isSearchable('  abc ')).toBe(false);
    expect(isSearchable('abcd')).toBe(true);
  });

  it('leads nowhere when nothing was found', () => {
    const none = hit({ error: { code: 'NOT_FOUND', message: 'No orders found' }, reference: null, count: 0 });
    expect(searchBarTarget(none, 'REF1')).toBeNull();
  });

  it.each([
    [{ type: 'deposit' as const }, '/deposit-list?search=REF%201'],
    [{ type: 'refund' as const }, '/flight-refund-details?reference=REF%201'],
    [{ type: 'void' as const }, '/flight-void-details?reference=REF%201'],
    [{ type: 'exchange' as const }, '/flight-exchange-details?reference=REF%201'],
    [{ type: 'visa' as const, orderType: null }, '/visa-order?orderReference=REF%201'],
    [{ type: 'visa' as const, orderType: null, count: 2 }, '/visa-myapplications?search=REF'],
    [{ orderType: 2 as const }, '/hotel-bookings/REF%201'],
    [{ count: 3 }, '/my-bookings?search=REF'],
    [{}, '/flight-order?reference=REF%201'],
  ])('redirects %o to %s', (patch, target) => {
    expect(searchBarTarget(hit(patch), 'REF')).toBe(target);
  });
});

describe('header search of a holiday request', () => {
  it('opens the request of an HL- reference', () => {
    expect(searchBarTarget(hit({ reference: 'HL-2610004' }), 'HL-2610004')).toBe(
      '/holiday-requests/HL-2610004',
    );
  });
});
