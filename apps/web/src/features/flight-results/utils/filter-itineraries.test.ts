import { describe, expect, it } from 'vitest';
import {
  filterItineraries,
  isFiltering,
  NoFilters,
  type FilterContext,
  type ResultFilters,
} from './filter-itineraries';
import { buildFilterOptions } from './filter-options';
import { bdt, itinerary, journey } from './results.test-data';

const direct = itinerary('direct', { grossAmount: bdt(500_00), agentAmount: bdt(450_00), duration: 300 });
const oneStop = itinerary('one-stop', {
  airlineCode: 'QR',
  alliance: 'oneworld',
  refundable: true,
  stopKey: '1',
  grossAmount: bdt(400_00),
  agentAmount: bdt(390_00),
  duration: 540,
  layoverAirports: ['DOH'],
  layoverDuration: 120,
  journeys: [
    journey({
      stopKey: '1',
      departureTiming: 'Evening',
      arrivalTiming: 'EarlyMorning',
      layovers: [{ airportCode: 'DOH', minutes: 120 }],
    }),
  ],
});
const twoStops = itinerary('two-stops', {
  airlineCode: 'TK',
  alliance: 'Star Alliance',
  stopKey: '2',
  grossAmount: bdt(350_00),
  agentAmount: bdt(340_00),
  duration: 900,
  layoverAirports: ['IST', 'DEL'],
  layoverDuration: 400,
  journeys: [
    journey({ stopKey: '2', destination: 'DWC', departureTiming: 'EarlyMorning', arrivalTiming: 'Evening' }),
  ],
});
const all = [direct, oneStop, twoStops];
const context: FilterContext = { priceType: 'gross', tripType: 'O', layoverRange: { min: 0, max: 400 } };
const run = (patch: Partial<ResultFilters>, ctx: Partial<FilterContext> = {}) =>
  filterItineraries(all, { ...NoFilters, ...patch }, { ...context, ...ctx }).map((row) => row.itineraryId);

describe('result filters', () => {
  it('keeps everything without filters', () => {
    expect(run({})).toEqual(['direct', 'one-stop', 'two-stops']);
    expect(isFiltering(NoFilters)).toBe(false);
  });

  it('filters by stops, timings, refundability, airline and alliance', () => {
    expect(run({ stops: ['0'] })).toEqual(['direct']);
    expect(run({ stops: ['1', '2'] })).toEqual(['one-stop', 'two-stops']);
    expect(run({ departureTimings: ['Evening'] })).toEqual(['one-stop']);
    expect(run({ arrivalTimings: ['Afternoon', 'Evening'] })).toEqual(['direct', 'two-stops']);
    expect(run({ refundableOnly: true })).toEqual(['one-stop']);
    expect(run({ airlines: ['EK', 'TK'] })).toEqual(['direct', 'two-stops']);
    expect(run({ alliances: ['oneworld'] })).toEqual(['one-stop']);
    expect(isFiltering({ ...NoFilters, stops: ['0'] })).toBe(true);
  });

  it('treats a zero bound as no bound, on the price type shown', () => {
    expect(run({ priceMin: 0, priceMax: 400_00 })).toEqual(['one-stop', 'two-stops']);
    expect(run({ priceMin: 400_00, priceMax: 0 })).toEqual(['direct', 'one-stop']);
    expect(run({ priceMin: 0, priceMax: 450_00 }, { priceType: 'agent' })).toEqual([
      'direct',
      'one-stop',
      'two-stops',
    ]);
    expect(run({ durationMin: 500, durationMax: 0 })).toEqual(['one-stop', 'two-stops']);
    expect(run({ durationMin: 0, durationMax: 600 })).toEqual(['direct', 'one-stop']);
  });

  it('applies the layover range only when narrowed from the full range', () => {
    expect(run({ layoverDuration: { min: 0, max: 400 } })).toEqual(['direct', 'one-stop', 'two-stops']);
    expect(run({ layoverDuration: { min: 60, max: 400 } })).toEqual(['one-stop', 'two-stops']);
    expect(run({ layoverDuration: { min: 0, max: 200 } })).toEqual(['direct', 'one-stop']);
  });

  it('filters by layover and arrival airports', () => {
    expect(run({ layoverAirports: ['DEL'] })).toEqual(['two-stops']);
    expect(run({ arrivalAirports: ['DWC'] })).toEqual(['two-stops']);
  });

  it('filters each journey of a return trip on its own', () => {
    const back = (timing: 'Morning' | 'Evening', stopKey: '0' | '1') =>
      journey({ origin: 'DXB', destination: 'DAC', departureTiming: timing, stopKey });
    const early = itinerary('early-back', { journeys: [journey(), back('Morning', '0')] });
    const late = itinerary('late-back', { journeys: [journey(), back('Evening', '1')] });
    const journeys = [
      { stops: [], departureTimings: [], arrivalTimings: [] },
      { stops: [], departureTimings: ['Evening' as const], arrivalTimings: [] },
    ];
    const kept = filterItineraries([early, late], { ...NoFilters, journeys }, { ...context, tripType: 'R' });
    expect(kept.map((row) => row.itineraryId)).toEqual(['late-back']);
    const directBack = [
      { stops: [], departureTimings: [], arrivalTimings: [] },
      { stops: ['0' as const], departureTimings: [], arrivalTimings: [] },
    ];
    expect(
      filterItineraries(
        [early, late],
        { ...NoFilters, journeys: directBack },
        { ...context, tripType: 'R' },
      ).map((row) => row.itineraryId),
    ).toEqual(['early-back']);
  });
});

describe('filter options', () => {
  it('counts what is loaded, with the cheapest price per option', () => {
    const options = buildFilterOptions(all, { priceType: 'gross', tripType: 'O' });
    expect(options.total).toBe(3);
    expect(options.stops).toEqual([
      { key: '0', count: 1, minAmount: 500_00 },
      { key: '1', count: 1, minAmount: 400_00 },
      { key: '2', count: 1, minAmount: 350_00 },
    ]);
    expect(options.airlines.map((airline) => airline.key)).toEqual(['TK', 'QR', 'EK']);
    expect(options.alliances.map((alliance) => alliance.key)).toEqual(['oneworld', 'Star Alliance']);
    expect(options.refundableCount).toBe(1);
    expect(options.price).toEqual({ min: 350_00, max: 500_00 });
    expect(options.duration).toEqual({ min: 300, max: 900 });
    expect(options.layoverDuration).toEqual({ min: 0, max: 400 });
    expect(options.layoverAirports.map((airport) => airport.key)).toEqual(['DEL', 'DOH', 'IST']);
    expect(options.arrivalAirports.map((airport) => [airport.key, airport.count])).toEqual([
      ['DWC', 1],
      ['DXB', 2],
    ]);
    expect(options.departureTimings.map((timing) => timing.key)).toEqual([
      'EarlyMorning',
      'Morning',
      'Evening',
    ]);
    expect(options.journeys).toHaveLength(1);
    expect(buildFilterOptions(all, { priceType: 'agent', tripType: 'O' }).price).toEqual({
      min: 340_00,
      max: 450_00,
    });
  });
});
