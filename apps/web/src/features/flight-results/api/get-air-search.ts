import { FlightPaths, ZAirSearchResults, type AirSearchResults } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Search/GetAirSearch?requestId&since: what arrived after the cursor, and whether sources are pending. */
export function getAirSearch(
  requestId: string,
  since: number,
  signal?: AbortSignal,
): Promise<AirSearchResults> {
  return api.get(FlightPaths.getAirSearch, {
    query: { requestId, since },
    schema: ZAirSearchResults,
    signal,
  });
}
