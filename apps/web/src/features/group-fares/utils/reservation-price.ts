import type { GroupFareFares } from '@portal/contracts';

export interface SeatCounts {
  adults: number;
  children: number;
  infants: number;
}

/**
 * What a reservation costs, as the API works it out: each traveller at the net fare of their type; the deposit is
 * per seat (infants sit on a lap) and never more than the total, in which case the whole total is paid at once.
 */
export function reservationPrice(
  fares: GroupFareFares,
  depositPerSeat: number,
  counts: SeatCounts,
): { seats: number; total: number; deposit: number } {
  const seats = counts.adults + counts.children;
  const total = counts.adults * fares.adult + counts.children * fares.child + counts.infants * fares.infant;
  return { seats, total, deposit: Math.min(seats * depositPerSeat, total) };
}
