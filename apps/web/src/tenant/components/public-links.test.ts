import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '@portal/contracts';
import { headerLinks } from './public-links';

// Only the two switches the header reads matter here.
const config = (switches: Pick<TenantConfig, 'isMain' | 'aboutUsEnabled'>) => switches as TenantConfig;
const paths = (input: Pick<TenantConfig, 'isMain' | 'aboutUsEnabled'>) =>
  headerLinks(config(input)).map((link) => link.to);

describe('header links', () => {
  it('link to About Us only where the tenant has an about-us page', () => {
    expect(paths({ isMain: false, aboutUsEnabled: true })).toContain('/about-us');
    expect(paths({ isMain: true, aboutUsEnabled: false })).not.toContain('/about-us');
  });

  it('link to White Label on the main tenant only', () => {
    expect(paths({ isMain: true, aboutUsEnabled: false })).toContain('/whitelabel');
    expect(paths({ isMain: false, aboutUsEnabled: true })).not.toContain('/whitelabel');
  });
});
