import { describe, expect, it } from 'vitest';
import {
  extraBaggageOptions,
  mealPriceTaka,
  seatPriceTaka,
  specialMeals,
  specialServices,
} from './booking/ancillaries';
import { seatMapOf } from './booking/seat-map';

describe('extra baggage', () => {
  it('sells five bundles, dearer with weight but cheaper per kilogram, and dearer with distance', () => {
    const short = extraBaggageOptions(250, false);
    expect(short.map((option) => option.code)).toEqual(['XBAG5', 'XBAG10', 'XBAG15', 'XBAG20', 'XBAG30']);
    short.slice(1).forEach((option, index) => {
      const before = short[index]!;
      expect(option.taka).toBeGreaterThan(before.taka);
      expect(option.taka / option.kilograms).toBeLessThanOrEqual(before.taka / before.kilograms);
    });
    const long = extraBaggageOptions(7_000, false);
    long.forEach((option, index) => expect(option.taka).toBeGreaterThan(short[index]!.taka));
    expect(extraBaggageOptions(7_000, true)[0]!.taka).toBeLessThan(long[0]!.taka);
    for (const option of long) expect(option.taka % 10).toBe(0);
  });
});

describe('meals and special services', () => {
  it('lists the IATA codes once each', () => {
    const codes = [...specialMeals, ...specialServices].map((item) => item.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{4}$/);
  });

  it('caters free on full-service airlines, sells on low-cost ones where a meal is served', () => {
    expect(mealPriceTaka(false, 300)).toBe(0);
    expect(mealPriceTaka(true, 300)).toBeNull();
    expect(mealPriceTaka(true, 1_500)).toBeGreaterThan(0);
    expect(mealPriceTaka(true, 4_000)).toBeGreaterThan(mealPriceTaka(true, 1_500)!);
  });
});

describe('seat prices', () => {
  const [business, economy] = seatMapOf('A320neo');
  const firstRowOfCabin = economy!.rows[0]!.row;
  const seat = (row: number, letter: string) =>
    economy!.rows.flatMap((r) => r.seats).find((s) => s.row === row && s.letter === letter)!;
  const back = economy!.rows.at(-1)!.row;

  it('charges most for legroom, a little for front windows and aisles, nothing else on a full-service flight', () => {
    const options = { lowCost: false, distanceKm: 1_000, firstRowOfCabin };
    const exitRow = economy!.rows.find((row) => row.exitRow)!.row;
    expect(seatPriceTaka(seat(exitRow, 'A'), 'Economy', options)).toBe(1_500);
    expect(seatPriceTaka(seat(firstRowOfCabin + 1, 'A'), 'Economy', options)).toBe(600);
    expect(seatPriceTaka(seat(firstRowOfCabin + 1, 'B'), 'Economy', options)).toBe(0);
    expect(seatPriceTaka(seat(back, 'C'), 'Economy', options)).toBe(0);
    expect(seatPriceTaka(seat(back, 'C'), 'Economy', { ...options, lowCost: true })).toBeGreaterThan(0);
    expect(seatPriceTaka(business!.rows[0]!.seats[0]!, 'Business', options)).toBe(0);
  });
});
