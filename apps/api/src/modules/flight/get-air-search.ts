import type { AirSearchResults, PriceVisibility } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import { loadSearch, type SearchOwner } from './load-search';
import { visibleSummary } from './price-visibility';
import { legsOf, shownSummaries } from './result-legs';
import type { SearchStore } from './search-store';

/**
 * GET Search/GetAirSearch: what arrived after the caller's cursor. Itineraries first sent in later waves (still
 * shown), the ids that turned out to be dearer duplicates, how many are held back for "Show more results", and
 * whether sources are still pending.
 */
export async function getAirSearch(options: {
  store: SearchStore;
  supply: FlightSupply;
  owner: SearchOwner;
  visibility: PriceVisibility;
  requestId: string;
  since: number;
  now: Date;
}): Promise<AirSearchResults> {
  const { store, visibility, since, now } = options;
  const { session, arrived } = await loadSearch(options);
  const pendingSourceCount = session.sources.length - arrived;
  const results: AirSearchResults = {
    requestId: session.requestId,
    status: pendingSourceCount > 0 ? 'InProgress' : 'Completed',
    expiresAt: new Date(session.expiresAt).toISOString(),
    query: session.query,
    cursor: arrived,
    pendingSourceCount,
    currency: options.supply.currency,
    legs: {},
    itineraries: [],
    duplicateItineraryIds: [],
    moreCount: 0,
    visibility,
  };
  if (arrived === 0) return results;

  const state = await store.waveState(session, arrived, now);
  const sources = await store.sourceResults(session, arrived, now);
  const ids = state.shown.filter((id) => (state.deliveredIn[id] ?? 0) > since);
  const rows = shownSummaries(ids, state.sourceOf, sources);
  results.legs = legsOf(rows, sources);
  results.itineraries = rows.map((row) => visibleSummary(row, visibility));
  results.duplicateItineraryIds = Object.keys(state.duplicateIn).filter(
    (id) => (state.duplicateIn[id] ?? 0) > since,
  );
  results.moreCount = state.heldBack.length;
  return results;
}
