import { describe, expect, it } from 'vitest';
import { ZCreateTenantRequest } from '@portal/contracts';
import { validationKey } from '../tenants-i18n';
import { newTenantValues, tenantFormValues, toTenantRequest, ZTenantForm } from './tenant-form';

function filledNewTenant() {
  const values = newTenantValues();
  values.tenantId = 'orbit';
  values.hosts = [{ host: 'Orbit.Localhost' }];
  values.brand.company.name = 'Orbit Trips';
  values.brand.global.title = 'Orbit Trips';
  values.brand.destination.cities = [
    { from: 'Dhaka', to: 'Dubai', imagePath: '', currency: 'BDT', totalFare: 29800.5 },
  ];
  values.brand.translations.en = [{ key: 'home.hero', text: 'Fly with Orbit' }];
  return values;
}

describe('the tenant brand form', () => {
  it('turns a filled form into a request the contracts accept: fares in minor units, overrides as records', () => {
    const parsed = ZTenantForm.parse(filledNewTenant());
    const request = toTenantRequest(parsed);
    expect(ZCreateTenantRequest.safeParse(request).success).toBe(true);
    expect(request.hosts).toEqual(['orbit.localhost']);
    expect(request.brand.destination.cities[0]?.totalFare).toBe(2_980_050);
    expect(request.brand.translations).toEqual({ en: { 'home.hero': 'Fly with Orbit' }, bn: {} });
  });

  it('reads a stored version back into the same form', () => {
    const request = toTenantRequest(ZTenantForm.parse(filledNewTenant()));
    const values = tenantFormValues(request);
    expect(values.brand.destination.cities[0]?.totalFare).toBe(29800.5);
    expect(values.brand.translations.en).toEqual([{ key: 'home.hero', text: 'Fly with Orbit' }]);
    expect(values.hosts).toEqual([{ host: 'orbit.localhost' }]);
  });

  it('refuses what the contracts refuse, at the field that is wrong', () => {
    const values = filledNewTenant();
    values.tenantId = 'Orbit!';
    values.brand.global.primaryColor = 'purple';
    values.hosts = [{ host: 'a.test' }, { host: 'a.test' }];
    values.brand.translations.bn = [
      { key: 'x', text: '' },
      { key: 'x', text: '' },
    ];
    const result = ZTenantForm.safeParse(values);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(['tenantId', 'brand.global.primaryColor', 'hosts', 'brand.translations.bn']),
    );
    // Each message has its English and Bangla text in the page's translations.
    for (const issue of result.error?.issues ?? [])
      expect(validationKey(issue.message), issue.message).not.toBeNull();
  });

  it('a new tenant starts valid but for what the operator must type', () => {
    const result = ZTenantForm.safeParse(newTenantValues());
    const paths = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    expect(paths).toEqual(new Set(['tenantId', 'hosts.0.host', 'brand.company.name', 'brand.global.title']));
    for (const issue of result.error?.issues ?? [])
      expect(validationKey(issue.message), issue.message).not.toBeNull();
  });
});
