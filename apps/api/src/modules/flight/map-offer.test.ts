import { describe, expect, it } from 'vitest';
import { brand, journey, leg, offer } from '../../../test/support/offers';
import { brandItineraryId, parseItineraryId, sameFlightsKey, summarizeOffer, timingOf } from './map-offer';

const context = {
  kind: 'Standard' as const,
  currency: 'BDT',
  sourceName: 'Sabre',
  alliance: null,
  markup: 0,
};

describe('timingOf', () => {
  it('places the local hour in the filter bands, whatever the offset', () => {
    expect(timingOf('2026-12-05T05:59:00+06:00')).toBe('EarlyMorning');
    expect(timingOf('2026-12-05T06:00:00-05:00')).toBe('Morning');
    expect(timingOf('2026-12-05T12:00:00+04:00')).toBe('Afternoon');
    expect(timingOf('2026-12-05T23:59:00+00:00')).toBe('Evening');
  });
});

describe('summarizeOffer', () => {
  const connecting = offer(
    'GDS-1',
    [
      journey(
        [leg('EK585', 'DAC', 'DXB', '10:00', '13:00', 300), leg('EK1', 'DXB', 'LHR', '15:30', '19:30', 480)],
        [150],
      ),
      journey([leg('EK2', 'LHR', 'DXB', '08:00', '18:00', 420)]),
    ],
    [brand(95_000_00, { name: 'Saver' }), brand(120_000_00, { brandCode: 'FLEX', name: 'Flex' })],
  );

  it('fills a row from the cheapest brand with the journeys, stops and layovers', () => {
    const row = summarizeOffer(connecting, context);
    expect(row).toMatchObject({
      itineraryId: 'GDS-1',
      airlineCode: 'EK',
      productClass: 'Saver',
      grossAmount: { amount: 95_000_00, currency: 'BDT' },
      agentAmount: { amount: Math.round(95_000_00 * 0.93), currency: 'BDT' },
      // 7% of the base fare (gross less the 500 taka tax).
      commission: { amount: Math.round((95_000_00 - 500_00) * 0.07), currency: 'BDT' },
      markup: { amount: 0, currency: 'BDT' },
      source: { code: 'GDS', name: 'Sabre' },
      stopKey: '1',
      layoverAirports: ['DXB'],
      layoverDuration: 150,
      duration: 930 + 420,
      brandCount: 2,
    });
    expect(row.journeys[0]).toMatchObject({
      origin: 'DAC',
      destination: 'LHR',
      departureTiming: 'Morning',
      arrivalTiming: 'Evening',
      stopKey: '1',
      baggage: { checked: '20 KG', cabin: '7 KG' },
    });
    expect(row.journeys[1]?.stopKey).toBe('0');
  });

  it('prices a dearer brand under an id of its own that names the offer and brand', () => {
    const row = summarizeOffer(connecting, context, 1);
    expect(row.productClass).toBe('Flex');
    expect(row.grossAmount.amount).toBe(120_000_00);
    expect(parseItineraryId(row.itineraryId)).toEqual({ offerId: 'GDS-1', brandCode: 'FLEX' });
    expect(brandItineraryId(connecting, 0)).toBe('GDS-1');
    expect(parseItineraryId('GDS-1')).toEqual({ offerId: 'GDS-1', brandCode: null });
  });

  it('keys the same flights and cabin alike whatever the source or price', () => {
    const a = summarizeOffer(connecting, context);
    const b = summarizeOffer(
      { ...connecting, offerId: 'NDC-9', source: 'NDC', brands: [brand(90_000_00)] },
      context,
    );
    expect(sameFlightsKey(a)).toBe(sameFlightsKey(b));
    const business = summarizeOffer(
      { ...connecting, brands: [brand(90_000_00, { cabin: 'Business' })] },
      context,
    );
    expect(sameFlightsKey(business)).not.toBe(sameFlightsKey(a));
  });
});
