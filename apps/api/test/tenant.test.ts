import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { TenantPaths, ZTenantConfig, type ErrorBody, type GetTenantConfigResponse } from '@portal/contracts';
import { tenantHosts, tenants, users, banners, ledgerTransactions } from '../src/db/schema';
import { DemoAccounts } from '../src/db/seed/demo-accounts';
import { DemoOpeningBalances } from '../src/db/seed/opening-balances';
import { DemoOrderDues } from '../src/db/seed/demo-order-dues';
import { seedDemoWorld } from '../src/db/seed/seed-demo-world';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function configFor(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: TenantPaths.getTenantConfig, headers });
  return response;
}

describe('GetTenantConfig', () => {
  it('answers the provider brand with the defaults of the product description on localhost', async () => {
    const response = await configFor({ host: 'localhost:3000' });
    expect(response.statusCode).toBe(200);
    const { config } = response.json<GetTenantConfigResponse>();
    expect(() => ZTenantConfig.parse(config)).not.toThrow();
    expect(config.tenantId).toBe('bdfare');
    expect(config.isMain).toBe(true);
    expect(config.global.title).toBe('Bdfare - Best B2B Travel Portal');
    expect(config.global.primaryColor).toBe('#f76641');
    expect(config.global.theme).toBe('bizora');
    expect(config.loginVariation).toBe('cover');
    expect(config.global.defaultCurrency).toBe('BDT');
    expect(config.global.defaultPhoneNumberCode).toBe('+880');
    expect(config.global.initialDeparture).toEqual({
      airportCode: 'DAC',
      airportName: 'Hazrat Shahjalal International Airport',
      cityCode: 'DAC',
      cityName: 'Dhaka',
      countryCode: 'BD',
      countryName: 'Bangladesh',
    });
    expect(config.logo.favIcon).toBe('/tenants/bdfare/favicon.svg');
    expect(config.aboutUsEnabled).toBe(false);
    expect(config.accreditations.map((item) => item.name)).toEqual(['IATA', 'ATAB', 'TOAB']);
    expect(config.paymentMethods.map((method) => [method.code, method.kind])).toEqual([
      ['visa', 'card'],
      ['mastercard', 'card'],
      ['amex', 'internationalCard'],
      ['bkash', 'mobileBanking'],
      ['nagad', 'mobileBanking'],
    ]);
    expect(config.contactUs.offices.length).toBeGreaterThanOrEqual(2);
  });

  it.each(['127.0.0.1:3000', 'bdfare.localhost:3000', 'portal.example.com'])(
    'answers the provider brand on %s',
    async (host) => {
      const response = await configFor({ host });
      expect(response.statusCode).toBe(200);
      expect(response.json<GetTenantConfigResponse>().config.tenantId).toBe('bdfare');
    },
  );

  it('answers the white-label brand on skyway.localhost', async () => {
    const response = await configFor({ host: 'skyway.localhost:3000' });
    expect(response.statusCode).toBe(200);
    const { config } = response.json<GetTenantConfigResponse>();
    expect(config).toMatchObject({
      tenantId: 'skyway',
      isMain: false,
      loginVariation: 'centered',
      aboutUsEnabled: true,
      company: { name: 'Skyway Travels' },
      global: { theme: 'trotly', primaryColor: '#0e7490' },
      accreditations: [],
    });
    expect(config.aboutUs.profiles.length).toBeGreaterThan(0);
  });

  it('answers the white-label brand with the modal login on tripzen.localhost', async () => {
    const response = await configFor({ host: 'tripzen.localhost:3000' });
    expect(response.statusCode).toBe(200);
    const { config } = response.json<GetTenantConfigResponse>();
    expect(config).toMatchObject({
      tenantId: 'tripzen',
      isMain: false,
      loginVariation: 'modal',
      aboutUsEnabled: true,
      company: { name: 'Tripzen Holidays' },
      global: { theme: 'chillora', primaryColor: '#0f9d76', defaultPhoneNumberCode: '+880' },
      logo: { favIcon: '/tenants/tripzen/favicon.svg' },
      security: { requireDeviceVerification: false },
    });
  });

  it('answers the white-label brand on the safeZone theme with the form-left login on voyagio.localhost', async () => {
    const response = await configFor({ host: 'voyagio.localhost:3000' });
    expect(response.statusCode).toBe(200);
    const { config } = response.json<GetTenantConfigResponse>();
    expect(() => ZTenantConfig.parse(config)).not.toThrow();
    expect(config).toMatchObject({
      tenantId: 'voyagio',
      isMain: false,
      loginVariation: 'formleft',
      aboutUsEnabled: true,
      company: { name: 'Voyagio Travel Hub' },
      global: { theme: 'safeZone', primaryColor: '#4338ca', initialDeparture: { airportCode: 'DAC' } },
      logo: { favIcon: '/tenants/voyagio/favicon.svg' },
      security: { requireDeviceVerification: false },
    });
    expect(config.aboutUs.content).not.toBe('');
    expect(config.contactUs.offices.length).toBeGreaterThanOrEqual(2);
  });

  it('lets an X-Tenant-Id header choose the tenant, whatever the host', async () => {
    const response = await configFor({ host: 'localhost', 'x-tenant-id': 'skyway' });
    expect(response.json<GetTenantConfigResponse>().config.tenantId).toBe('skyway');
  });

  it.each([
    ['an unknown .localhost label', { host: 'nobody.localhost:3000' }],
    ['an unknown X-Tenant-Id', { host: 'localhost', 'x-tenant-id': 'nobody' }],
  ])('answers 404 TENANT_NOT_FOUND for %s', async (_case, headers) => {
    const response = await configFor(headers);
    expect(response.statusCode).toBe(404);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe('TENANT_NOT_FOUND');
    expect(body.error.message).toMatch(/no travel portal/i);
  });
});

describe('demo world seed', () => {
  it('changes nothing when run on a seeded database', async () => {
    const totals = async () => ({
      tenants: (await t.db.select({ n: count() }).from(tenants))[0]?.n,
      hosts: (await t.db.select({ n: count() }).from(tenantHosts))[0]?.n,
      users: (await t.db.select({ n: count() }).from(users))[0]?.n,
      banners: (await t.db.select({ n: count() }).from(banners))[0]?.n,
      ledgerTransactions: (await t.db.select({ n: count() }).from(ledgerTransactions))[0]?.n,
    });
    const before = await totals();
    // Each tenant: three home banners, three search-pad offers, one bank-details banner; the opening balances and
    // the partly paid demo orders.
    expect(before).toEqual({
      tenants: 4,
      hosts: 6,
      users: DemoAccounts.length,
      banners: 28,
      ledgerTransactions: DemoOpeningBalances.length + DemoOrderDues.length,
    });
    expect(await seedDemoWorld(t.db)).toEqual({ seeded: false });
    expect(await totals()).toEqual(before);
  });

  it('stores the demo passwords as argon2id with the agreed cost', async () => {
    const rows = await t.db.select({ hash: users.passwordHash }).from(users);
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
