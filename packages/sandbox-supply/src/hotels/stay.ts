import { dayNumber, isoDate } from '../flights/util/dates';
import type { BedBankRoom, StayQuery } from './types';

/** The nights of a stay: day numbers and dates, from check-in to the night before check-out. */
export interface StayNights {
  checkInDay: number;
  days: number[];
  dates: string[];
}

/** Null for a stay with no night (bad dates, or check-out not after check-in): nothing can be sold for it. */
export function stayNights(stay: StayQuery): StayNights | null {
  const from = dayNumber(stay.checkIn);
  const to = dayNumber(stay.checkOut);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || stay.rooms.length === 0) return null;
  const days: number[] = [];
  for (let day = from; day < to; day++) days.push(day);
  return { checkInDay: from, days, dates: days.map(isoDate) };
}

/** Children under two sleep in a cot: one such infant per room counts toward neither the children nor the
 * occupancy limit (a second one does). */
export const INFANT_AGE = 2;

export function fits(room: BedBankRoom, guests: { adults: number; childAges: number[] }): boolean {
  const infants = guests.childAges.filter((age) => age < INFANT_AGE).length;
  const children = guests.childAges.length - Math.min(1, infants);
  return (
    guests.adults >= 1 &&
    guests.adults <= room.maxAdults &&
    children <= room.maxChildren &&
    guests.adults + children <= room.maxOccupancy
  );
}
