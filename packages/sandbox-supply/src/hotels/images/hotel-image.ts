import { hashString } from '../../flights/util/hash';
import { parseHotelId } from '../catalogue/hotel-id';
import { Draw } from '../draw';
import { imageCountOf, roomsOf } from '../rooms';
import { exteriorSvg } from './exterior';
import { lobbySvg } from './lobby';
import { roomSvg } from './room-interior';

/**
 * Image `index` of a hotel's gallery as SVG (800 × 600): 0 the outside, 1 the lobby, then each room type in the
 * order of the hotel's rooms. Drawn from the hotel id alone, so it needs no catalogue; undefined for an id that is
 * not a hotel's or an index past the gallery.
 */
export function hotelImageSvg(hotelId: string, index: number): string | undefined {
  const parts = parseHotelId(hotelId);
  if (!parts || !Number.isInteger(index) || index < 0 || index >= imageCountOf(parts.roomTypes))
    return undefined;
  const draw = new Draw(hashString(`image|${hotelId}|${index}`));
  if (index === 0) return exteriorSvg(parts, draw);
  if (index === 1) return lobbySvg(parts, draw);
  const room = roomsOf(hotelId)[index - 2];
  return room ? roomSvg(parts, room.room, draw) : undefined;
}
