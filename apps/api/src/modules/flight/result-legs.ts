import type { FlightLeg, ItinerarySummary } from '@portal/contracts';
import { parseItineraryId } from './map-offer';
import type { SourceResult } from './search-types';

/** The legs the given rows fly, each once. */
export function legsOf(
  summaries: readonly ItinerarySummary[],
  sources: readonly SourceResult[],
): Record<string, FlightLeg> {
  const legs: Record<string, FlightLeg> = {};
  for (const summary of summaries) {
    const { offerId } = parseItineraryId(summary.itineraryId);
    const offer = sources.find((source) => source.offers[offerId])?.offers[offerId];
    for (const journey of offer?.journeys ?? []) for (const leg of journey.legs) legs[leg.key] ??= leg;
  }
  return legs;
}

/** The stored rows of shown itinerary ids, in the given order. */
export function shownSummaries(
  ids: readonly string[],
  sourceOf: Readonly<Record<string, string>>,
  sources: readonly SourceResult[],
): ItinerarySummary[] {
  const byCode = new Map(sources.map((source) => [source.source as string, source]));
  const rows: ItinerarySummary[] = [];
  for (const id of ids) {
    const source = byCode.get(sourceOf[id] ?? '');
    const summary = source?.summaries[id];
    if (summary) rows.push(summary);
  }
  return rows;
}
