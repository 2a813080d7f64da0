import { describe, expect, it } from 'vitest';
import { aircraftSeats } from './data/aircraft';
import { seatMapOf, takenByOthers } from './booking/seat-map';

const seatsIn = (aircraft: string) =>
  seatMapOf(aircraft).map((cabin) => cabin.rows.reduce((sum, row) => sum + row.seats.length, 0));

describe('seat maps', () => {
  it('seat at least every seat the aircraft sells in each cabin, and at most one row more', () => {
    for (const [aircraft, counts] of Object.entries(aircraftSeats)) {
      const map = seatMapOf(aircraft);
      for (const cabin of map) {
        const sold = counts[{ Economy: 0, PremiumEconomy: 1, Business: 2, First: 3 }[cabin.cabin]] ?? 0;
        const seated = cabin.rows.reduce((sum, row) => sum + row.seats.length, 0);
        const across = cabin.columns.filter(Boolean).length;
        expect(seated).toBeGreaterThanOrEqual(sold);
        expect(seated - sold).toBeLessThan(across);
      }
    }
  });

  it('numbers rows from the nose across cabins, skipping 13, with unique seat numbers', () => {
    const map = seatMapOf('777-300ER');
    expect(map.map((cabin) => cabin.cabin)).toEqual(['First', 'Business', 'PremiumEconomy', 'Economy']);
    const rows = map.flatMap((cabin) => cabin.rows.map((row) => row.row));
    expect(rows[0]).toBe(1);
    expect(rows).not.toContain(13);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    const numbers = map.flatMap((cabin) => cabin.rows.flatMap((row) => row.seats.map((seat) => seat.number)));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('lays a narrow-body economy out 3-3 with windows, middles and aisles, and exits over the wing', () => {
    const economy = seatMapOf('A320neo').find((cabin) => cabin.cabin === 'Economy')!;
    expect(economy.columns).toEqual(['A', 'B', 'C', null, 'D', 'E', 'F']);
    expect(economy.rows[1]!.seats.map((seat) => seat.position)).toEqual([
      'window',
      'middle',
      'aisle',
      'aisle',
      'middle',
      'window',
    ]);
    expect(economy.rows[0]!.seats.every((seat) => seat.extraLegroom && !seat.exitRow)).toBe(true);
    expect(economy.rows.filter((row) => row.exitRow)).toHaveLength(2);
  });

  it('gives turboprops a single 2-2 economy cabin', () => {
    expect(seatMapOf('ATR 72-600').map((cabin) => [cabin.cabin, cabin.columns])).toEqual([
      ['Economy', ['A', 'C', null, 'D', 'F']],
    ]);
    expect(seatsIn('ATR 72-600')).toEqual([72]);
  });

  it('shows as many seats taken as the flight has sold, always the same ones for the same flight', () => {
    const economy = seatMapOf('737-800').find((cabin) => cabin.cabin === 'Economy')!;
    const seats = economy.rows.flatMap((row) => row.seats);
    const lastRow = economy.rows.at(-1)!.row;
    const taken = (share: number, leg = 'BG147-2027-04-14') =>
      seats.filter((seat) => takenByOthers(leg, seat, share, lastRow)).map((seat) => seat.number);
    expect(taken(0)).toEqual([]);
    expect(taken(0.5)).toEqual(taken(0.5));
    expect(taken(0.5)).not.toEqual(taken(0.5, 'BG147-2027-04-15'));
    const half = taken(0.5).length / seats.length;
    expect(half).toBeGreaterThan(0.35);
    expect(half).toBeLessThan(0.65);
    expect(taken(0.9).length).toBeGreaterThan(taken(0.5).length);
  });
});
