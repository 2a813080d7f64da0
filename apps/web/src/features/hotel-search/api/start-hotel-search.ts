import {
  HotelPaths,
  ZHotelSearchStarted,
  type HotelSearchRequest,
  type HotelSearchStarted,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Search/HotelSearch: answers the request id at once; hotels arrive through GetHotelSearch. */
export function startHotelSearch(
  request: HotelSearchRequest,
  signal?: AbortSignal,
): Promise<HotelSearchStarted> {
  return api.post(HotelPaths.hotelSearch, request, { schema: ZHotelSearchStarted, signal });
}
