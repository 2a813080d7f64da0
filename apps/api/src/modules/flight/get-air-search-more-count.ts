import { loadSearch, type SearchOwner } from './load-search';
import type { SearchStore } from './search-store';

/** GET Search/GetAirSearchMoreCount: how many results GetAirSearch has held back so far. */
export async function getAirSearchMoreCount(options: {
  store: SearchStore;
  owner: SearchOwner;
  requestId: string;
  now: Date;
}): Promise<{ moreCount: number }> {
  const { session, arrived } = await loadSearch(options);
  if (arrived === 0) return { moreCount: 0 };
  const state = await options.store.waveState(session, arrived, options.now);
  return { moreCount: state.heldBack.length };
}
