import { civilFromDays, weekday } from '../flights/util/dates';
import type { HotelSpec } from './catalogue/build-hotels';
import { currencies, seasonOf, weekendNights } from './catalogue/local-rules';
import type { PlanSpec } from './rate-plans';
import type { RoomSpec } from './rooms';
import type { BoardBasis } from './types';

/**
 * Nightly prices. A room-night starts from a US-dollar figure for the hotel's class, scaled by the city's price
 * level, the hotel's own level, the room type, the month, the weekend and how few rooms are left; the guests, the
 * board and the plan then add or take off, and the result is turned into the hotel's currency and rounded to the
 * step hotels there price in.
 */
const starBaseUsd = [35, 55, 85, 130, 240];
/** Breakfast per adult and night by class, US dollars; children from two pay half. */
const breakfastUsd = [5, 7, 10, 16, 26];
const HALF_BOARD_FACTOR = 2.6;
const EXTRA_ADULT = 0.2;
const EXTRA_CHILD = 0.1;

/** Fewer rooms left, dearer rooms: the last one costs a fifth more than a full house's. */
export function scarcityFactor(left: number): number {
  if (left >= 8) return 1;
  return [1.2, 1.2, 1.14, 1.1, 1.07, 1.07, 1.03, 1.03][left]!;
}

/** What does not depend on the room type: the season and the weekend, per night. */
export function nightFactors(spec: HotelSpec, days: readonly number[]): number[] {
  const season = seasonOf(spec.site.city.countryCode, spec.site.region);
  const weekend = weekendNights(spec.site.city.countryCode);
  return days.map((day) => {
    const month = civilFromDays(day)[1];
    const uplift = weekend.includes(weekday(day)) ? 1 + spec.weekendUplift : 1;
    return season[month - 1]! * uplift;
  });
}

/** A room type's price for each night in US dollars, for two adults, before board and plan. */
export function roomNightsUsd(
  spec: HotelSpec,
  room: RoomSpec,
  factors: readonly number[],
  left: readonly number[],
): number[] {
  const base = starBaseUsd[spec.hotel.stars - 1]! * spec.site.level * spec.priceFactor * room.uplift;
  return factors.map((factor, i) => base * factor * scarcityFactor(left[i]!));
}

export interface Guests {
  adults: number;
  childAges: number[];
}

function boardUsd(spec: HotelSpec, board: BoardBasis, guests: Guests): number {
  if (board === 'RoomOnly') return 0;
  const perAdult = breakfastUsd[spec.hotel.stars - 1]! * spec.site.level;
  const children = guests.childAges.filter((age) => age >= 2).length;
  const breakfast = perAdult * (guests.adults + children / 2);
  return board === 'HalfBoard' ? breakfast * HALF_BOARD_FACTOR : breakfast;
}

/** One room's night, in minor units of the hotel's currency. */
export function roomNightMinor(spec: HotelSpec, plan: PlanSpec, roomUsd: number, guests: Guests): number {
  const payingChildren = guests.childAges.filter((age) => age >= spec.childFreeAge).length;
  const occupancy = 1 + EXTRA_ADULT * Math.max(0, guests.adults - 2) + EXTRA_CHILD * payingChildren;
  const usd = (roomUsd * occupancy + boardUsd(spec, plan.plan.board, guests)) * (1 - plan.discount);
  const { perUsd, step } = currencies[spec.hotel.currency]!;
  return Math.max(step, Math.round((usd * perUsd) / step) * step) * 100;
}
