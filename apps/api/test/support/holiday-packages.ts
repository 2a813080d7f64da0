import { randomUUID } from 'node:crypto';
import type { HolidayPackageStatus, HolidayPackageType } from '@portal/contracts';
import type { Db } from '../../src/db/client';
import { holidayDepartures, holidayPackageImages, holidayPackages } from '../../src/db/schema';
import { dhakaDate } from './flight';

export interface DepartureInput {
  /** Days from today (Dhaka) the departure leaves. */
  inDays?: number;
  seats?: number;
  /** Minor units of BDT. */
  adultPrice?: number;
  childPrice?: number;
  infantPrice?: number;
}

export interface PackageInput {
  tenantId?: string;
  title?: string;
  type?: HolidayPackageType;
  cityCodes?: string[];
  countryCode?: string;
  nights?: number;
  depositPercent?: number;
  balanceDaysBeforeDeparture?: number;
  status?: HolidayPackageStatus;
  departures?: DepartureInput[];
  /** Today as the business clock sees it, for the departure dates. */
  today?: Date;
}

export interface BuiltPackage {
  packageId: string;
  tenantId: string;
  title: string;
  departures: { departureId: string; departsOn: string; seats: number }[];
}

/**
 * A tour package of a tenant the way its operators would write one: a Dubai family trip of four nights, published,
 * a 30 % deposit and the balance 30 days before departure, one departure 60 days ahead with 20 seats, a gallery
 * image. Each part can be set; the code is unique so a test can build as many as it needs.
 */
export async function buildHolidayPackage(db: Db, input: PackageInput = {}): Promise<BuiltPackage> {
  const tenantId = input.tenantId ?? 'bdfare';
  const now = new Date();
  const nights = input.nights ?? 4;
  const title = input.title ?? `Dubai family escape ${randomUUID().slice(0, 6)}`;
  const [pkg] = await db
    .insert(holidayPackages)
    .values({
      tenantId,
      code: `HT-${randomUUID().slice(0, 8).toUpperCase()}`,
      title,
      summary: 'Desert safari, the Burj Khalifa and a dhow dinner cruise with a four-star stay.',
      type: input.type ?? 'Family',
      cityCodes: input.cityCodes ?? ['DXB'],
      countryCode: input.countryCode ?? 'AE',
      nights,
      rating: 4,
      hotelClass: 4,
      itinerary: Array.from({ length: nights + 1 }, (_, index) => ({
        day: index + 1,
        title: index === 0 ? 'Arrival' : `Day ${index + 1}`,
        description: index === 0 ? 'Meet and greet at the airport, transfer to the hotel.' : 'Sightseeing.',
      })),
      inclusions: ['Return airport transfers', 'Daily breakfast', 'Desert safari with dinner'],
      exclusions: ['Air tickets', 'Visa fees'],
      depositPercent: input.depositPercent ?? 30,
      balanceDaysBeforeDeparture: input.balanceDaysBeforeDeparture ?? 30,
      status: input.status ?? 'Published',
      createdAt: now,
      updatedAt: now,
      publishedAt: (input.status ?? 'Published') === 'Published' ? now : null,
    })
    .returning();
  if (!pkg) throw new Error('the package was not stored');
  await db.insert(holidayPackageImages).values({
    packageId: pkg.id,
    tenantId,
    position: 1,
    caption: 'The skyline at dusk',
    drawn: 'skyline',
    createdAt: now,
  });
  const departures: BuiltPackage['departures'] = [];
  for (const departure of input.departures ?? [{}]) {
    const inDays = departure.inDays ?? 60;
    const seats = departure.seats ?? 20;
    const departsOn = dhakaDate(inDays, input.today);
    const [row] = await db
      .insert(holidayDepartures)
      .values({
        packageId: pkg.id,
        tenantId,
        departsOn,
        returnsOn: dhakaDate(inDays + nights, input.today),
        seatsTotal: seats,
        seatsLeft: seats,
        currency: 'BDT',
        adultPrice: departure.adultPrice ?? 85_000_00,
        childPrice: departure.childPrice ?? 60_000_00,
        infantPrice: departure.infantPrice ?? 15_000_00,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the departure was not stored');
    departures.push({ departureId: row.id, departsOn, seats });
  }
  return { packageId: pkg.id, tenantId, title, departures };
}
