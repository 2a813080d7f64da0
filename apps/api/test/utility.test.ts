import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UtilityPaths, type BannerListResponse } from '@portal/contracts';
import { buildBanner } from '../src/db/seed/builders';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const banners = async (url: string, host = 'localhost') => {
  const response = await t.app.inject({ method: 'GET', url, headers: { host } });
  expect(response.statusCode).toBe(200);
  return response.json<BannerListResponse>().banners;
};

describe('banner calls', () => {
  it('answer each tenant its own three home banners, one of them for the app', async () => {
    const main = await banners(UtilityPaths.getHomePageBanner);
    const skyway = await banners(UtilityPaths.getHomePageBanner, 'skyway.localhost');
    expect(main).toHaveLength(3);
    expect(skyway).toHaveLength(3);
    expect(main.every((banner) => banner.bannerPath.startsWith('/tenants/bdfare/banners/'))).toBe(true);
    expect(skyway.every((banner) => banner.bannerPath.startsWith('/tenants/skyway/banners/'))).toBe(true);
    expect(main.filter((banner) => banner.downloadApp)).toHaveLength(1);
    expect(skyway.filter((banner) => banner.downloadApp)).toHaveLength(1);
  });

  it('answer the other placements from their own rows, in order', async () => {
    expect(await banners(UtilityPaths.getSearchPadBanner)).toEqual([]);
    await buildBanner(t.db, {
      tenantId: 'bdfare',
      placement: 'bankDetails',
      bannerPath: '/tenants/bdfare/banners/banner-2.svg',
      text: 'Second',
      sortOrder: 2,
    });
    await buildBanner(t.db, {
      tenantId: 'bdfare',
      placement: 'bankDetails',
      bannerPath: '/tenants/bdfare/banners/banner-1.svg',
      text: 'First',
      sortOrder: 1,
    });
    expect((await banners(UtilityPaths.getBankDetailsBanner)).map((banner) => banner.text)).toEqual([
      'First',
      'Second',
    ]);
    expect(await banners(UtilityPaths.getBankDetailsBanner, 'skyway.localhost')).toEqual([]);
    expect(await banners(UtilityPaths.getTopSearchPadBanner)).toEqual([]);
  });
});
