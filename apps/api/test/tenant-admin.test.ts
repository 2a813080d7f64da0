import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TenantAdminPaths,
  type GetTenantConfigResponse,
  type ListTenantsResponse,
  type TenantDetail,
  type TenantVersionDetail,
  type TenantVersionResponse,
} from '@portal/contracts';
import { hosts, login } from './support/requests';
import { adminGet, adminPost, configOn, createAndPublish, errorOf, orbitBrand } from './support/tenant-admin';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let provider: string;
beforeAll(async () => {
  t = await createTestApp();
  provider = await login(t.app, 'ops@demo.test');
});
afterAll(async () => {
  await t.close();
});

describe('the seeded tenants', () => {
  it('are live as version 1, published, with their hosts', async () => {
    const list = (await adminGet(t.app, provider, TenantAdminPaths.list, {})).json<ListTenantsResponse>();
    const ids = list.tenants.map((tenant) => tenant.tenantId);
    expect(ids[0]).toBe('bdfare');
    expect(ids).toEqual(expect.arrayContaining(['bdfare', 'skyway', 'tripzen']));
    for (const tenant of list.tenants) {
      expect(tenant).toMatchObject({ liveVersion: 1, latestVersion: 1 });
    }
    expect(list.tenants.find((tenant) => tenant.tenantId === 'skyway')?.hosts).toEqual(['skyway.localhost']);

    const detail = (
      await adminGet(t.app, provider, TenantAdminPaths.get, { tenantId: 'bdfare' })
    ).json<TenantDetail>();
    expect(detail).toMatchObject({ tenantId: 'bdfare', isMain: true, liveVersion: 1, version: 1 });
    expect(detail.versions).toHaveLength(1);
    expect(detail.versions[0]?.publishedAt).not.toBeNull();
    expect(detail.operators.map((operator) => operator.email)).toContain('ops@demo.test');
    expect('tenantId' in detail.brand).toBe(false);
  });
});

describe('a new tenant', () => {
  it('is not live until published, then answers on its hosts with its brand', async () => {
    const created = await adminPost(t.app, provider, TenantAdminPaths.create, {
      tenantId: 'orbit',
      hosts: ['portal.orbit.test', 'orbit.localhost'],
      brand: orbitBrand(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<TenantVersionResponse>()).toEqual({
      tenantId: 'orbit',
      version: 1,
      liveVersion: null,
    });

    // Not live: its id and its own localhost name are unknown, and its reserved host falls back to the main brand.
    expect((await configOn(t.app, 'orbit.localhost')).status).toBe(404);
    expect((await configOn(t.app, hosts.main, { 'x-tenant-id': 'orbit' })).status).toBe(404);
    expect((await configOn(t.app, 'portal.orbit.test')).tenantId).toBe('bdfare');

    const published = await adminPost(t.app, provider, TenantAdminPaths.publish, {
      tenantId: 'orbit',
      version: 1,
    });
    expect(published.json<TenantVersionResponse>()).toEqual({
      tenantId: 'orbit',
      version: 1,
      liveVersion: 1,
    });

    for (const host of ['portal.orbit.test', 'orbit.localhost']) {
      const answer = await configOn(t.app, host);
      expect(answer.status).toBe(200);
      const { config } = answer.body as GetTenantConfigResponse;
      expect(config).toMatchObject({
        tenantId: 'orbit',
        isMain: false,
        tenantName: 'Orbit Trips',
        loginVariation: 'formleft',
        global: { theme: 'safeZone', primaryColor: '#2b6cb0' },
      });
    }
    expect((await configOn(t.app, hosts.main, { 'x-tenant-id': 'orbit' })).tenantId).toBe('orbit');
  });

  it('saves a version that is not served until it is published', async () => {
    await createAndPublish(t.app, provider, { tenantId: 'nova', hosts: ['nova.localhost'] });
    const saved = await adminPost(t.app, provider, TenantAdminPaths.saveVersion, {
      tenantId: 'nova',
      hosts: ['nova.localhost', 'www.nova.test'],
      brand: orbitBrand({ tenantName: 'Nova Travel' }),
    });
    expect(saved.json<TenantVersionResponse>()).toEqual({ tenantId: 'nova', version: 2, liveVersion: 1 });
    expect(
      ((await configOn(t.app, 'nova.localhost')).body as GetTenantConfigResponse).config.tenantName,
    ).toBe('Orbit Trips');
    // A host of a saved version answers only once it is published.
    expect((await configOn(t.app, 'www.nova.test')).tenantId).toBe('bdfare');

    const detail = (
      await adminGet(t.app, provider, TenantAdminPaths.get, { tenantId: 'nova' })
    ).json<TenantDetail>();
    expect(detail).toMatchObject({ version: 2, liveVersion: 1, hosts: ['nova.localhost', 'www.nova.test'] });
    expect(detail.brand.tenantName).toBe('Nova Travel');
    expect(detail.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(detail.versions[0]).toMatchObject({ publishedAt: null, createdBy: 'Nadia Karim' });

    await adminPost(t.app, provider, TenantAdminPaths.publish, { tenantId: 'nova', version: 2 });
    expect(
      ((await configOn(t.app, 'nova.localhost')).body as GetTenantConfigResponse).config.tenantName,
    ).toBe('Nova Travel');
    expect((await configOn(t.app, 'www.nova.test')).tenantId).toBe('nova');
  });

  it('rolls back by publishing a copy of an earlier version as a new one', async () => {
    await createAndPublish(t.app, provider, { tenantId: 'retro', hosts: ['retro.localhost'] });
    await adminPost(t.app, provider, TenantAdminPaths.saveVersion, {
      tenantId: 'retro',
      hosts: ['retro.localhost', 'new.retro.test'],
      brand: orbitBrand({ tenantName: 'Retro Reborn', loginVariation: 'modal' }),
    });
    await adminPost(t.app, provider, TenantAdminPaths.publish, { tenantId: 'retro', version: 2 });
    expect((await configOn(t.app, 'new.retro.test')).tenantId).toBe('retro');

    const rolled = await adminPost(t.app, provider, TenantAdminPaths.rollback, {
      tenantId: 'retro',
      version: 1,
    });
    expect(rolled.json<TenantVersionResponse>()).toEqual({ tenantId: 'retro', version: 3, liveVersion: 3 });

    const first = (
      await adminGet(t.app, provider, TenantAdminPaths.version, { tenantId: 'retro', version: '1' })
    ).json<TenantVersionDetail>();
    const third = (
      await adminGet(t.app, provider, TenantAdminPaths.version, { tenantId: 'retro', version: '3' })
    ).json<TenantVersionDetail>();
    expect(third.brand).toEqual(first.brand);
    expect(third.hosts).toEqual(['retro.localhost']);

    const served = (await configOn(t.app, 'retro.localhost')).body as GetTenantConfigResponse;
    expect(served.config).toEqual({ ...first.brand, tenantId: 'retro', isMain: false });
    // The rolled-back version's extra host no longer answers.
    expect((await configOn(t.app, 'new.retro.test')).tenantId).toBe('bdfare');

    const detail = (
      await adminGet(t.app, provider, TenantAdminPaths.get, { tenantId: 'retro' })
    ).json<TenantDetail>();
    expect(detail.versions.map((version) => [version.version, version.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
  });

  it('lets the main tenant be edited while it stays the main one', async () => {
    const detail = (
      await adminGet(t.app, provider, TenantAdminPaths.get, { tenantId: 'bdfare' })
    ).json<TenantDetail>();
    const saved = await adminPost(t.app, provider, TenantAdminPaths.saveVersion, {
      tenantId: 'bdfare',
      hosts: detail.hosts,
      brand: { ...detail.brand, global: { ...detail.brand.global, primaryColor: '#123456' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { version } = saved.json<TenantVersionResponse>();
    await adminPost(t.app, provider, TenantAdminPaths.publish, { tenantId: 'bdfare', version });
    const served = (await configOn(t.app, hosts.main)).body as GetTenantConfigResponse;
    expect(served.config).toMatchObject({
      tenantId: 'bdfare',
      isMain: true,
      global: { primaryColor: '#123456' },
    });
    // Back to the seeded brand for the other tests of this file.
    await adminPost(t.app, provider, TenantAdminPaths.rollback, { tenantId: 'bdfare', version: 1 });
    expect(
      ((await configOn(t.app, hosts.main)).body as GetTenantConfigResponse).config.global.primaryColor,
    ).toBe(detail.brand.global.primaryColor);
  });

  it('answers 404 for an unknown tenant or version', async () => {
    expect(errorOf(await adminGet(t.app, provider, TenantAdminPaths.get, { tenantId: 'nobody' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(
      errorOf(await adminGet(t.app, provider, TenantAdminPaths.version, { tenantId: 'skyway', version: '9' }))
        .status,
    ).toBe(404);
    expect(
      errorOf(await adminPost(t.app, provider, TenantAdminPaths.publish, { tenantId: 'skyway', version: 9 }))
        .status,
    ).toBe(404);
    expect(
      errorOf(await adminPost(t.app, provider, TenantAdminPaths.rollback, { tenantId: 'nobody', version: 1 }))
        .status,
    ).toBe(404);
  });
});
