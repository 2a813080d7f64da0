import type { FastifyInstance } from 'fastify';
import {
  HotelPaths,
  type HotelSearchRequestInput,
  type HotelSearchResults,
  type HotelSearchStarted,
} from '@portal/contracts';
import { authHeaders, dhakaDate } from './flight';

/** Dubai for two adults and a child of seven, three nights a month ahead. */
export function hotelSearchBody(overrides: Partial<HotelSearchRequestInput> = {}): HotelSearchRequestInput {
  return {
    destination: { type: 'City', id: 'DXB' },
    checkIn: dhakaDate(30),
    checkOut: dhakaDate(33),
    rooms: [{ adults: 2, children: 1, childAges: [7] }],
    ...overrides,
  };
}

export async function startHotelSearch(
  app: FastifyInstance,
  token: string,
  body: HotelSearchRequestInput = hotelSearchBody(),
): Promise<HotelSearchStarted> {
  const response = await app.inject({
    method: 'POST',
    url: HotelPaths.hotelSearch,
    headers: authHeaders(token),
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`HotelSearch failed: ${response.body}`);
  return response.json<HotelSearchStarted>();
}

/** GetHotelSearch with the filters, sort and page as the results page sends them in its address. */
export async function pollHotels(
  app: FastifyInstance,
  token: string,
  requestId: string,
  query: Record<string, string> = {},
): Promise<HotelSearchResults> {
  const response = await app.inject({
    method: 'GET',
    url: HotelPaths.getHotelSearch,
    query: { requestId, ...query },
    headers: authHeaders(token),
  });
  if (response.statusCode !== 200) throw new Error(`GetHotelSearch failed: ${response.body}`);
  return response.json<HotelSearchResults>();
}
