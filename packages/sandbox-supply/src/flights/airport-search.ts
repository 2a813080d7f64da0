import type { Airport } from '@portal/contracts';
import type { AirportRecord } from './network/airports';

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface Entry {
  airport: Airport;
  code: string;
  cityCode: string;
  /** City and airport names folded, for prefix checks; all text for word and substring checks. */
  city: string;
  name: string;
  text: string;
  words: string[];
}

export function toAirport(record: AirportRecord): Airport {
  return {
    airportCode: record.code,
    airportName: record.name,
    cityCode: record.cityCode,
    cityName: record.cityName,
    countryCode: record.countryCode,
    countryName: record.countryName,
  };
}

/** Type-ahead over the served airports: exact code, city code, names starting with the term, names containing it. */
export class AirportSearch {
  private readonly entries: Entry[];

  constructor(served: AirportRecord[]) {
    this.entries = served.map((record) => {
      const text = fold(`${record.cityName} ${record.name} ${record.countryName}`);
      return {
        airport: toAirport(record),
        code: record.code,
        cityCode: record.cityCode,
        city: fold(record.cityName),
        name: fold(record.name),
        text,
        words: text.split(/[^a-z0-9]+/).filter(Boolean),
      };
    });
  }

  find(term: string, limit = 10): Airport[] {
    const raw = term.trim();
    if (!raw) return [];
    const upper = raw.toUpperCase();
    const folded = fold(raw);
    const ranks: Entry[][] = [[], [], [], [], []];
    for (const entry of this.entries) {
      if (entry.code === upper) ranks[0]!.push(entry);
      else if (entry.cityCode === upper && upper.length === 3) ranks[1]!.push(entry);
      else if (entry.city.startsWith(folded) || entry.name.startsWith(folded)) ranks[2]!.push(entry);
      else if (entry.words.some((w) => w.startsWith(folded))) ranks[3]!.push(entry);
      else if (entry.text.includes(folded) || entry.code.startsWith(upper)) ranks[4]!.push(entry);
    }
    const result: Airport[] = [];
    for (const rank of ranks) {
      for (const entry of rank) {
        if (result.length >= limit) return result;
        result.push(entry.airport);
      }
    }
    return result;
  }
}
