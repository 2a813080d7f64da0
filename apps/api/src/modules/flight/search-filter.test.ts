import { describe, expect, it } from 'vitest';
import { brand, journey, leg, offer } from '../../../test/support/offers';
import { summarizeOffer } from './map-offer';
import { buildSearchFilter } from './search-filter';

const context = { kind: 'Standard' as const, currency: 'BDT', sourceName: 'x', alliance: null, markup: 0 };
const rows = [
  summarizeOffer(
    offer('direct', [journey([leg('BG147', 'DAC', 'DXB', '10:00', '14:00', 330)])], [brand(40_000_00)]),
    context,
  ),
  summarizeOffer(
    offer(
      'one-stop',
      [
        journey(
          [
            leg('EK585', 'DAC', 'CCU', '04:00', '05:00', 60),
            leg('EK586', 'CCU', 'DXB', '07:00', '19:00', 300),
          ],
          [120],
        ),
      ],
      [brand(35_000_00, { refundable: true })],
    ),
    { ...context, alliance: null },
  ),
  summarizeOffer(
    offer('direct-ek', [journey([leg('EK583', 'DAC', 'DXB', '20:00', '23:30', 330)])], [brand(45_000_00)]),
    { ...context, alliance: 'Star Alliance' },
  ),
];

describe('buildSearchFilter', () => {
  const filter = buildSearchFilter(rows, {
    tripType: 'O',
    journeys: [{ origin: 'DAC', destination: 'DXB' }],
    currency: 'BDT',
    names: {
      airline: (code) => ({ BG: 'Biman', EK: 'Emirates' })[code],
      airport: (code) => `${code} airport`,
    },
  });

  it('counts stops and airlines with their cheapest price', () => {
    expect(filter.stops).toEqual([
      { stopKey: '0', count: 2, minAmount: { amount: 40_000_00, currency: 'BDT' } },
      { stopKey: '1', count: 1, minAmount: { amount: 35_000_00, currency: 'BDT' } },
    ]);
    expect(filter.airlines).toEqual([
      { code: 'EK', name: 'Emirates', count: 2, minAmount: { amount: 35_000_00, currency: 'BDT' } },
      { code: 'BG', name: 'Biman', count: 1, minAmount: { amount: 40_000_00, currency: 'BDT' } },
    ]);
    expect(filter.alliances).toEqual([{ name: 'Star Alliance', count: 1 }]);
    expect(filter.refundableCount).toBe(1);
  });

  it('gives the ranges of price, duration and layover, and the airports', () => {
    expect(filter.price).toEqual({ min: 35_000_00, max: 45_000_00 });
    expect(filter.duration).toEqual({ min: 330, max: 480 });
    expect(filter.layoverDuration).toEqual({ min: 0, max: 120 });
    expect(filter.layoverAirports).toEqual([{ code: 'CCU', name: 'CCU airport', count: 1 }]);
    expect(filter.arrivalAirports).toEqual([{ code: 'DXB', name: 'DXB airport', count: 3 }]);
  });

  it('counts per journey stops and timing bands', () => {
    expect(filter.journeys).toEqual([
      {
        origin: 'DAC',
        destination: 'DXB',
        stops: [
          { stopKey: '0', count: 2 },
          { stopKey: '1', count: 1 },
        ],
        departureTimings: [
          { timing: 'EarlyMorning', count: 1 },
          { timing: 'Morning', count: 1 },
          { timing: 'Evening', count: 1 },
        ],
        arrivalTimings: [
          { timing: 'Afternoon', count: 1 },
          { timing: 'Evening', count: 2 },
        ],
      },
    ]);
  });

  it('answers empty lists and zero ranges before anything arrived', () => {
    const empty = buildSearchFilter([], {
      tripType: 'O',
      journeys: [],
      currency: 'BDT',
      names: filterNames(),
    });
    expect(empty.price).toEqual({ min: 0, max: 0 });
    expect(empty.stops).toEqual([]);
  });
});

function filterNames() {
  return { airline: () => undefined, airport: () => undefined };
}
