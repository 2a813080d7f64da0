import type { AirSearchFilter } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import { loadSearch, type SearchOwner } from './load-search';
import { shownSummaries } from './result-legs';
import { buildSearchFilter } from './search-filter';
import { searchParts } from './search-parts';
import type { SearchStore } from './search-store';

/**
 * GET Search/GetAirSearchFilter: filter options and bounds over everything found so far in the results list
 * (the two-one-way halves have a page of their own). Computed once per wave.
 */
export async function getAirSearchFilter(options: {
  store: SearchStore;
  supply: FlightSupply;
  owner: SearchOwner;
  requestId: string;
  now: Date;
}): Promise<AirSearchFilter> {
  const { store, supply, now } = options;
  const { session, arrived } = await loadSearch(options);
  const [trip] = searchParts(session.query, supply);
  const build = async () => {
    const state = arrived === 0 ? null : await store.waveState(session, arrived, now);
    const sources = await store.sourceResults(session, arrived, now);
    const rows = state
      ? shownSummaries(state.shown, state.sourceOf, sources).filter(
          (row) => row.kind === 'Standard' || row.kind === 'SpecialReturn',
        )
      : [];
    return buildSearchFilter(rows, {
      tripType: session.query.tripType,
      journeys: trip?.journeys ?? [],
      currency: supply.currency,
      names: {
        airline: (code) => supply.airline(code)?.name,
        airport: (code) => supply.airport(code)?.airportName,
      },
    });
  };
  return arrived === 0 ? build() : store.filter(session, arrived, now, build);
}
