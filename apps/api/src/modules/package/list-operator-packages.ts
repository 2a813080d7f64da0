import type { OperatorPackagesPage, OperatorPackagesQuery } from '@portal/contracts';
import type { Db } from '../../db/client';
import { pageWindow } from '../../lib/list-page';
import { tenantToday } from '../../lib/tenant-clock';
import { listDepartures, listImages } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import { operatorPackagePage } from './package-admin.repository';
import { adultPriceOf, cheapestOf, citiesOf } from './package-views';

/**
 * Operator/Packages: the tenant's packages, the latest edited first, with a count per status over the search (code,
 * title or city code) and, per package, its future departures, first departure, gallery size and "from" price.
 */
export async function listOperatorPackages(options: {
  db: Db;
  tenantId: string;
  cities: CityDirectory;
  query: OperatorPackagesQuery;
  now: Date;
}): Promise<OperatorPackagesPage> {
  const { db, tenantId, query } = options;
  const { rows, total, counts } = await operatorPackagePage(db, tenantId, {
    status: query.status,
    search: query.search || undefined,
    ...pageWindow(query),
  });
  const ids = rows.map((row) => row.id);
  const [departures, images] = await Promise.all([
    listDepartures(db, tenantId, ids, tenantToday(options.now)),
    listImages(db, tenantId, ids),
  ]);
  return {
    counts: { all: counts.Draft + counts.Published + counts.Unpublished, ...counts },
    packages: rows.map((pkg) => {
      const future = departures.filter((departure) => departure.packageId === pkg.id);
      return {
        packageId: pkg.id,
        code: pkg.code,
        title: pkg.title,
        type: pkg.type,
        status: pkg.status,
        destination: citiesOf(pkg, options.cities)[0]!,
        nights: pkg.nights,
        futureDepartures: future.length,
        nextDepartsOn: future[0]?.departsOn ?? null,
        imageCount: images.filter((image) => image.packageId === pkg.id).length,
        priceFrom: adultPriceOf(cheapestOf(future.filter((departure) => departure.seatsLeft > 0))),
        updatedAt: pkg.updatedAt.toISOString(),
        publishedAt: pkg.publishedAt?.toISOString() ?? null,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
