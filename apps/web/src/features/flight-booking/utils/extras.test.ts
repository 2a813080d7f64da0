import { describe, expect, it } from 'vitest';
import type { ServiceList } from '@portal/contracts';
import { addonTotals, noExtras, requestExtras, seatHolder, withChoice } from './extras';

const bdt = (amount: number) => ({ amount, currency: 'BDT' });
const services: ServiceList = {
  legs: [
    {
      legKey: 'L1',
      origin: 'DAC',
      destination: 'DXB',
      baggage: [{ code: 'XBAG10', kilograms: 10, price: bdt(250_000) }],
      meals: [{ code: 'MOML', name: 'Muslim meal', price: bdt(45_000) }],
    },
    { legKey: 'L2', origin: 'DXB', destination: 'DAC', baggage: [], meals: [] },
  ],
  specialServices: [{ code: 'WCHR', name: 'Wheelchair' }],
  seatSelection: 'Paid',
};

describe('extras', () => {
  const start = noExtras(3);
  const chosen = withChoice(
    withChoice(
      withChoice(start, 0, 'L1', { extraBaggageKg: 10, seat: { seat: '12A', price: bdt(50_000) } }),
      1,
      'L1',
      { mealCode: 'MOML', seat: { seat: '12B', price: bdt(0) } },
    ),
    2,
    'L1',
    { ssrCodes: ['WCHR'] },
  );

  it('sends only the flights with something asked for', () => {
    expect(requestExtras(chosen, 0)).toEqual([
      { legKey: 'L1', seat: '12A', mealCode: null, extraBaggageKg: 10, ssrCodes: [] },
    ]);
    const cleared = withChoice(chosen, 0, 'L1', { extraBaggageKg: 0, seat: null });
    expect(requestExtras(cleared, 0)).toEqual([]);
    expect(chosen).not.toBe(cleared);
    expect(requestExtras(chosen, 0)).toHaveLength(1);
  });

  it('knows who holds a seat on a flight', () => {
    expect(seatHolder(chosen, 'L1', '12B')).toBe(1);
    expect(seatHolder(chosen, 'L2', '12B')).toBeNull();
  });

  it('totals baggage, meals and seats per passenger type', () => {
    const totals = addonTotals(['ADT', 'ADT', 'INF'], chosen, services);
    expect(totals.rows).toEqual([
      { type: 'ADT', count: 2, baggage: 250_000, meals: 45_000, seats: 50_000, total: 345_000 },
      { type: 'INF', count: 1, baggage: 0, meals: 0, seats: 0, total: 0 },
    ]);
    expect(totals.total).toBe(345_000);
  });
});
