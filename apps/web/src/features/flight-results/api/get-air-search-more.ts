import { FlightPaths, ZAirSearchMore, type AirSearchMore } from '@portal/contracts';
import { api } from '../../../lib/api';

/** How many held-back results one "Show more results" adds. */
export const MorePageSize = 200;

/** GET Search/GetAirSearchMore: the results GetAirSearch held back, cheapest first; moreCount is what remains. */
export function getAirSearchMore(requestId: string, offset: number): Promise<AirSearchMore> {
  return api.get(FlightPaths.getAirSearchMore, {
    query: { requestId, offset, limit: MorePageSize },
    schema: ZAirSearchMore,
  });
}
