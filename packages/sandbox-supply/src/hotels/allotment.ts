import { hashString, mix3, unit } from '../flights/util/hash';
import type { RoomSpec } from './rooms';

/** No room type of a hotel has more than this on sale a night. */
export const MAX_ALLOTMENT = 12;
/** Showcase rooms always keep a few on sale, so the rates the sales flow relies on are there on any date. */
const SHOWCASE_FLOOR = 4;

/**
 * Rooms of a type the hotel puts on sale for a night (day number), before any booking: around the type's usual
 * capacity, with about one night in twelve closed and one in twelve down to its last room, so sell-outs happen.
 */
export function allotmentOf(hotelHash: number, room: RoomSpec, day: number, showcase: boolean): number {
  const h = mix3(hotelHash, hashString(room.room.code), day);
  const u = unit(h);
  const level = Math.round(room.capacity * (0.5 + unit(mix3(h, 7, day)) * 0.8));
  if (showcase) return Math.min(MAX_ALLOTMENT, Math.max(SHOWCASE_FLOOR, level));
  if (u < 0.08) return 0;
  if (u < 0.16) return 1;
  return Math.min(MAX_ALLOTMENT, Math.max(2, level));
}
