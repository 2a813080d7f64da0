import type { FlightLeg, ItinerarySummary } from '@portal/contracts';

/** What the page holds of a search while its results stream in. */
export interface MergedResults {
  byId: ReadonlyMap<string, ItinerarySummary>;
  /** Ids the API said to drop: they stay dropped if they turn up again later. */
  dropped: ReadonlySet<string>;
  legs: Readonly<Record<string, FlightLeg>>;
}

export const emptyResults: MergedResults = { byId: new Map(), dropped: new Set(), legs: {} };

export interface IncomingResults {
  itineraries: readonly ItinerarySummary[];
  legs: Readonly<Record<string, FlightLeg>>;
  duplicateItineraryIds?: readonly string[];
}

/**
 * Merges a wave into what is held (spec §4): the same itineraryId replaces the earlier one, ids listed as duplicates
 * are dropped, legs are added to the shared dictionary. Returns new collections so React sees the change.
 */
export function mergeResults(current: MergedResults, incoming: IncomingResults): MergedResults {
  const byId = new Map(current.byId);
  const dropped = new Set(current.dropped);
  for (const id of incoming.duplicateItineraryIds ?? []) {
    dropped.add(id);
    byId.delete(id);
  }
  for (const itinerary of incoming.itineraries) {
    if (!dropped.has(itinerary.itineraryId)) byId.set(itinerary.itineraryId, itinerary);
  }
  return { byId, dropped, legs: { ...current.legs, ...incoming.legs } };
}
