import { describe, expect, it } from 'vitest';
import { VisaTypes, ZCreateVisaProductBody } from '@portal/contracts';
import { SeedVisaCatalogues } from './seed-visa-catalogue';

describe('seeded visa catalogues', () => {
  const all = Object.entries(SeedVisaCatalogues).flatMap(([tenantId, products]) =>
    products.map((product) => ({ tenantId, product })),
  );

  it.each(
    all.map(({ tenantId, product }) => [`${tenantId} ${product.countryCode} ${product.visaType}`, product]),
  )('%s passes the operators’ editor rules', (_label, product) => {
    const { countryCode, status: _status, currency: _currency, ...rest } = { currency: 'BDT', ...product };
    const parsed = ZCreateVisaProductBody.safeParse({ destination: countryCode, ...rest });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('sells one product per destination and visa type per tenant', () => {
    for (const products of Object.values(SeedVisaCatalogues)) {
      const keys = products.map((product) => `${product.countryCode} ${product.visaType}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('covers the destinations Bangladeshi agencies sell most, for Bangladeshi passports', () => {
    const provider = SeedVisaCatalogues.bdfare ?? [];
    const destinations = new Set(provider.map((product) => product.countryCode));
    for (const code of [
      'AE',
      'SA',
      'TH',
      'MY',
      'SG',
      'IN',
      'FR',
      'DE',
      'IT',
      'ES',
      'NL',
      'CH',
      'GB',
      'US',
      'CA',
    ]) {
      expect(destinations).toContain(code);
    }
    for (const code of ['JP', 'CN', 'TR', 'VN', 'ID', 'LK', 'NP', 'QA', 'OM', 'EG', 'AU']) {
      expect(destinations).toContain(code);
    }
    expect(provider.every((product) => product.nationalities.includes('BD'))).toBe(true);
    expect(provider.some((product) => product.nationalities.includes('IN'))).toBe(true);
    expect(new Set(provider.map((product) => product.visaType))).toEqual(
      new Set(VisaTypes.filter((type) => !['Student', 'Family'].includes(type))),
    );
  });
});
