import { greatCircleKm } from '../../flights/network/geo';
import { hashString, mix3 } from '../../flights/util/hash';
import { Draw } from '../draw';
import { imageCountOf, roomsOf } from '../rooms';
import type { BedBankHotel } from '../types';
import type { AreaSite, CitySite } from './city-list';
import { addressOf, amenitiesOf, checkTimes, describe, phoneOf } from './hotel-facts';
import { hotelId, type HotelSetting } from './hotel-id';
import { chains, disambiguators, firstWordOf, independentName, nameStyle } from './hotel-names';

/** A hotel and the hidden traits its prices come from. */
export interface HotelSpec {
  hotel: BedBankHotel;
  setting: HotelSetting;
  site: CitySite;
  /** The hotel's own price level against others of its class in the city (0.85–1.2). */
  priceFactor: number;
  /** Extra on weekend nights (0.08–0.18). */
  weekendUplift: number;
  /** Children younger than this stay free in their parents' room. */
  childFreeAge: number;
  /** In the big cities, some 4-star hotels carry one rate of each kind the sales flow needs (see rate-plans). */
  showcase: number | null;
  independent: boolean;
}

/** Sources: chains mostly contract directly; independents reach us through the bed bank or a wholesaler. */
export const SOURCE_CODES = ['BBK', 'WHL', 'DIR'] as const;

/** How common each class is: mostly three and four stars; smaller cities have fewer luxury hotels. */
const starWeightsByTier: readonly (readonly (readonly [number, number])[])[] = [
  [
    [1, 4],
    [2, 12],
    [3, 34],
    [4, 32],
    [5, 18],
  ],
  [
    [1, 5],
    [2, 15],
    [3, 37],
    [4, 30],
    [5, 13],
  ],
  [
    [1, 8],
    [2, 24],
    [3, 42],
    [4, 21],
    [5, 5],
  ],
];
const SHOWCASE_KINDS = 6;
const SHOWCASE_HOTELS = 36;

function roomTypeCount(draw: Draw, stars: number): number {
  const [low, high] = [
    [2, 3],
    [2, 4],
    [3, 5],
    [3, 6],
    [4, 6],
  ][stars - 1]!;
  return draw.int(low!, high!);
}

function settingOf(draw: Draw, stars: number, area: AreaSite): HotelSetting {
  if (area.beach && stars >= 3 && draw.chance(0.8)) return 'Beach';
  if (!area.beach && stars >= 4 && area.generic && draw.chance(0.15)) return 'Resort';
  return 'City';
}

function placeName(area: AreaSite, cityName: string): string {
  return area.generic ? `${cityName} ${area.name}` : area.name;
}

interface NamesTaken {
  names: Set<string>;
  /** Independents' first words: a small town's few hotels should not share one. */
  firstWords: Set<string>;
}

function nameOf(
  draw: Draw,
  site: CitySite,
  area: AreaSite,
  stars: number,
  setting: HotelSetting,
  taken: NamesTaken,
) {
  const place = placeName(area, site.city.name);
  const fitting = chains.filter(
    (c) => stars >= c.minStars && stars <= c.maxStars && (!c.beachOnly || setting === 'Beach'),
  );
  const chain =
    fitting.length > 0 && draw.chance([0.05, 0.15, 0.35, 0.5, 0.55][stars - 1]!) ? draw.pick(fitting) : null;
  const style = nameStyle(site.region, site.city.countryCode);
  for (let attempt = 0; attempt < 10; attempt++) {
    let name: string;
    if (chain) {
      name = chain.pattern.replace('{area}', place);
      if (attempt > 0) name = `${name} ${disambiguators[(attempt - 1) % disambiguators.length]}`;
    } else {
      const pick: [number, number, number] = [draw.unit(), draw.unit(), draw.unit()];
      if (attempt < 4 && taken.firstWords.has(firstWordOf(style, pick[0]))) continue;
      name = independentName(style, pick, setting, stars);
      if (attempt >= 7) name = `${name} ${area.name}`;
      taken.firstWords.add(firstWordOf(style, pick[0]));
    }
    if (!taken.names.has(name)) {
      taken.names.add(name);
      return { name, chain: chain?.name ?? null };
    }
  }
  const name = `${place} Hotel ${taken.names.size + 1}`;
  taken.names.add(name);
  return { name, chain: null };
}

/** The hotels of one city, in serial order: a pure function of the seed and the city. */
export function buildHotels(seed: number, site: CitySite): HotelSpec[] {
  const { city } = site;
  const taken: NamesTaken = { names: new Set(), firstWords: new Set() };
  const specs: HotelSpec[] = [];
  let fourStars = 0;
  for (let serial = 1; serial <= city.hotelCount; serial++) {
    const draw = new Draw(mix3(seed, hashString(city.code), serial));
    const stars = draw.weighted(starWeightsByTier[site.big ? 0 : site.tier - 1]!);
    // Budget hotels do not stand in the upscale districts (Palm Jumeirah, Marina Bay…).
    const areas = stars <= 2 ? site.areaSites.filter((a) => !a.upscale) : site.areaSites;
    const area = draw.pick(areas.length > 0 ? areas : site.areaSites);
    const setting = settingOf(draw, stars, area);
    const roomTypes = roomTypeCount(draw, stars);
    const id = hotelId(seed, { cityCode: city.code, serial, stars, setting, roomTypes });
    const { name, chain } = nameOf(draw, site, area, stars, setting, taken);
    // Within a few hundred metres of the district's middle.
    const latitude = area.latitude + (draw.unit() - 0.5) * 0.012;
    const longitude = area.longitude + (draw.unit() - 0.5) * 0.012;
    const centreDistanceMetres = Math.round(
      greatCircleKm(city.latitude, city.longitude, latitude, longitude) * 1000,
    );
    const familyRooms = roomsOf(id).some((r) => r.room.maxOccupancy >= 4);
    const amenities = amenitiesOf(draw, stars, setting, site, area, familyRooms);
    const times = checkTimes(draw, site);
    const independent = chain === null;
    const sourceCode = draw.weighted(
      independent
        ? [
            ['BBK', 5],
            ['WHL', 4],
            ['DIR', 1],
          ]
        : [
            ['BBK', 2],
            ['WHL', 2],
            ['DIR', 6],
          ],
    );
    const hotel: BedBankHotel = {
      id,
      name,
      stars,
      chain,
      cityCode: city.code,
      area: area.name,
      address: addressOf(draw, site, area),
      latitude: Number(latitude.toFixed(5)),
      longitude: Number(longitude.toFixed(5)),
      centreDistanceMetres,
      amenities,
      description: describe({
        name,
        stars,
        setting,
        area: area.name,
        cityName: city.name,
        centreDistanceMetres,
        amenities,
        cityCode: city.code,
      }),
      imageCount: imageCountOf(roomTypes),
      ...times,
      timeZone: city.timeZone,
      phone: phoneOf(draw, site.dialCode),
      currency: city.currency,
      sourceCode,
    };
    const showcase =
      site.big && stars === 4 && fourStars < SHOWCASE_HOTELS ? fourStars % SHOWCASE_KINDS : null;
    if (stars === 4) fourStars += 1;
    specs.push({
      hotel,
      setting,
      site,
      priceFactor: 0.85 + draw.unit() * 0.35,
      weekendUplift: 0.08 + draw.unit() * 0.1,
      childFreeAge: draw.pick([2, 6, 6, 12]),
      showcase,
      independent,
    });
  }
  return specs;
}
