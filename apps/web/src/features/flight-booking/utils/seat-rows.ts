import type { SeatMap } from '@portal/contracts';

export type Seat = SeatMap['cabins'][number]['rows'][number]['seats'][number];

/**
 * A row's seats with the aisles put back. The map gives each seat's position only, so aisle seats are paired from
 * the left: the first of each pair ends a block and the next begins one (ABC|DEF, ABC|DEF|HJK, AC|DEF|HK).
 */
export function withAisles(seats: readonly Seat[]): Array<Seat | null> {
  const out: Array<Seat | null> = [];
  let aisleSeats = 0;
  seats.forEach((seat, index) => {
    const before = seats[index - 1];
    if (before?.position === 'aisle' && seat.position === 'aisle' && aisleSeats % 2 === 1) out.push(null);
    if (seat.position === 'aisle') aisleSeats += 1;
    out.push(seat);
  });
  return out;
}
