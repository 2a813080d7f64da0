import type { HotelSuggestion } from './types';

/** Lower case, accents dropped (Kadıköy finds 'kadikoy'), anything but letters and digits a space. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Entry {
  suggestion: HotelSuggestion;
  /** ' ' + the normalised name: a word starts wherever ' ' + text is found. */
  words: string;
  codes: string[];
  /** Bigger first among equally good matches (a city's hotel count, a hotel's stars). */
  weight: number;
}

export interface SuggestSource {
  suggestion: HotelSuggestion;
  codes?: string[];
  weight: number;
}

/**
 * Names by the first letter of each of their words, so a lookup reads only the names that can match. Cities come
 * before hotels; a name matching from its start (or a city's code: DXB, LON) before one matching at a later word.
 */
export class SuggestIndex {
  private readonly byLetter = new Map<string, Entry[]>();

  constructor(sources: readonly SuggestSource[]) {
    for (const source of sources) {
      const words = ` ${normalise(source.suggestion.name)}`;
      const entry: Entry = {
        suggestion: source.suggestion,
        words,
        codes: (source.codes ?? []).map((c) => c.toLowerCase()),
        weight: source.weight,
      };
      const letters = new Set([
        ...words
          .split(' ')
          .filter(Boolean)
          .map((w) => w[0]!),
        ...entry.codes.map((c) => c[0]!),
      ]);
      for (const letter of letters) {
        const list = this.byLetter.get(letter);
        if (list) list.push(entry);
        else this.byLetter.set(letter, [entry]);
      }
    }
  }

  find(text: string, limit: number): HotelSuggestion[] {
    const query = normalise(text);
    if (!query || limit <= 0) return [];
    const needle = ` ${query}`;
    const found: { entry: Entry; score: number }[] = [];
    for (const entry of this.byLetter.get(query[0]!) ?? []) {
      // A city's code ('dxb') counts as its name's start: 'dub' is Dubai's beginning as much as Dublin's code,
      // and the bigger market wins.
      const score =
        entry.codes.includes(query) || entry.words.startsWith(needle)
          ? 0
          : entry.words.includes(needle)
            ? 1
            : -1;
      if (score >= 0) found.push({ entry, score });
    }
    const typeRank = (f: { entry: Entry }) => (f.entry.suggestion.type === 'City' ? 0 : 1);
    found.sort(
      (a, b) =>
        typeRank(a) - typeRank(b) ||
        a.score - b.score ||
        b.entry.weight - a.entry.weight ||
        a.entry.suggestion.name.localeCompare(b.entry.suggestion.name),
    );
    return found.slice(0, limit).map((f) => f.entry.suggestion);
  }
}
