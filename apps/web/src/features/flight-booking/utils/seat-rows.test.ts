import { describe, expect, it } from 'vitest';
import { withAisles, type Seat } from './seat-rows';

const seat = (letter: string, position: Seat['position']): Seat => ({
  seat: `12${letter}`,
  position,
  exitRow: false,
  available: true,
  price: { amount: 0, currency: 'BDT' },
});

describe('seat rows', () => {
  it('puts an aisle between the aisle seats of a narrow body', () => {
    const row = [
      seat('A', 'window'),
      seat('B', 'middle'),
      seat('C', 'aisle'),
      seat('D', 'aisle'),
      seat('E', 'middle'),
      seat('F', 'window'),
    ];
    expect(
      withAisles(row)
        .map((s) => s?.seat ?? '|')
        .join(' '),
    ).toBe('12A 12B 12C | 12D 12E 12F');
  });

  it('puts two aisles in a wide body', () => {
    const row = ['A', 'B', 'C', 'D', 'E', 'F', 'H', 'J', 'K'].map((letter, index) =>
      seat(letter, index === 0 || index === 8 ? 'window' : [2, 3, 5, 6].includes(index) ? 'aisle' : 'middle'),
    );
    expect(
      withAisles(row)
        .map((s) => s?.seat.slice(2) ?? '|')
        .join(''),
    ).toBe('ABC|DEF|HJK');
  });
});
