import { describe, expect, it } from 'vitest';
import { HolidayScenes, findSandboxAirport } from '@portal/sandbox-supply';
import { ZCreatePackageBody } from '@portal/contracts';
import { itinerary } from './seed-package';
import { departureDays, SeedCatalogues } from './seed-holiday-catalogue';

describe('seeded holiday catalogue', () => {
  const all = Object.entries(SeedCatalogues).flatMap(([tenantId, list]) =>
    list.map((seed) => ({ tenantId, seed })),
  );

  it('writes every package as an operator could (the create form’s rules), with unique codes per tenant', () => {
    expect(SeedCatalogues.bdfare!.length).toBeGreaterThanOrEqual(40);
    for (const { seed } of all) {
      const written = Object.fromEntries(
        Object.keys(ZCreatePackageBody.shape).map((key) => [key, seed[key as keyof typeof seed]]),
      );
      const parsed = ZCreatePackageBody.safeParse({
        ...written,
        itinerary: itinerary(seed.days),
        departures: [
          {
            departsOn: '2031-01-01',
            seatsTotal: seed.departures.seats,
            adultPrice: seed.adultTaka * 100,
            childPrice: 0,
            infantPrice: 0,
          },
        ],
      });
      expect(parsed.error?.issues ?? [], seed.code).toEqual([]);
      expect(seed.gallery.length, seed.code).toBeGreaterThan(0);
      for (const [scene] of seed.gallery) expect(HolidayScenes).toContain(scene);
      for (const code of seed.cityCodes) expect(findSandboxAirport(code), code).toBeDefined();
      expect(seed.childPercent).toBeLessThanOrEqual(100);
    }
    for (const list of Object.values(SeedCatalogues)) {
      const codes = list.map((seed) => seed.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('lays departures weekly, fortnightly or on the first such weekday of each month', () => {
    // 2030-01-06 is a Sunday.
    expect(departureDays({ every: 'week', weekday: 0, seats: 1 }, '2030-01-04', '2030-01-31')).toEqual([
      '2030-01-06',
      '2030-01-13',
      '2030-01-20',
      '2030-01-27',
    ]);
    expect(departureDays({ every: 'fortnight', weekday: 0, seats: 1 }, '2030-01-04', '2030-01-31')).toEqual([
      '2030-01-06',
      '2030-01-20',
    ]);
    expect(departureDays({ every: 'month', weekday: 0, seats: 1 }, '2030-01-04', '2030-03-31')).toEqual([
      '2030-01-06',
      '2030-02-03',
      '2030-03-03',
    ]);
  });
});
