import { FlightPaths, ZAirSearchStarted, type AirSearchStarted } from '@portal/contracts';
import { api } from '../../../lib/api';

/** Search/RefreshAirSearch?requestId: the same query again (also after expiry), under a new request id. */
export function refreshAirSearch(requestId: string): Promise<AirSearchStarted> {
  return api.get(FlightPaths.refreshAirSearch, { query: { requestId }, schema: ZAirSearchStarted });
}
