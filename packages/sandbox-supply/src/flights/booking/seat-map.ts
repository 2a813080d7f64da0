import type { TravelClass } from '@portal/contracts';
import { aircraftSeats } from '../data/aircraft';
import { hashString, mix, unit } from '../util/hash';

export type SeatPosition = 'window' | 'middle' | 'aisle';

export interface SeatMapSeat {
  /** Row and letter, e.g. "12A". */
  number: string;
  row: number;
  letter: string;
  position: SeatPosition;
  /** Bulkhead and emergency-exit rows. */
  extraLegroom: boolean;
  exitRow: boolean;
}

export interface SeatMapCabin {
  cabin: TravelClass;
  /** The letters across, with null where an aisle runs: ['A', 'B', 'C', null, 'D', 'E', 'F']. */
  columns: (string | null)[];
  rows: { row: number; exitRow: boolean; seats: SeatMapSeat[] }[];
}

/** Seats across per cabin, written as the letters in each block between aisles. */
const layouts = {
  regional: { Economy: ['AC', 'DF'] },
  narrow: { Economy: ['ABC', 'DEF'], Business: ['AC', 'DF'] },
  wide: { Economy: ['ABC', 'DEF', 'HJK'], PremiumEconomy: ['AC', 'DEF', 'HK'], Business: ['A', 'DG', 'K'] },
  jumbo: {
    Economy: ['ABC', 'DEFG', 'HJK'],
    PremiumEconomy: ['AC', 'DEF', 'HK'],
    Business: ['A', 'DG', 'K'],
    First: ['A', 'E', 'K'],
  },
} as const satisfies Record<string, Partial<Record<TravelClass, readonly string[]>>>;

/** Cabins from the nose back, as rows are numbered. */
const cabinOrder = [
  'First',
  'Business',
  'PremiumEconomy',
  'Economy',
] as const satisfies readonly TravelClass[];
const cabinIndex: Record<TravelClass, number> = { Economy: 0, PremiumEconomy: 1, Business: 2, First: 3 };

function bodyOf(aircraft: string): keyof typeof layouts {
  const seats = aircraftSeats[aircraft];
  if (!seats) throw new Error(`unknown aircraft ${aircraft}`);
  if (seats[2] === 0) return 'regional';
  if (aircraft.startsWith('777') || aircraft.startsWith('A380')) return 'jumbo';
  return seats[1] > 0 ? 'wide' : 'narrow';
}

function columnsOf(blocks: readonly string[]): (string | null)[] {
  return blocks.flatMap((block, index) => [...(index > 0 ? [null] : []), ...block.split('')]);
}

function positionOf(blocks: readonly string[], letter: string): SeatPosition {
  const across = blocks.join('');
  if (letter === across[0] || letter === across[across.length - 1]) return 'window';
  return blocks.some((block) => block[0] === letter || block[block.length - 1] === letter)
    ? 'aisle'
    : 'middle';
}

/**
 * The seat map of an aircraft type as the sandbox airline flies it: each cabin's rows and letters, aisles, window,
 * middle and aisle seats, bulkhead and exit rows. Rows are numbered from the nose across cabins; row 13 is left out,
 * as many airlines do. Pure: the same aircraft always has the same map.
 */
export function seatMapOf(aircraft: string): SeatMapCabin[] {
  const body = bodyOf(aircraft);
  const counts = aircraftSeats[aircraft]!;
  const layout: Partial<Record<TravelClass, readonly string[]>> = layouts[body];
  const cabins: SeatMapCabin[] = [];
  let row = 1;
  for (const cabin of cabinOrder) {
    const blocks = layout[cabin];
    const count = counts[cabinIndex[cabin]] ?? 0;
    if (!blocks || count === 0) continue;
    const across = blocks.join('').length;
    const rowCount = Math.ceil(count / across);
    // Economy of a longer cabin has emergency exits over the wings, roughly a third and half way back.
    const exits = new Set(
      cabin === 'Economy' && rowCount > 12 ? [Math.floor(rowCount / 3), Math.floor(rowCount / 2)] : [],
    );
    const rows: SeatMapCabin['rows'] = [];
    for (let index = 0; index < rowCount; index += 1) {
      if (row === 13) row += 1;
      const exitRow = exits.has(index);
      const extraLegroom = exitRow || index === 0;
      const letters = blocks.join('').split('');
      rows.push({
        row,
        exitRow,
        seats: letters.map((letter) => ({
          number: `${row}${letter}`,
          row,
          letter,
          position: positionOf(blocks, letter),
          extraLegroom,
          exitRow,
        })),
      });
      row += 1;
    }
    cabins.push({ cabin, columns: columnsOf(blocks), rows });
  }
  return cabins;
}

/**
 * Whether other travellers (outside the portal) already sit in a seat of a dated flight: as many seats as the cabin's
 * sold share, spread by a hash of the flight and seat so the same flight always shows the same taken seats, and
 * front, window and aisle seats go first, as travellers choose them.
 */
export function takenByOthers(legKey: string, seat: SeatMapSeat, soldShare: number, rows: number): boolean {
  const preference =
    (seat.position === 'middle' ? 0.75 : 1.1) * (1.15 - (0.3 * seat.row) / Math.max(rows, 1));
  return unit(mix(hashString(legKey), hashString(seat.number))) < soldShare * preference;
}
