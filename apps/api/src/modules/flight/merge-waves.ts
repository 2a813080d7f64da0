import type { ItineraryKind, ItinerarySummary } from '@portal/contracts';
import type { SourceCode } from '@portal/sandbox-supply';
import { compareSummaries } from './group-offers';
import { sameFlightsKey } from './map-offer';
import type { SourceResult, WaveState } from './search-types';

/** How many of the cheapest results GetAirSearch sends per list; the rest wait for "Show more results". */
export const firstResultsLimit = 500;

/** The lists a page shows: round trips (and one-way or multi-city trips), and each half of a two-one-way trip. */
const listOf = (kind: ItineraryKind) => (kind === 'TwoOneWayOut' || kind === 'TwoOneWayBack' ? kind : 'Main');

interface Winner {
  summary: ItinerarySummary;
  source: SourceCode;
}

/**
 * Merges the sources that have arrived, in arrival order, one wave per source. The same flights from two sources
 * keep the cheaper (the earlier on a tie); the other id becomes a duplicate in that wave. After each wave the
 * cheapest `limit` shown itineraries of each list are delivered (once delivered, always delivered).
 */
export function mergeWaves(sources: readonly SourceResult[], limit = firstResultsLimit): WaveState {
  const winners = new Map<string, Winner>();
  const deliveredIn: Record<string, number> = {};
  const duplicateIn: Record<string, number> = {};
  let shown: Winner[] = [];

  sources.forEach((result, index) => {
    const wave = index + 1;
    for (const id of result.heads) {
      const summary = result.summaries[id];
      if (!summary) continue;
      const key = sameFlightsKey(summary);
      const current = winners.get(key);
      if (!current) {
        winners.set(key, { summary, source: result.source });
      } else if (summary.grossAmount.amount < current.summary.grossAmount.amount) {
        duplicateIn[current.summary.itineraryId] = wave;
        winners.set(key, { summary, source: result.source });
      } else {
        duplicateIn[id] = wave;
      }
    }
    shown = [...winners.values()].sort((a, b) => compareSummaries(a.summary, b.summary));
    const taken = new Map<string, number>();
    for (const { summary } of shown) {
      const list = listOf(summary.kind);
      const count = taken.get(list) ?? 0;
      if (count >= limit) continue;
      taken.set(list, count + 1);
      deliveredIn[summary.itineraryId] ??= wave;
    }
  });

  const sourceOf: Record<string, SourceCode> = {};
  for (const { summary, source } of shown) sourceOf[summary.itineraryId] = source;
  const ids = shown.map(({ summary }) => summary.itineraryId);
  return {
    wave: sources.length,
    shown: ids,
    sourceOf,
    deliveredIn,
    duplicateIn,
    heldBack: ids.filter((id) => deliveredIn[id] === undefined),
  };
}
