import { describe, expect, it } from 'vitest';
import { reservationPrice } from './reservation-price';

describe('reservation price', () => {
  const fares = { adult: 95_000_00, child: 80_000_00, infant: 15_000_00 };

  it('prices each traveller by type and takes the deposit per seat (infants have none)', () => {
    expect(reservationPrice(fares, 20_000_00, { adults: 2, children: 1, infants: 1 })).toEqual({
      seats: 3,
      total: 285_000_00,
      deposit: 60_000_00,
    });
  });

  it('never asks a deposit above the total', () => {
    expect(
      reservationPrice({ adult: 100, child: 0, infant: 0 }, 100, { adults: 1, children: 0, infants: 0 }),
    ).toEqual({
      seats: 1,
      total: 100,
      deposit: 100,
    });
  });
});
