import type { ItinerarySummary } from '@portal/contracts';
import type { SupplyOffer } from '@portal/sandbox-supply';
import { parseItineraryId } from './map-offer';
import { summarizeStoredOffer } from './process-source';
import { loadSearch, type SearchOwner } from './load-search';
import { itineraryNotFound } from './search-errors';
import type { SearchStore } from './search-store';
import type { SourceResult } from './search-types';

export interface FoundItinerary {
  source: SourceResult;
  offer: SupplyOffer;
  brandIndex: number;
  /** The row of this itinerary at the chosen brand, with every price field filled. */
  summary: ItinerarySummary;
}

/** An itinerary (any offer of the search, at any of its brands) among the sources that have answered; else 404. */
export function findItinerary(sources: readonly SourceResult[], itineraryId: string): FoundItinerary {
  const { offerId, brandCode } = parseItineraryId(itineraryId);
  for (const source of sources) {
    const offer = source.offers[offerId];
    if (!offer) continue;
    const brandIndex =
      brandCode === null ? 0 : offer.brands.findIndex((brand) => brand.brandCode === brandCode);
    if (brandIndex < 0 || (brandCode !== null && brandIndex === 0)) break;
    const shown = source.summaries[offerId];
    const summary =
      brandIndex === 0 && shown
        ? shown
        : summarizeStoredOffer(source, offer, brandIndex, source.combinations[offerId]?.length ?? 0);
    return { source, offer, brandIndex, summary };
  }
  throw itineraryNotFound();
}

/** The caller's live search and one itinerary of it. */
export async function loadItinerary(options: {
  store: SearchStore;
  owner: SearchOwner;
  requestId: string;
  itineraryId: string;
  now: Date;
}): Promise<FoundItinerary & { sources: SourceResult[] }> {
  const { session, arrived } = await loadSearch(options);
  const sources = await options.store.sourceResults(session, arrived, options.now);
  return { ...findItinerary(sources, options.itineraryId), sources };
}
