/**
 * Country rules hotels price by: the currency they sell in, taxes and service charges collected with the price, the
 * nights a weekend uplift falls on, the season curve, and fees the guest pays at the hotel.
 */

/** Currencies the bed bank sells in, with units per US dollar (to turn the USD price model local) and the step
 * nightly prices are rounded to (hotels do not sell rooms at 1,234.56 baht). Elsewhere hotels sell in USD. */
export const currencies: Record<string, { perUsd: number; step: number }> = {
  USD: { perUsd: 1, step: 1 },
  AED: { perUsd: 3.6725, step: 1 },
  THB: { perUsd: 35, step: 10 },
  MYR: { perUsd: 4.5, step: 1 },
  SGD: { perUsd: 1.34, step: 1 },
  SAR: { perUsd: 3.75, step: 1 },
  QAR: { perUsd: 3.64, step: 1 },
  INR: { perUsd: 84, step: 10 },
  BDT: { perUsd: 120, step: 10 },
  GBP: { perUsd: 0.79, step: 1 },
};

const currencyByCountry: Record<string, string> = {
  AE: 'AED',
  TH: 'THB',
  MY: 'MYR',
  SG: 'SGD',
  SA: 'SAR',
  QA: 'QAR',
  IN: 'INR',
  BD: 'BDT',
  GB: 'GBP',
};

export function currencyOf(countryCode: string): string {
  return currencyByCountry[countryCode] ?? 'USD';
}

/** VAT and service charge together, basis points of the room price. */
const taxBpsByCountry: Record<string, number> = {
  AE: 1550,
  TH: 1770,
  MY: 1800,
  SG: 1990,
  SA: 1500,
  QA: 1200,
  IN: 1800,
  BD: 2000,
  GB: 2000,
  TR: 1200,
  MV: 1700,
  LK: 1800,
  NP: 2300,
  KW: 1000,
  BH: 1500,
  OM: 1700,
  EG: 2200,
  ID: 2100,
  PH: 2200,
  VN: 1550,
  PK: 1600,
};

export function taxBps(countryCode: string, stars: number): number {
  // India charges the lower GST slab on cheap rooms.
  if (countryCode === 'IN' && stars <= 2) return 1200;
  return taxBpsByCountry[countryCode] ?? 1000;
}

const gulf = new Set(['AE', 'SA', 'QA', 'KW', 'BH', 'OM']);

/** Weekend nights (Monday 0 … Sunday 6): Thursday and Friday nights in the Gulf, Friday and Saturday elsewhere. */
export function weekendNights(countryCode: string): readonly number[] {
  return gulf.has(countryCode) ? [3, 4] : [4, 5];
}

type Season = readonly number[];

// Price multipliers by month, January first.
const seasons = {
  gulf: [1.25, 1.3, 1.25, 1.1, 0.9, 0.8, 0.75, 0.75, 0.85, 1.05, 1.2, 1.35],
  saudi: [1.05, 1.05, 1.1, 1.1, 1.0, 1.0, 0.95, 0.95, 1.0, 1.0, 1.0, 1.05],
  southEastAsia: [1.2, 1.15, 1.05, 1.0, 0.9, 0.9, 0.95, 0.95, 0.85, 0.95, 1.1, 1.3],
  southAsia: [1.15, 1.1, 1.0, 0.95, 0.85, 0.85, 0.85, 0.85, 0.9, 1.05, 1.15, 1.25],
  north: [0.8, 0.8, 0.9, 1.0, 1.05, 1.2, 1.3, 1.3, 1.1, 1.0, 0.9, 1.1],
  south: [1.25, 1.2, 1.05, 0.95, 0.9, 0.85, 0.9, 0.9, 0.95, 1.0, 1.1, 1.25],
  tropics: [1.1, 1.05, 1.0, 0.95, 0.95, 1.0, 1.05, 1.05, 0.95, 0.95, 1.0, 1.15],
} satisfies Record<string, Season>;

const southernCountries = new Set([
  'AU',
  'NZ',
  'ZA',
  'AR',
  'CL',
  'BR',
  'UY',
  'MU',
  'FJ',
  'PF',
  'ZW',
  'ZM',
  'AO',
]);

export function seasonOf(countryCode: string, region: string): Season {
  if (countryCode === 'SA') return seasons.saudi;
  if (gulf.has(countryCode)) return seasons.gulf;
  if (region === 'SEA') return seasons.southEastAsia;
  if (region === 'BD' || region === 'SAS') return seasons.southAsia;
  if (southernCountries.has(countryCode)) return seasons.south;
  if (region === 'EU' || region === 'NA' || region === 'EA' || region === 'CAS' || region === 'ME')
    return seasons.north;
  return seasons.tropics;
}

/** A fee paid at the hotel: per room and night, or per guest (two and older) and night; whole currency units. */
export interface HotelFee {
  name: string;
  amount: number;
  per: 'RoomNight' | 'GuestNight';
}

const cityTaxCountries = new Set(['FR', 'IT', 'DE', 'NL', 'AT', 'ES', 'PT', 'GR', 'BE', 'CZ', 'HU', 'HR']);
const resortFeeCities = new Set(['LAS', 'MCO', 'HNL', 'OGG', 'MIA']);

export function hotelFees(cityCode: string, countryCode: string, stars: number): HotelFee[] {
  // Dubai's Tourism Dirham, charged by the city per occupied room and night, by the hotel's class.
  if (countryCode === 'AE' && cityCode === 'DXB')
    return [{ name: 'Tourism Dirham', amount: stars >= 5 ? 20 : stars === 4 ? 15 : 10, per: 'RoomNight' }];
  if (countryCode === 'MY') return [{ name: 'Tourism tax', amount: 10, per: 'RoomNight' }];
  if (countryCode === 'MV') return [{ name: 'Green tax', amount: stars >= 4 ? 6 : 3, per: 'GuestNight' }];
  if (cityTaxCountries.has(countryCode))
    return [{ name: 'City tax', amount: Math.max(1, stars - 1), per: 'GuestNight' }];
  if (resortFeeCities.has(cityCode) && stars >= 4)
    return [{ name: 'Resort fee', amount: stars >= 5 ? 45 : 30, per: 'RoomNight' }];
  return [];
}

/** Countries where hotels commonly keep a prayer room, and where bars are not allowed. */
export const muslimMajority = new Set([
  'AE',
  'SA',
  'QA',
  'KW',
  'BH',
  'OM',
  'BD',
  'PK',
  'MY',
  'ID',
  'MV',
  'BN',
  'JO',
  'EG',
  'IQ',
  'IR',
  'TR',
  'MA',
  'DZ',
  'TN',
  'UZ',
  'AZ',
  'TJ',
  'KG',
  'KZ',
  'SN',
  'LB',
]);
export const dryCountries = new Set(['SA', 'KW', 'IR']);
