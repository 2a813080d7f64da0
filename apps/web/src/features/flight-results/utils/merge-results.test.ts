import { describe, expect, it } from 'vitest';
import { emptyResults, mergeResults } from './merge-results';
import { itinerary } from './results.test-data';

const leg = (key: string) => ({
  key,
  marketingAirline: 'EK',
  operatingAirline: 'EK',
  flightNumber: '585',
  origin: 'DAC',
  destination: 'DXB',
  departure: '2026-08-01T10:00:00+06:00',
  arrival: '2026-08-01T13:00:00+04:00',
  durationMinutes: 300,
  aircraft: '77W',
  departureTerminal: null,
  arrivalTerminal: '3',
});

describe('merging streamed results', () => {
  it('adds new ids, replaces the same id, and merges legs', () => {
    const first = mergeResults(emptyResults, {
      itineraries: [itinerary('a'), itinerary('b')],
      legs: { L1: leg('L1') },
    });
    const cheaper = itinerary('a', { grossAmount: { amount: 100, currency: 'BDT' } });
    const second = mergeResults(first, { itineraries: [cheaper, itinerary('c')], legs: { L2: leg('L2') } });
    expect([...second.byId.keys()]).toEqual(['a', 'b', 'c']);
    expect(second.byId.get('a')).toBe(cheaper);
    expect(Object.keys(second.legs)).toEqual(['L1', 'L2']);
    // The earlier state is untouched (React compares by reference).
    expect(first.byId.size).toBe(2);
  });

  it('drops duplicates, also when they arrive again later', () => {
    const held = mergeResults(emptyResults, { itineraries: [itinerary('a'), itinerary('b')], legs: {} });
    const deduped = mergeResults(held, { itineraries: [], legs: {}, duplicateItineraryIds: ['b'] });
    expect([...deduped.byId.keys()]).toEqual(['a']);
    const again = mergeResults(deduped, { itineraries: [itinerary('b')], legs: {} });
    expect([...again.byId.keys()]).toEqual(['a']);
  });

  it('drops a duplicate listed in the same wave it arrives in', () => {
    const merged = mergeResults(emptyResults, {
      itineraries: [itinerary('a'), itinerary('b')],
      legs: {},
      duplicateItineraryIds: ['a'],
    });
    expect([...merged.byId.keys()]).toEqual(['b']);
  });
});
