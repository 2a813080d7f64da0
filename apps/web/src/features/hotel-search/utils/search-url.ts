import { HotelLimit, type HotelSearchRequest, type HotelSearchRequestInput } from '@portal/contracts';

/** The results page's path; the search travels in its query string so a search can be reloaded and shared. */
export const HotelResultsPath = '/hotel-results';

const Param = {
  city: 'city',
  hotel: 'hotel',
  destinationName: 'dn',
  checkIn: 'in',
  checkOut: 'out',
  room: 'room',
  requestId: 'rid',
} as const;

/** The address's own names of the search (as opposed to the results' filters, sort and page). */
export const SearchParamNames: readonly string[] = Object.values(Param);

const IsoDate = /^\d{4}-\d{2}-\d{2}$/;
const RoomPart = /^\d{1,2}$/;

/** A search read from an address: the request and the destination's name as the person chose it. */
export interface HotelSearchLink {
  request: HotelSearchRequestInput;
  destinationName: string;
}

/** One room as `adults[.childAge…]`: 2 adults and children of 5 and 7 is `2.5.7`. */
function encodeRoom(room: { adults: number; childAges: ReadonlyArray<number | null> }): string {
  return [room.adults, ...room.childAges.map((age) => age ?? 0)].join('.');
}

/**
 * The search as query parameters, e.g. city=DXB&dn=Dubai&in=2026-08-01&out=2026-08-04&room=2&room=2.5 (plus rid
 * when known). The destination's name rides along so the page can show it before the first answer.
 */
export function encodeHotelSearch(
  search: Pick<HotelSearchRequest, 'destination' | 'checkIn' | 'checkOut'> & {
    rooms: ReadonlyArray<{ adults: number; childAges: ReadonlyArray<number | null> }>;
  },
  destinationName: string,
  requestId?: string,
): string {
  const params = new URLSearchParams();
  params.set(search.destination.type === 'City' ? Param.city : Param.hotel, search.destination.id);
  if (destinationName) params.set(Param.destinationName, destinationName);
  params.set(Param.checkIn, search.checkIn);
  params.set(Param.checkOut, search.checkOut);
  for (const room of search.rooms) params.append(Param.room, encodeRoom(room));
  if (requestId) params.set(Param.requestId, requestId);
  return params.toString();
}

/**
 * Reads a search back from query parameters; null when the address is not a search. Only the shape is checked
 * here: the page validates the request with the contracts' schema, as the API does.
 */
export function decodeHotelSearch(query: string | URLSearchParams): HotelSearchLink | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const city = params.get(Param.city);
  const hotel = params.get(Param.hotel);
  if ((city === null) === (hotel === null)) return null;
  const id = (city ?? hotel ?? '').trim();
  if (id === '' || id.length > 64) return null;
  const checkIn = params.get(Param.checkIn) ?? '';
  const checkOut = params.get(Param.checkOut) ?? '';
  if (!IsoDate.test(checkIn) || !IsoDate.test(checkOut)) return null;

  const rawRooms = params.getAll(Param.room);
  if (rawRooms.length === 0 || rawRooms.length > HotelLimit.maxRooms) return null;
  const rooms = [];
  for (const raw of rawRooms) {
    const parts = raw.split('.');
    if (!parts.every((part) => RoomPart.test(part))) return null;
    const [adults, ...childAges] = parts.map(Number);
    rooms.push({ adults: adults!, children: childAges.length, childAges });
  }

  return {
    request: { destination: { type: city !== null ? 'City' : 'Hotel', id }, checkIn, checkOut, rooms },
    destinationName: params.get(Param.destinationName)?.trim().slice(0, 120) ?? '',
  };
}

/** The request id kept beside the search, so a reload follows the same search until it expires. */
export function requestIdOf(query: string | URLSearchParams): string | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const value = params.get(Param.requestId);
  return value && value.length <= 64 ? value : null;
}

/** The same query with another request id (or none); the filters and sort stay, the page starts again. */
export function withRequestId(query: string, requestId: string | null): string {
  const params = new URLSearchParams(query);
  if (requestId) params.set(Param.requestId, requestId);
  else params.delete(Param.requestId);
  params.delete('page');
  return params.toString();
}

/** Only the search of a results address: what is asked, without its request id, filters, sort or page. */
export function searchPartOf(query: string | URLSearchParams): string {
  const params = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (name !== Param.requestId && SearchParamNames.includes(name)) kept.append(name, value);
  }
  return kept.toString();
}

/** The results page's address for a search. */
export function hotelResultsUrl(
  search: Parameters<typeof encodeHotelSearch>[0],
  destinationName: string,
): string {
  return `${HotelResultsPath}?${encodeHotelSearch(search, destinationName)}`;
}
