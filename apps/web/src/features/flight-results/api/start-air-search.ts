import {
  FlightPaths,
  ZAirSearchStarted,
  type AirSearchRequest,
  type AirSearchStarted,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Search/AirSearch: answers the request id at once; results arrive through GetAirSearch. */
export function startAirSearch(request: AirSearchRequest, signal?: AbortSignal): Promise<AirSearchStarted> {
  return api.post(FlightPaths.airSearch, request, { schema: ZAirSearchStarted, signal });
}
