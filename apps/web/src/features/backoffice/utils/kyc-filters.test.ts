import { describe, expect, it } from 'vitest';
import { kycFiltersFromSearch, kycFiltersToSearch } from './kyc-filters';

describe('KYC queue filters in the address', () => {
  it('opens on the pending tab and ignores unknown tabs', () => {
    expect(kycFiltersFromSearch(new URLSearchParams(''))).toEqual({ tab: 'pending', search: '', page: 1 });
    expect(kycFiltersFromSearch(new URLSearchParams('tab=closed')).tab).toBe('pending');
  });

  it('writes back only what differs from the defaults', () => {
    expect(kycFiltersToSearch({ tab: 'pending', search: '', page: 1 }).toString()).toBe('');
    expect(kycFiltersToSearch({ tab: 'rejected', search: 'demo', page: 2 }).toString()).toBe(
      'tab=rejected&search=demo&page=2',
    );
  });
});
