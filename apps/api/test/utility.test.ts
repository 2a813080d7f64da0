import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UtilityPaths, type BannerListResponse } from '@portal/contracts';
import { buildBanner } from '../src/db/seed/builders';
import { createTestApp, type TestApp } from './support/test-app';

/** Where the web app's static files live before the build copies them. */
const webPublic = resolve(import.meta.dirname, '../../web/public');

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

const seededBankDetailsText =
  'Deposits are credited to your wallet once our finance team has checked the deposit slip.';

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

  it('answer each tenant its own three search-pad offers, drawn in its colours', async () => {
    for (const [tenantId, host] of [
      ['bdfare', 'localhost'],
      ['skyway', 'skyway.localhost'],
      ['tripzen', 'tripzen.localhost'],
      ['voyagio', 'voyagio.localhost'],
    ] as const) {
      const offers = await banners(UtilityPaths.getSearchPadBanner, host);
      expect(offers.map((offer) => offer.bannerPath)).toEqual(
        [1, 2, 3].map((number) => `/tenants/${tenantId}/offers/offer-${number}.svg`),
      );
      expect(offers[0]?.text).toMatch(/^Umrah fares on every carrier/);
      for (const offer of offers) expect(existsSync(join(webPublic, offer.bannerPath))).toBe(true);
    }
  });

  it('answer the other placements from their own rows, in order', async () => {
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
    // Each tenant's seeded bank-details banner (sort order 0) comes before the two added here.
    expect((await banners(UtilityPaths.getBankDetailsBanner)).map((banner) => banner.text)).toEqual([
      seededBankDetailsText,
      'First',
      'Second',
    ]);
    expect(await banners(UtilityPaths.getBankDetailsBanner, 'skyway.localhost')).toEqual([
      {
        bannerPath: '/tenants/skyway/banners/bank-details.svg',
        text: seededBankDetailsText,
        downloadApp: false,
      },
    ]);
    expect(await banners(UtilityPaths.getTopSearchPadBanner)).toEqual([]);
  });
});
