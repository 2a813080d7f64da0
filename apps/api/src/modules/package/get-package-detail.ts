import { HolidayCatalogueLimit, type PackageDetailResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { tenantToday } from '../../lib/tenant-clock';
import { packageNotFound } from './catalogue-errors';
import { findPackage, holidayPopularity, listDepartures, listImages } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import { adultPriceOf, cheapestOf, citiesOf, toDeparture, toGalleryImage } from './package-views';

/**
 * GET Package/GetPackageDetail: a published package of the tenant with its full text, gallery and departures after
 * today (sold-out ones too, showing 0 seats left); its "from" price is the cheapest departure with a seat left. A
 * draft, a withdrawn package and another tenant's are not found.
 */
export async function getPackageDetail(options: {
  db: Db;
  tenantId: string;
  cities: CityDirectory;
  packageId: string;
  now: Date;
}): Promise<PackageDetailResponse> {
  const { db, tenantId } = options;
  const pkg = await findPackage(db, tenantId, options.packageId);
  if (!pkg || pkg.status !== 'Published') throw packageNotFound();
  const [departures, images, popularity] = await Promise.all([
    listDepartures(db, tenantId, [pkg.id], tenantToday(options.now)),
    listImages(db, tenantId, [pkg.id]),
    holidayPopularity(db, tenantId, {
      by: 'packageId',
      enquiry: HolidayCatalogueLimit.enquiryPoints,
      booking: HolidayCatalogueLimit.bookingPoints,
    }),
  ]);
  const cities = citiesOf(pkg, options.cities);
  const gallery = images.map(toGalleryImage);
  return {
    holidayPackage: {
      packageId: pkg.id,
      code: pkg.code,
      title: pkg.title,
      summary: pkg.summary,
      type: pkg.type,
      destination: cities[0]!,
      cities,
      nights: pkg.nights,
      days: pkg.nights + 1,
      rating: pkg.rating,
      hotelClass: pkg.hotelClass,
      imageUrl: gallery[0]?.url ?? null,
      popularity: popularity.get(pkg.id) ?? 0,
      itinerary: pkg.itinerary,
      inclusions: pkg.inclusions,
      exclusions: pkg.exclusions,
      depositPercent: pkg.depositPercent,
      balanceDaysBeforeDeparture: pkg.balanceDaysBeforeDeparture,
      gallery,
      departures: departures.map(toDeparture),
      priceFrom: adultPriceOf(cheapestOf(departures.filter((departure) => departure.seatsLeft > 0))),
    },
  };
}
