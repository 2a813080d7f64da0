import { randomUUID } from 'node:crypto';
import { holidaySceneName, findSandboxAirport } from '@portal/sandbox-supply';
import { tenantToday } from '../../../lib/tenant-clock';
import {
  insertDepartures,
  insertImages,
  insertPackages,
  type NewDeparture,
  type NewImage,
  type NewPackage,
} from '../../../modules/package/package-admin.repository';
import { returnDay } from '../../../modules/package/package-input';
import type { Db } from '../../client';
import { eastPackages } from './packages-east';
import { nearPackages } from './packages-near';
import { skywayPackages, tripzenPackages } from './packages-white-label';
import { westPackages } from './packages-west';
import { itinerary, type DepartureRule, type SeedPackage } from './seed-package';

/** Each tenant's own catalogue: the provider's forty-odd packages, and a few of each white-label brand's. */
export const SeedCatalogues: Record<string, SeedPackage[]> = {
  bdfare: [...westPackages, ...eastPackages, ...nearPackages],
  skyway: skywayPackages,
  tripzen: tripzenPackages,
};

/** Departures start a week out (time to get a visa) and run a year ahead. */
const firstDepartureDays = 7;
const sellingDays = 365;
const peakFactor = 1.12;
const lowFactor = 0.88;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The days a rule's departures leave on between `from` and `to`. */
export function departureDays(rule: DepartureRule, from: string, to: string): string[] {
  let first = from;
  while (weekdayOf(first) !== rule.weekday) first = addDays(first, 1);
  const days: string[] = [];
  const step = rule.every === 'fortnight' ? 14 : 7;
  const months = new Set<string>();
  for (let day = first; day <= to; day = addDays(day, step)) {
    // Monthly: the first such weekday of each month.
    if (rule.every === 'month' && months.has(day.slice(0, 7))) continue;
    months.add(day.slice(0, 7));
    days.push(day);
  }
  return days;
}

/** Whole taka in the season of `day`, rounded to a hundred, in poisha. */
function seasonalPrice(seed: SeedPackage, day: string, percent: number): number {
  const month = Number(day.slice(5, 7));
  const factor = seed.peakMonths?.includes(month)
    ? peakFactor
    : seed.lowMonths?.includes(month)
      ? lowFactor
      : 1;
  return Math.round((seed.adultTaka * factor * percent) / 100 / 100) * 100 * 100;
}

/**
 * Writes the seeded catalogues through the catalogue's own repository: packages (published unless the seed says
 * otherwise), departures by each package's rule over the coming year at seasonal prices, drawn galleries.
 */
export async function seedHolidayCatalogue(
  tx: Db,
  options: { now: Date; currency: (tenantId: string) => string },
): Promise<void> {
  const today = tenantToday(options.now);
  const from = addDays(today, firstDepartureDays);
  const to = addDays(today, sellingDays);
  const packages: (NewPackage & { id: string })[] = [];
  const departures: NewDeparture[] = [];
  const images: NewImage[] = [];
  for (const [tenantId, catalogue] of Object.entries(SeedCatalogues)) {
    for (const seed of catalogue) {
      const main = findSandboxAirport(seed.cityCodes[0]!);
      if (!main || seed.cityCodes.some((code) => !findSandboxAirport(code))) {
        throw new Error(`Package ${seed.code}: a city is not in the network`);
      }
      const id = randomUUID();
      const status = seed.status ?? 'Published';
      packages.push({
        id,
        tenantId,
        code: seed.code,
        title: seed.title,
        summary: seed.summary,
        type: seed.type,
        cityCodes: seed.cityCodes,
        countryCode: main.countryCode,
        nights: seed.nights,
        rating: seed.rating,
        hotelClass: seed.hotelClass,
        itinerary: itinerary(seed.days),
        inclusions: seed.inclusions,
        exclusions: seed.exclusions,
        depositPercent: seed.depositPercent,
        balanceDaysBeforeDeparture: seed.balanceDaysBeforeDeparture,
        status,
        createdBy: null,
        createdAt: options.now,
        updatedAt: options.now,
        publishedAt: status === 'Draft' ? null : options.now,
      });
      for (const day of departureDays(seed.departures, from, to)) {
        departures.push({
          packageId: id,
          tenantId,
          departsOn: day,
          returnsOn: returnDay(day, seed.nights),
          seatsTotal: seed.departures.seats,
          seatsLeft: seed.departures.seats,
          currency: options.currency(tenantId),
          adultPrice: seasonalPrice(seed, day, 100),
          childPrice: seasonalPrice(seed, day, seed.childPercent),
          infantPrice: seasonalPrice(seed, day, seed.infantPercent),
          createdAt: options.now,
        });
      }
      seed.gallery.forEach(([scene, caption], index) => {
        images.push({
          packageId: id,
          tenantId,
          position: index + 1,
          caption,
          drawn: holidaySceneName(scene, `${seed.code.toLowerCase()}-${index + 1}`),
          storedName: null,
          contentType: null,
          createdAt: options.now,
        });
      });
    }
  }
  await insertPackages(tx, packages);
  await insertDepartures(tx, departures);
  await insertImages(tx, images);
}
