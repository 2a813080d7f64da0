import {
  HolidayCatalogueMessage,
  type OperatorPackage,
  type OperatorPackageResponse,
} from '@portal/contracts';
import { tenantToday } from '../../lib/tenant-clock';
import {
  listDepartures,
  listImages,
  type DepartureRow,
  type Executor,
  type PackageRow,
} from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import { citiesOf, toDeparture, toGalleryImage } from './package-views';

/** Why a package cannot be published now: no gallery image, or no departure after today with a seat left. */
export function publishProblems(imageCount: number, departures: DepartureRow[], today: string): string[] {
  const problems: string[] = [];
  if (imageCount === 0) problems.push(HolidayCatalogueMessage.publishNeedsImage);
  if (!departures.some((departure) => departure.departsOn > today && departure.seatsLeft > 0)) {
    problems.push(HolidayCatalogueMessage.publishNeedsDeparture);
  }
  return problems;
}

/** A package as its operators read it: as written, every departure with what bookings took, the gallery. */
export async function operatorPackageView(options: {
  db: Executor;
  tenantId: string;
  cities: CityDirectory;
  pkg: PackageRow;
  now: Date;
}): Promise<OperatorPackageResponse> {
  const { db, tenantId, pkg } = options;
  const today = tenantToday(options.now);
  const [departures, images] = await Promise.all([
    listDepartures(db, tenantId, [pkg.id]),
    listImages(db, tenantId, [pkg.id]),
  ]);
  const view: OperatorPackage = {
    packageId: pkg.id,
    code: pkg.code,
    title: pkg.title,
    summary: pkg.summary,
    type: pkg.type,
    status: pkg.status,
    cityCodes: pkg.cityCodes,
    cities: citiesOf(pkg, options.cities),
    countryCode: pkg.countryCode,
    nights: pkg.nights,
    rating: pkg.rating,
    hotelClass: pkg.hotelClass,
    itinerary: pkg.itinerary,
    inclusions: pkg.inclusions,
    exclusions: pkg.exclusions,
    depositPercent: pkg.depositPercent,
    balanceDaysBeforeDeparture: pkg.balanceDaysBeforeDeparture,
    departures: departures.map((departure) => ({
      ...toDeparture(departure),
      seatsTotal: departure.seatsTotal,
      seatsTaken: departure.seatsTotal - departure.seatsLeft,
      past: departure.departsOn <= today,
    })),
    gallery: images.map((image) => ({
      ...toGalleryImage(image),
      source: image.drawn ? ('Drawn' as const) : ('Uploaded' as const),
      position: image.position,
    })),
    publishProblems: publishProblems(images.length, departures, today),
    createdAt: pkg.createdAt.toISOString(),
    updatedAt: pkg.updatedAt.toISOString(),
    publishedAt: pkg.publishedAt?.toISOString() ?? null,
  };
  return { package: view };
}
