import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TenantAdminPaths,
  type GetTenantConfigResponse,
  type TenantVersionResponse,
} from '@portal/contracts';
import { createMemoryCache } from '../src/adapters/cache-memory';
import { buildTenant } from '../src/db/seed/builders';
import { skywayConfig } from '../src/db/seed/tenants/skyway';
import { tripzenConfig } from '../src/db/seed/tenants/tripzen';
import { createTenantDirectory, tenantsChangedChannel } from '../src/modules/tenant/tenant-directory';
import { login } from './support/requests';
import { adminPost, configOn, createAndPublish, orbitBrand } from './support/tenant-admin';
import { createTestApp, type TestApp } from './support/test-app';

/** A Redis the test may use (as flight-redis.test.ts); without it the Redis case is left out. */
const redisUrl = process.env.TEST_REDIS_URL;

const indexHtml =
  '<!doctype html><html><head><title>x</title><!--tenant-config--></head><body><div id="root"></div></body></html>';

describe.each([{ redis: false }, { redis: true }].filter((variant) => !variant.redis || redisUrl))(
  'two API processes (Redis: $redis)',
  ({ redis }) => {
    let t: TestApp;
    let second: FastifyInstance;
    let dist: string;
    let provider: string;
    beforeAll(async () => {
      dist = await mkdtemp(path.join(tmpdir(), 'portal-web-dist-'));
      await writeFile(path.join(dist, 'index.html'), indexHtml);
      t = await createTestApp({
        env: { WEB_DIST_DIR: dist, ...(redis ? { REDIS_URL: redisUrl ?? '' } : {}) },
      });
      second = await t.openSecondApp();
      provider = await login(t.app, 'ops@demo.test');
    });
    afterAll(async () => {
      await t.close();
      await rm(dist, { recursive: true, force: true });
    });

    /** Redis delivers the message a moment later; in one process's memory it is heard at once. */
    const soon = async <T>(read: () => Promise<T>, expected: T) => {
      if (!redis) return expect(await read()).toEqual(expected);
      await expect.poll(read, { timeout: 3_000, interval: 20 }).toEqual(expected);
    };
    const tenantOn = async (app: FastifyInstance, host: string) =>
      (await configOn(app, host)).tenantId ?? null;
    const colourOn = async (app: FastifyInstance, host: string) =>
      ((await configOn(app, host)).body as GetTenantConfigResponse).config?.global.primaryColor ?? null;
    const pageTitleOn = async (app: FastifyInstance, host: string) => {
      const response = await app.inject({ method: 'GET', url: '/', headers: { host } });
      return /<title>(.*?)<\/title>/.exec(response.body)?.[1] ?? null;
    };

    it('a host published through one process answers the new tenant on the other at once', async () => {
      const tenantId = redis ? 'beamr' : 'beam';
      const host = `portal.${tenantId}.test`;
      // The second process has just resolved (and remembered) the host as the main brand's, page and API alike.
      expect(await tenantOn(second, host)).toBe('bdfare');
      expect(await pageTitleOn(second, host)).toBe('Bdfare - Best B2B Travel Portal');

      await createAndPublish(t.app, provider, {
        tenantId,
        hosts: [host],
        brand: orbitBrand({ global: { ...orbitBrand().global, title: 'Beam Travel' } }),
      });
      await soon(() => tenantOn(second, host), tenantId);
      await soon(() => pageTitleOn(second, host), 'Beam Travel');
      expect(await tenantOn(second, `${tenantId}.localhost`)).toBe(tenantId);
    });

    it('a changed brand and a rollback show on the other process at once', async () => {
      const tenantId = redis ? 'glowr' : 'glow';
      const host = `${tenantId}.localhost`;
      await createAndPublish(t.app, provider, { tenantId, hosts: [host] });
      expect(await colourOn(second, host)).toBe('#2b6cb0');
      expect(await pageTitleOn(second, host)).toBe('Orbit Trips');

      const brand = orbitBrand();
      const saved = await adminPost(t.app, provider, TenantAdminPaths.saveVersion, {
        tenantId,
        hosts: [host],
        brand: { ...brand, global: { ...brand.global, primaryColor: '#c53030', title: 'Glow Again' } },
      });
      const { version } = saved.json<TenantVersionResponse>();
      // Saving alone changes nothing that is served.
      expect(await colourOn(second, host)).toBe('#2b6cb0');
      await adminPost(t.app, provider, TenantAdminPaths.publish, { tenantId, version });
      await soon(() => colourOn(second, host), '#c53030');
      await soon(() => pageTitleOn(second, host), 'Glow Again');

      // Published through the second process this time, heard by the first.
      expect(await colourOn(t.app, host)).toBe('#c53030');
      const secondProvider = await login(second, 'ops@demo.test');
      await adminPost(second, secondProvider, TenantAdminPaths.rollback, { tenantId, version: 1 });
      await soon(() => colourOn(t.app, host), '#2b6cb0');
      await soon(() => colourOn(second, host), '#2b6cb0');
    });
  },
);

describe('the tenant directory', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Two tenants are all it reads.
    t = await createTestApp({ seed: false });
    await buildTenant(t.db, { config: skywayConfig, hosts: ['skyway.localhost'] });
    await buildTenant(t.db, { config: tripzenConfig, hosts: ['tripzen.localhost'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('remembers a host for a while, forgets it on a change, and keeps no answer read before the change', async () => {
    const cache = createMemoryCache();
    let now = 0;
    const directory = await createTenantDirectory({ db: t.db, cache, rememberMs: 1_000, now: () => now });
    const other = await createTenantDirectory({ db: t.db, cache, rememberMs: 1_000, now: () => now });
    const resolved = await directory.resolve({ hostname: 'skyway.localhost' });
    expect(resolved.id).toBe('skyway');
    expect(await directory.resolve({ hostname: 'skyway.localhost' })).toBe(resolved);
    now = 1_001;
    expect(await directory.resolve({ hostname: 'skyway.localhost' })).not.toBe(resolved);

    const remembered = await other.resolve({ hostname: 'skyway.localhost' });
    await directory.announceChange();
    expect(await other.resolve({ hostname: 'skyway.localhost' })).not.toBe(remembered);

    // A change heard while a lookup is under way: that lookup's answer is not remembered.
    const during = other.resolve({ hostname: 'tripzen.localhost' });
    await cache.publish(tenantsChangedChannel, 'changed');
    const first = await during;
    expect(first.id).toBe('tripzen');
    expect(await other.resolve({ hostname: 'tripzen.localhost' })).not.toBe(first);

    await directory.stop();
    await other.stop();
    await cache.close();
  });
});
