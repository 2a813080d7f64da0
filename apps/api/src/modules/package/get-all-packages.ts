import type { AllPackagesResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { listDepartures, listImages, listPublishedPackages } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import { adultPriceOf, cheapestOf, citiesOf, firstImageUrls } from './package-views';

/**
 * GET (utility) Package/GetAllPackages: every published package of the tenant in short form, by title, priced from
 * its cheapest departure after today with a seat left (null when none is open).
 */
export async function getAllPackages(options: {
  db: Db;
  tenantId: string;
  cities: CityDirectory;
  now: Date;
}): Promise<AllPackagesResponse> {
  const { db, tenantId } = options;
  // By title as people read it (the database's collation may order capitals and punctuation otherwise).
  const packages = (await listPublishedPackages(db, tenantId)).sort(
    (a, b) => a.title.localeCompare(b.title, 'en') || a.id.localeCompare(b.id),
  );
  const ids = packages.map((pkg) => pkg.id);
  const [departures, images] = await Promise.all([
    listDepartures(db, tenantId, ids, tenantToday(options.now)),
    listImages(db, tenantId, ids),
  ]);
  const imageUrls = firstImageUrls(images);
  return {
    packages: packages.map((pkg) => {
      const open = departures.filter(
        (departure) => departure.packageId === pkg.id && departure.seatsLeft > 0,
      );
      return {
        packageId: pkg.id,
        code: pkg.code,
        title: pkg.title,
        type: pkg.type,
        destination: citiesOf(pkg, options.cities)[0]!,
        nights: pkg.nights,
        rating: pkg.rating,
        imageUrl: imageUrls.get(pkg.id) ?? null,
        priceFrom: adultPriceOf(cheapestOf(open)),
        nextDepartsOn: open[0]?.departsOn ?? null,
      };
    }),
  };
}
