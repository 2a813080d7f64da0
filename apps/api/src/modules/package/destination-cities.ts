import { HolidayCatalogueLimit, type HolidayCity } from '@portal/contracts';
import type { Executor } from './catalogue.repository';
import { holidayPopularity, listOpenPackageCities } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';

/**
 * Every city a published package with an open departure (after today, a seat left) visits, with how many such
 * packages visit it and its popularity from the tenant's holiday requests (enquiries and confirmed bookings by the
 * main destination asked for; 0 without any). Most popular first, then by name and code, so the order is stable.
 */
export async function destinationCities(options: {
  db: Executor;
  tenantId: string;
  cities: CityDirectory;
  today: string;
}): Promise<HolidayCity[]> {
  const { db, tenantId } = options;
  const [open, popularity] = await Promise.all([
    listOpenPackageCities(db, tenantId, { afterDay: options.today, minSeats: 1 }),
    holidayPopularity(db, tenantId, {
      by: 'cityCode',
      enquiry: HolidayCatalogueLimit.enquiryPoints,
      booking: HolidayCatalogueLimit.bookingPoints,
    }),
  ]);
  const packageCounts = new Map<string, number>();
  for (const { cityCodes } of open) {
    for (const code of cityCodes) packageCounts.set(code, (packageCounts.get(code) ?? 0) + 1);
  }
  const found: HolidayCity[] = [];
  for (const [code, packageCount] of packageCounts) {
    const city = options.cities(code);
    if (city) found.push({ ...city, packageCount, popularity: popularity.get(code) ?? 0 });
  }
  return found.sort(
    (a, b) =>
      b.popularity - a.popularity ||
      a.cityName.localeCompare(b.cityName, 'en') ||
      a.cityCode.localeCompare(b.cityCode),
  );
}
