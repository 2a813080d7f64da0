import type { AirSearchMore, PriceVisibility } from '@portal/contracts';
import { loadSearch, type SearchOwner } from './load-search';
import { visibleSummary } from './price-visibility';
import { legsOf, shownSummaries } from './result-legs';
import type { SearchStore } from './search-store';

/**
 * GET Search/GetAirSearchMore: a page of the results GetAirSearch held back, cheapest first; moreCount says how
 * many remain after this page.
 */
export async function getAirSearchMore(options: {
  store: SearchStore;
  owner: SearchOwner;
  visibility: PriceVisibility;
  requestId: string;
  offset: number;
  limit: number;
  now: Date;
}): Promise<AirSearchMore> {
  const { store, visibility, offset, limit, now } = options;
  const { session, arrived } = await loadSearch(options);
  if (arrived === 0) return { legs: {}, itineraries: [], moreCount: 0 };
  const state = await store.waveState(session, arrived, now);
  const sources = await store.sourceResults(session, arrived, now);
  const page = state.heldBack.slice(offset, offset + limit);
  const rows = shownSummaries(page, state.sourceOf, sources);
  return {
    legs: legsOf(rows, sources),
    itineraries: rows.map((row) => visibleSummary(row, visibility)),
    moreCount: Math.max(0, state.heldBack.length - offset - page.length),
  };
}
