import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantAdminPaths, type TenantBrand } from '@portal/contracts';
import { login } from './support/requests';
import { adminPost, createAndPublish, errorOf, orbitBrand, tenantRowCounts } from './support/tenant-admin';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let provider: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = await login(t.app, 'ops@demo.test');
  // A live tenant, and a draft never published whose hosts are reserved.
  await createAndPublish(t.app, provider, { tenantId: 'livebrand', hosts: ['live.brand.test'] });
  await createAndPublish(t.app, provider, {
    tenantId: 'draftbrand',
    hosts: ['draft.brand.test'],
    publish: false,
  });
  // A saved (unpublished) version of the live tenant names a host of its own.
  const saved = await adminPost(t.app, provider, TenantAdminPaths.saveVersion, {
    tenantId: 'livebrand',
    hosts: ['live.brand.test', 'next.brand.test'],
    brand: orbitBrand(),
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(async () => {
  await t.close();
});

/** Sends the call and checks the refusal stored nothing at all. */
async function refused(url: string, payload: unknown) {
  const before = await tenantRowCounts(t.db);
  const response = await adminPost(t.app, provider, url, payload);
  const body = response.json<{ error?: { code?: unknown; message?: unknown } }>();
  expect(typeof body.error?.message, response.body).toBe('string');
  expect(await tenantRowCounts(t.db)).toEqual(before);
  return errorOf(response);
}

const create = (
  overrides: { tenantId?: string; hosts?: unknown; brand?: unknown } & Record<string, unknown>,
) =>
  refused(TenantAdminPaths.create, {
    tenantId: 'fresh',
    hosts: ['fresh.test'],
    brand: orbitBrand(),
    ...overrides,
  });

const withGlobal = (global: Record<string, unknown>) => {
  const brand = orbitBrand();
  return { ...brand, global: { ...brand.global, ...global } };
};

describe('a tenant’s config is validated: 400 and nothing stored', () => {
  it('refuses a bad colour and an unknown theme or login layout', async () => {
    expect(await create({ brand: withGlobal({ primaryColor: 'red' }) })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect((await create({ brand: withGlobal({ primaryColor: '#12345' }) })).status).toBe(400);
    expect((await create({ brand: withGlobal({ theme: 'neon' }) })).status).toBe(400);
    expect((await create({ brand: { ...orbitBrand(), loginVariation: 'popup' } })).status).toBe(400);
  });

  it('refuses malformed hosts and tenant ids', async () => {
    for (const hosts of [
      ['https://fresh.test'],
      ['fresh.test:8080'],
      ['fresh test'],
      ['fresh..test'],
      ['-fresh.test'],
      ['fresh.test/path'],
      [],
      ['fresh.test', 'FRESH.test'],
      Array.from({ length: 11 }, (_, index) => `h${index}.fresh.test`),
      'fresh.test',
    ]) {
      expect((await create({ hosts })).status, JSON.stringify(hosts)).toBe(400);
    }
    for (const tenantId of ['Orbit', '1orbit', 'o', 'orbit_trips', 'orbit.trips', 'a'.repeat(31), '']) {
      expect((await create({ tenantId })).status, tenantId).toBe(400);
    }
  });

  it('refuses unknown fields, and the server-owned fields inside the brand', async () => {
    expect((await create({ extra: true })).status).toBe(400);
    expect((await create({ brand: { ...orbitBrand(), tenantId: 'fresh' } })).status).toBe(400);
    expect((await create({ brand: { ...orbitBrand(), isMain: true } })).status).toBe(400);
    expect((await create({ brand: withGlobal({ script: '<script>' }) })).status).toBe(400);
    const { home: _home, ...withoutHome } = orbitBrand();
    expect((await create({ brand: withoutHome })).status).toBe(400);
  });

  it('refuses huge or odd input', async () => {
    const brand = orbitBrand();
    expect((await create({ brand: { ...brand, tenantName: 'x'.repeat(201) } })).status).toBe(400);
    const airlines = Array.from({ length: 41 }, () => ({ code: 'BG', name: 'Biman', logo: '/a.png' }));
    expect((await create({ brand: { ...brand, home: { ...brand.home, airlines } } })).status).toBe(400);
    expect(
      (await create({ brand: { ...brand, logo: { ...brand.logo, primaryLogo: 'javascript:alert(1)' } } }))
        .status,
    ).toBe(400);
    expect((await create({ brand: { ...brand, tenantName: 'Orbit\u0000Trips' } })).status).toBe(400);
    expect((await create({ brand: null })).status).toBe(400);
    // Over the 1 MB body limit.
    expect(
      (await create({ brand: { ...brand, aboutUs: { ...brand.aboutUs, content: 'x'.repeat(1_100_000) } } }))
        .status,
    ).toBe(413);
    expect(
      (await refused(TenantAdminPaths.publish, { tenantId: 'livebrand', version: '1; drop table tenants' }))
        .status,
    ).toBe(400);
    expect((await refused(TenantAdminPaths.publish, { tenantId: 'livebrand', version: 0 })).status).toBe(400);
  });
});

describe('ids and hosts belong to one tenant: 409 and nothing stored', () => {
  it('refuses a tenant id in use, live or not', async () => {
    for (const tenantId of ['skyway', 'bdfare', 'draftbrand']) {
      expect(await create({ tenantId })).toEqual({ status: 409, code: 'TENANT_ID_TAKEN' });
    }
  });

  it('refuses a host a live tenant answers on, a draft reserved, or another tenant’s version names', async () => {
    for (const host of [
      'skyway.localhost',
      '127.0.0.1',
      'live.brand.test',
      'draft.brand.test',
      'next.brand.test',
    ]) {
      expect(await create({ hosts: ['fresh.test', host] }), host).toEqual({
        status: 409,
        code: 'HOST_TAKEN',
      });
    }
  });

  it('refuses localhost and another tenant’s <id>.localhost', async () => {
    for (const host of ['localhost', 'skyway.localhost', 'someone.localhost', 'draftbrand.localhost']) {
      expect(await create({ hosts: [host] }), host).toEqual({ status: 409, code: 'HOST_TAKEN' });
    }
  });

  it('refuses a saved version or a rollback onto hosts another tenant holds', async () => {
    const save = (hosts: string[], brand: TenantBrand = orbitBrand()) =>
      refused(TenantAdminPaths.saveVersion, { tenantId: 'draftbrand', hosts, brand });
    expect(await save(['draft.brand.test', 'live.brand.test'])).toEqual({ status: 409, code: 'HOST_TAKEN' });
    expect(await save(['tripzen.localhost'])).toEqual({ status: 409, code: 'HOST_TAKEN' });
    expect(await save(['localhost'])).toEqual({ status: 409, code: 'HOST_TAKEN' });
    expect(
      (await save(['draft.brand.test'], { ...orbitBrand(), aboutUsEnabled: 'yes' } as never)).status,
    ).toBe(400);
    expect(
      (
        await refused(TenantAdminPaths.saveVersion, {
          tenantId: 'nobody',
          hosts: ['x.test'],
          brand: orbitBrand(),
        })
      ).status,
    ).toBe(404);
  });
});

describe('the first operator’s form', () => {
  it('refuses a weak password, a bad email and unknown fields, storing nothing', async () => {
    const operator = {
      tenantId: 'draftbrand',
      firstName: 'Rana',
      lastName: 'Das',
      email: 'rana@draft.test',
      temporaryPassword: 'Temp@2345',
    };
    expect(
      (await refused(TenantAdminPaths.createOperator, { ...operator, temporaryPassword: 'weakpass' })).status,
    ).toBe(400);
    expect(
      (await refused(TenantAdminPaths.createOperator, { ...operator, email: 'not-an-email' })).status,
    ).toBe(400);
    expect((await refused(TenantAdminPaths.createOperator, { ...operator, role: 'admin' })).status).toBe(400);
    expect((await refused(TenantAdminPaths.createOperator, { ...operator, firstName: '' })).status).toBe(400);
    expect((await refused(TenantAdminPaths.createOperator, { ...operator, tenantId: 'nobody' })).status).toBe(
      404,
    );
  });
});
