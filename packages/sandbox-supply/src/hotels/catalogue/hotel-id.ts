import { hashString, mix3 } from '../../flights/util/hash';

/**
 * A hotel id carries what the gallery needs to draw the hotel without the catalogue (`hotelImageSvg` gets only the
 * id): city, serial, stars, setting and number of room types, then a salt from the seed (so another seed's ids do
 * not name this seed's hotels) and a check, e.g. `DXB042-4C5-k3j9x2`.
 */
export type HotelSetting = 'Beach' | 'Resort' | 'City';

export interface HotelIdParts {
  cityCode: string;
  serial: number;
  stars: number;
  setting: HotelSetting;
  roomTypes: number;
}

const settingLetter: Record<HotelSetting, string> = { Beach: 'B', Resort: 'R', City: 'C' };
const letterSetting: Record<string, HotelSetting> = { B: 'Beach', R: 'Resort', C: 'City' };
const ID_PATTERN = /^([A-Z]{3})(\d{3})-([1-5])([BRC])([2-6])-([0-9a-z]{4})([0-9a-z]{2})$/;

function check(body: string): string {
  return (hashString(body) % 1296).toString(36).padStart(2, '0');
}

export function hotelId(seed: number, parts: HotelIdParts): string {
  const salt = (mix3(seed, hashString(parts.cityCode), parts.serial) % 1_679_616)
    .toString(36)
    .padStart(4, '0');
  const body =
    `${parts.cityCode}${String(parts.serial).padStart(3, '0')}-` +
    `${parts.stars}${settingLetter[parts.setting]}${parts.roomTypes}-${salt}`;
  return body + check(body);
}

/** The parts of a well-formed id, or undefined (a typo or a made-up id fails the check). */
export function parseHotelId(id: string): HotelIdParts | undefined {
  const match = ID_PATTERN.exec(id);
  if (!match) return undefined;
  if (check(id.slice(0, -2)) !== match[7]) return undefined;
  return {
    cityCode: match[1]!,
    serial: Number(match[2]),
    stars: Number(match[3]),
    setting: letterSetting[match[4]!]!,
    roomTypes: Number(match[5]),
  };
}
