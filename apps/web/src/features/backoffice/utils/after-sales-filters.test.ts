import { describe, expect, it } from 'vitest';
import { ageParts, filtersFromSearch, filtersToSearch, waitsOnOperators } from './after-sales-filters';

describe('the after-sales desk’s address', () => {
  it('reads the kind, tab, search and page, and writes them back', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('kind=Refund&tab=inProcess&search=%20RF-1%20&page=3'),
    );
    expect(filters).toEqual({ kind: 'Refund', tab: 'inProcess', search: 'RF-1', page: 3 });
    expect(filtersToSearch(filters).toString()).toBe('kind=Refund&tab=inProcess&search=RF-1&page=3');
  });

  it('falls back to the first kind and the All tab, and leaves the defaults out', () => {
    const filters = filtersFromSearch(new URLSearchParams('kind=Hotel&tab=nope&page=-2'));
    expect(filters).toEqual({ kind: 'Void', tab: 'all', search: '', page: 1 });
    expect(filtersToSearch(filters).toString()).toBe('');
  });

  it('keeps the exchange kind in the address', () => {
    expect(filtersFromSearch(new URLSearchParams('kind=Exchange')).kind).toBe('Exchange');
  });

  it('cuts a search longer than the API takes', () => {
    expect(filtersFromSearch(new URLSearchParams(`search=${'A'.repeat(80)}`)).search).toHaveLength(64);
  });
});

describe('the SLA column', () => {
  it('splits minutes into days, hours and minutes', () => {
    expect(ageParts(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(ageParts(125)).toEqual({ days: 0, hours: 2, minutes: 5 });
    expect(ageParts(24 * 60 + 3 * 60 + 1)).toEqual({ days: 1, hours: 3, minutes: 1 });
  });

  it('runs while the operators must act, not while the agency or nobody must', () => {
    expect(waitsOnOperators('Requested', 'Manual')).toBe(true);
    expect(waitsOnOperators('InProcess', 'Manual')).toBe(true);
    expect(waitsOnOperators('Expired', 'Manual')).toBe(true);
    expect(waitsOnOperators('Expired', 'Automatic')).toBe(false);
    expect(waitsOnOperators('Quoted', 'Manual')).toBe(false);
    expect(waitsOnOperators('Completed', 'Manual')).toBe(false);
  });
});
