import type { AirSearchStarted } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import { findOwnedSearch } from './load-search';
import { startAirSearch, type SearchUser } from './start-air-search';
import type { SearchStore } from './search-store';

/**
 * Search/RefreshAirSearch: runs an earlier search's query again (also after it expired, for a day) and answers the
 * new request id. Dates are checked again: yesterday's search for today may now be in the past.
 */
export async function refreshAirSearch(options: {
  store: SearchStore;
  supply: FlightSupply;
  user: SearchUser;
  requestId: string;
  now: Date;
}): Promise<AirSearchStarted> {
  const { store, user } = options;
  const previous = await findOwnedSearch({
    store,
    requestId: options.requestId,
    owner: { tenantId: user.tenantId, agencyId: user.agencyId },
  });
  return startAirSearch({ ...options, request: previous.query });
}
