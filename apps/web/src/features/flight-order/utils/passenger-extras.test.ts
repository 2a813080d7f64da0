import { describe, expect, it } from 'vitest';
import type { FlightLeg } from '@portal/contracts';
import { passengerExtras } from './passenger-extras';

const leg = (key: string, origin: string, destination: string) => ({ key, origin, destination }) as FlightLeg;
const legs = { L1: leg('L1', 'DAC', 'DXB'), L2: leg('L2', 'DXB', 'DAC') };
const money = { amount: 0, currency: 'BDT' };

describe('passengerExtras', () => {
  it('words each flight with something added, by route, and leaves out the others', () => {
    const extras = passengerExtras(
      {
        extras: [
          {
            legKey: 'L1',
            seat: '12A',
            mealCode: 'VGML',
            extraBaggageKg: 20,
            ssrCodes: ['WCHR'],
            price: money,
          },
          { legKey: 'L2', seat: null, mealCode: null, extraBaggageKg: 0, ssrCodes: [], price: money },
        ],
      },
      legs,
    );
    expect(extras).toEqual([
      {
        route: 'DAC–DXB',
        parts: [
          { kind: 'seat', value: '12A' },
          { kind: 'meal', value: 'VGML' },
          { kind: 'bags', value: 20 },
          { kind: 'ssr', value: 'WCHR' },
        ],
      },
    ]);
  });

  it('names an unknown flight by its key', () => {
    const extras = passengerExtras(
      {
        extras: [{ legKey: 'X9', seat: '1C', mealCode: null, extraBaggageKg: 0, ssrCodes: [], price: money }],
      },
      legs,
    );
    expect(extras[0]?.route).toBe('X9');
  });
});
