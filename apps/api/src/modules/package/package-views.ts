import {
  packageImageUrl,
  type HolidayCityName,
  type HolidayDeparture,
  type HolidayGalleryImage,
  type Money,
} from '@portal/contracts';
import type { DepartureRow, ImageRow, PackageRow } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';

export function toDeparture(row: DepartureRow): HolidayDeparture {
  return {
    departureId: row.id,
    departsOn: row.departsOn,
    returnsOn: row.returnsOn,
    seatsLeft: row.seatsLeft,
    currency: row.currency,
    adultPrice: row.adultPrice,
    childPrice: row.childPrice,
    infantPrice: row.infantPrice,
  };
}

export function toGalleryImage(row: ImageRow): HolidayGalleryImage {
  return { imageId: row.id, url: packageImageUrl(row.id), caption: row.caption };
}

/**
 * The cities of a package by name, the main destination first. A code the network stopped serving still shows
 * (by its code) rather than breaking a package written before.
 */
export function citiesOf(
  pkg: Pick<PackageRow, 'cityCodes' | 'countryCode'>,
  cities: CityDirectory,
): HolidayCityName[] {
  return pkg.cityCodes.map(
    (code) =>
      cities(code) ?? { cityCode: code, cityName: code, countryCode: pkg.countryCode, countryName: '' },
  );
}

/** The cheapest departure by adult price, the earliest among equals; undefined for none. */
export function cheapestOf<T extends Pick<DepartureRow, 'adultPrice' | 'departsOn'>>(
  departures: T[],
): T | undefined {
  let best: T | undefined;
  for (const departure of departures) {
    if (
      !best ||
      departure.adultPrice < best.adultPrice ||
      (departure.adultPrice === best.adultPrice && departure.departsOn < best.departsOn)
    ) {
      best = departure;
    }
  }
  return best;
}

export function adultPriceOf(departure: DepartureRow | undefined): Money | null {
  return departure ? { amount: departure.adultPrice, currency: departure.currency } : null;
}

/** The first image of each package, by package id. */
export function firstImageUrls(images: ImageRow[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const image of images) {
    if (!first.has(image.packageId)) first.set(image.packageId, packageImageUrl(image.id));
  }
  return first;
}
