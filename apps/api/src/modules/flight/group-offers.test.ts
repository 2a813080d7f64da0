import { describe, expect, it } from 'vitest';
import { brand, journey, leg, offer } from '../../../test/support/offers';
import { groupCandidate, groupOffers } from './group-offers';

const candidate = (
  id: string,
  flight: string,
  departs: string,
  gross: number,
  stops = 0,
  kind = 'Standard' as const,
) => {
  const legs =
    stops === 0
      ? [leg(flight, 'DAC', 'DXB', departs, '23:00')]
      : [
          leg(flight, 'DAC', 'CGP', departs, '22:00'),
          leg(`${flight.slice(0, 2)}9`, 'CGP', 'DXB', '22:30', '23:50'),
        ];
  return groupCandidate(offer(id, [journey(legs)], [brand(gross)]), kind);
};

describe('groupOffers', () => {
  it('shows the earliest flight of each airline, price and stops, with the others as more combinations', () => {
    const grouped = groupOffers([
      candidate('late', 'BG147', '18:00', 40_000_00),
      candidate('early', 'BG145', '07:00', 40_000_00),
      candidate('noon', 'BG149', '12:00', 40_000_00),
      candidate('dearer', 'BG151', '06:00', 45_000_00),
      candidate('connecting', 'BG153', '05:00', 40_000_00, 1),
      candidate('other-airline', 'EK583', '09:00', 38_000_00),
    ]);
    expect(grouped.heads).toEqual(['other-airline', 'connecting', 'early', 'dearer']);
    expect(grouped.combinations).toEqual({ early: ['noon', 'late'] });
  });

  it('never groups a two-one-way half with a round trip', () => {
    const out = { ...candidate('out', 'BG147', '18:00', 40_000_00), kind: 'TwoOneWayOut' as const };
    const standard = candidate('standard', 'BG145', '07:00', 40_000_00);
    expect(groupOffers([out, standard]).heads.sort()).toEqual(['out', 'standard']);
  });
});
