import type { MoreCombinations, PriceVisibility } from '@portal/contracts';
import { loadItinerary } from './find-itinerary';
import type { SearchOwner } from './load-search';
import { visibleSummary } from './price-visibility';
import { summarizeStoredOffer } from './process-source';
import { legsOf } from './result-legs';
import type { SearchStore } from './search-store';

/** GET Search/ItineraryMoreCombinations: the same fare on the airline's other flights ("more flights"). */
export async function getMoreCombinations(options: {
  store: SearchStore;
  owner: SearchOwner;
  visibility: PriceVisibility;
  requestId: string;
  itineraryId: string;
  now: Date;
}): Promise<MoreCombinations> {
  const { offer, source } = await loadItinerary(options);
  const rows = (source.combinations[offer.offerId] ?? []).flatMap((id) => {
    const other = source.offers[id];
    return other ? [summarizeStoredOffer(source, other)] : [];
  });
  return {
    legs: legsOf(rows, [source]),
    itineraries: rows.map((row) => visibleSummary(row, options.visibility)),
  };
}
