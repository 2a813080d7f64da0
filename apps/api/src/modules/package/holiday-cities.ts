import type { HolidayCityName } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';

/** Names a city code of the network (DXB → Dubai, United Arab Emirates); undefined for a code it does not serve. */
export type CityDirectory = (cityCode: string) => HolidayCityName | undefined;

/**
 * Where holiday makers know a destination by another name than its airport's city: Bali is sold as Bali, not
 * Denpasar. Only the name shown changes; the code stays the network's.
 */
const holidayNames: Record<string, string> = {
  DPS: 'Bali (Denpasar)',
  MLE: 'Malé',
};

/** Names agents type for a destination besides its own (the search box finds DPS by "Bali", JED by "Umrah"). */
const searchAliases: Record<string, string[]> = {
  DPS: ['bali'],
  MLE: ['maldives', 'male'],
  JED: ['makkah', 'mecca', 'umrah'],
  MED: ['medina', 'madinah', 'umrah'],
  DEL: ['agra', 'new delhi', 'taj mahal'],
  CXB: ['coxs bazar', 'cox bazar'],
  IST: ['istanbul', 'constantinople'],
  HKT: ['phuket'],
  LGK: ['langkawi'],
};

/** The cities of the flight network, as the catalogue names them. */
export function cityDirectory(supply: Pick<FlightSupply, 'airport'>): CityDirectory {
  return (cityCode) => {
    const airport = supply.airport(cityCode);
    if (!airport) return undefined;
    return {
      cityCode,
      cityName: holidayNames[cityCode] ?? airport.cityName,
      countryCode: airport.countryCode,
      countryName: airport.countryName,
    };
  };
}

/** Letters and digits only, lower case, accents dropped: "Cox's Bazar" and "coxs bazar" read alike. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How well a typed text names a city: 0 its code, 1 its name or an alias starting with the text, 2 a word of them
 * or the country starting with it, 3 containing it; undefined when nothing matches.
 */
export function cityMatchRank(city: HolidayCityName, text: string): number | undefined {
  const term = foldText(text);
  if (!term) return undefined;
  if (city.cityCode.toLowerCase() === term) return 0;
  const names = [foldText(city.cityName), ...(searchAliases[city.cityCode] ?? [])];
  if (names.some((name) => name.startsWith(term))) return 1;
  const words = [...names, foldText(city.countryName)].flatMap((name) => [name, ...name.split(' ')]);
  if (words.some((word) => word.startsWith(term))) return 2;
  if (names.some((name) => name.includes(term))) return 3;
  return undefined;
}
