import { HolidayCatalogueMessage, type CreatePackageBody } from '@portal/contracts';
import { invalidField } from './catalogue-errors';
import type { CityDirectory } from './holiday-cities';
import type { PackageFields } from './package-admin.repository';

/** The day a departure comes back: its day plus the package's nights. */
export function returnDay(departsOn: string, nights: number): string {
  return new Date(Date.parse(`${departsOn}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The stored fields of a package as written: every city must be one the network serves; the country is the main
 * destination's.
 */
export function packageFields(body: CreatePackageBody, cities: CityDirectory): PackageFields {
  const named = body.cityCodes.map((code, index) => {
    const city = cities(code);
    if (!city) throw invalidField(`cityCodes.${index}`, HolidayCatalogueMessage.unknownCity);
    return city;
  });
  return {
    code: body.code,
    title: body.title,
    summary: body.summary,
    type: body.type,
    cityCodes: body.cityCodes,
    countryCode: named[0]!.countryCode,
    nights: body.nights,
    rating: body.rating,
    hotelClass: body.hotelClass,
    itinerary: body.itinerary,
    inclusions: body.inclusions,
    exclusions: body.exclusions,
    depositPercent: body.depositPercent,
    balanceDaysBeforeDeparture: body.balanceDaysBeforeDeparture,
  };
}

/** New departures leave tomorrow or later (today's is already on its way to the airport). */
export function refuseNewDepartureInPast(departsOn: string, today: string, index: number): void {
  if (departsOn <= today)
    throw invalidField(`departures.${index}.departsOn`, HolidayCatalogueMessage.departureInPast);
}
