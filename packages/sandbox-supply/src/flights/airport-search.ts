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

/**
 * Type-ahead over the served airports: exact code, city code, names starting with the term, names containing it.
 * Called on every keystroke of the search form, so a term is looked for once in all the names together, not once
 * per airport: only airports whose names contain it (or whose codes match) are ranked.
 */
export class AirportSearch {
  private readonly entries: Entry[];
  /** Every entry's folded text, one a line, and where each line starts. */
  private readonly allText: string;
  private readonly lineStarts: number[];
  /** Entry indexes by airport code, city code and each code's first one and two letters. */
  private readonly byCode = new Map<string, number[]>();

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
    this.lineStarts = [];
    let offset = 0;
    for (const entry of this.entries) {
      this.lineStarts.push(offset);
      offset += entry.text.length + 1;
    }
    this.allText = this.entries.map((entry) => entry.text).join('\n');
    this.entries.forEach((entry, index) => {
      const keys = new Set([entry.code, entry.cityCode, entry.code.slice(0, 1), entry.code.slice(0, 2)]);
      for (const key of keys) this.byCode.set(key, [...(this.byCode.get(key) ?? []), index]);
    });
  }

  /** The entries that can rank at all: a code match or a name containing the term, in list order. */
  private candidates(upper: string, folded: string): number[] {
    // A term that folds to nothing starts every name.
    if (!folded) return this.entries.map((_, index) => index);
    const found = new Set(this.byCode.get(upper) ?? []);
    if (!folded.includes('\n')) {
      for (let at = this.allText.indexOf(folded); at !== -1; at = this.allText.indexOf(folded, at + 1)) {
        found.add(this.lineOf(at));
      }
    }
    return [...found].sort((a, b) => a - b);
  }

  private lineOf(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  find(term: string, limit = 10): Airport[] {
    const raw = term.trim();
    if (!raw) return [];
    const upper = raw.toUpperCase();
    const folded = fold(raw);
    const ranks: Entry[][] = [[], [], [], [], []];
    for (const index of this.candidates(upper, folded)) {
      const entry = this.entries[index]!;
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
