import { countryRecords } from '../../flights/data/countries';
import type { RegionCode } from '../../flights/data/network-airports';
import { network } from '../../flights/network/build-network';
import { hashString, mix, unit } from '../../flights/util/hash';
import type { BedBankCity } from '../types';
import { cityNamePatches, cityProfiles, zonePatches } from './city-profiles';
import { currencyOf } from './local-rules';

export interface AreaSite {
  name: string;
  latitude: number;
  longitude: number;
  beach: boolean;
  /** No hotel below three stars here. */
  upscale: boolean;
  /** A made-up district ('City Centre'): hotel names then carry the city's name too. */
  generic: boolean;
}

/** A city as the catalogue builds it: the public record plus what hotel generation needs. */
export interface CitySite {
  city: BedBankCity;
  region: RegionCode;
  tier: number;
  /** The city's airports and metropolitan code, so 'LGW', 'DMK' or 'LON' find the city too. */
  aliases: string[];
  airport: { latitude: number; longitude: number };
  areaSites: AreaSite[];
  level: number;
  /** One of the cities the sales side leans on: many hotels, and the showcase rates tests rely on. */
  big: boolean;
  dialCode: string;
}

const regionLevel: Record<RegionCode, number> = {
  BD: 0.55,
  SAS: 0.6,
  ME: 1.0,
  CAS: 0.7,
  SEA: 0.75,
  EA: 1.05,
  EU: 1.35,
  NA: 1.5,
  LA: 0.9,
  AF: 0.85,
  OC: 1.35,
};
/** Agencies sell most in Bangladesh and the regions around it: smaller cities there still get a choice. */
const homeRegions = new Set<RegionCode>(['BD', 'SAS', 'ME', 'SEA', 'CAS']);
const genericAreas: [string, number][] = [
  ['City Centre', 0.4],
  ['Old Town', 1.5],
  ['Business District', 2.8],
  ['Station Quarter', 2],
  ['Garden District', 3.6],
  ['Waterfront', 4.2],
];
const KM_PER_DEGREE = 111.32;

function offsetKm(lat: number, lon: number, km: number, angle: number): [number, number] {
  const dLat = (km / KM_PER_DEGREE) * Math.cos(angle);
  const dLon = (km / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))) * Math.sin(angle);
  return [lat + dLat, lon + dLon];
}

function parseAreas(text: string): AreaSite[] {
  return text.split(';').map((part) => {
    const tokens = part.trim().split(' ');
    const lon = Number(tokens.pop());
    const lat = Number(tokens.pop());
    const raw = tokens.join(' ');
    const marks = /[*^]*$/.exec(raw)![0];
    return {
      name: raw.slice(0, raw.length - marks.length),
      latitude: lat,
      longitude: lon,
      beach: marks.includes('*'),
      upscale: marks.includes('^'),
      generic: false,
    };
  });
}

function madeUpAreas(code: string, centre: [number, number], hotels: number, beach: boolean): AreaSite[] {
  const count = hotels <= 4 ? 2 : hotels <= 10 ? 3 : Math.min(6, 3 + Math.floor(hotels / 10));
  const areas = genericAreas.slice(0, count);
  if (beach) areas.push(['Beachfront', 5]);
  return areas.map(([name, km]) => {
    const angle = unit(hashString(`${code}|${name}`)) * 2 * Math.PI;
    const [latitude, longitude] = offsetKm(centre[0], centre[1], km, angle);
    return { name, latitude, longitude, beach: name === 'Beachfront', upscale: false, generic: true };
  });
}

function hotelCount(seed: number, code: string, tier: number, region: RegionCode, listed?: number): number {
  const u = unit(mix(seed, hashString(`count|${code}`)));
  if (listed !== undefined) return Math.round(listed * (1 + 0.08 * u));
  const [low, high] = tier === 1 ? [8, 12] : tier === 2 ? [3, 4] : [2, 2];
  const base = low + Math.floor(u * (high - low + 1));
  return homeRegions.has(region) ? Math.round(base * 1.4) : base;
}

/**
 * One city per metropolitan area of the flight network (London's three airports are one city), coded by its main
 * airport (the first served, busiest first), most important first.
 */
export function citySites(seed: number): CitySite[] {
  const net = network();
  const dial = new Map(countryRecords().map((c) => [c.code, c.dialCode ?? '']));
  const byMetro = new Map<string, CitySite>();
  for (const airport of net.servedAirports) {
    const existing = byMetro.get(airport.cityCode);
    if (existing) {
      existing.aliases.push(airport.code);
      continue;
    }
    const code = airport.code;
    const profile = cityProfiles[code] ?? {};
    // Without a known centre the airport stands in for it: hotels then gather within a few km of it.
    const centre = profile.centre ?? ([airport.latitude, airport.longitude] as [number, number]);
    const count = hotelCount(seed, code, airport.tier, airport.region, profile.hotels);
    const areaSites = profile.areas
      ? parseAreas(profile.areas)
      : madeUpAreas(code, centre, count, profile.beach ?? false);
    const city: BedBankCity = {
      code,
      name: profile.name ?? cityNamePatches[code] ?? airport.cityName,
      countryCode: airport.countryCode,
      countryName: airport.countryName,
      timeZone: zonePatches[airport.timeZone] ?? airport.timeZone,
      currency: currencyOf(airport.countryCode),
      latitude: centre[0],
      longitude: centre[1],
      areas: areaSites.map((a) => a.name),
      hotelCount: count,
    };
    byMetro.set(airport.cityCode, {
      city,
      region: airport.region,
      tier: airport.tier,
      aliases: [code, airport.cityCode],
      airport: { latitude: airport.latitude, longitude: airport.longitude },
      areaSites,
      level: profile.level ?? regionLevel[airport.region],
      big: (profile.hotels ?? 0) >= 150,
      dialCode: dial.get(airport.countryCode) ?? '',
    });
  }
  return [...byMetro.values()];
}
