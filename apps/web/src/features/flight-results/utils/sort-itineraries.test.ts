import { describe, expect, it } from 'vitest';
import { DefaultSort, nextSort, sortItineraries } from './sort-itineraries';
import { bdt, itinerary, journey } from './results.test-data';

const cheapSlow = itinerary('cheap', {
  grossAmount: bdt(300),
  agentAmount: bdt(290),
  duration: 600,
  journeys: [journey({ departure: '2026-08-01T18:00:00+06:00', arrival: '2026-08-02T01:00:00+04:00' })],
});
const dearFast = itinerary('dear', {
  grossAmount: bdt(500),
  agentAmount: bdt(250),
  duration: 200,
  journeys: [journey({ departure: '2026-08-01T06:00:00+06:00', arrival: '2026-08-01T08:20:00+04:00' })],
});
const middle = itinerary('middle', {
  grossAmount: bdt(400),
  agentAmount: bdt(380),
  duration: 400,
  journeys: [journey({ departure: '2026-08-01T12:00:00+06:00', arrival: '2026-08-01T16:40:00+04:00' })],
});
const all = [middle, dearFast, cheapSlow];
const ids = (list: { itineraryId: string }[]) => list.map((row) => row.itineraryId);

describe('sorting results', () => {
  it('defaults to the cheapest gross price first', () => {
    expect(DefaultSort).toEqual({ field: 'price', direction: 'asc' });
    expect(ids(sortItineraries(all, DefaultSort, 'gross'))).toEqual(['cheap', 'middle', 'dear']);
  });

  it('flips on the same field and starts ascending on another', () => {
    const flipped = nextSort(DefaultSort, 'price');
    expect(flipped).toEqual({ field: 'price', direction: 'desc' });
    expect(ids(sortItineraries(all, flipped, 'gross'))).toEqual(['dear', 'middle', 'cheap']);
    expect(nextSort(flipped, 'duration')).toEqual({ field: 'duration', direction: 'asc' });
    expect(nextSort(nextSort(flipped, 'duration'), 'duration')).toEqual({
      field: 'duration',
      direction: 'desc',
    });
  });

  it('re-sorts by the agent price when that is the price type', () => {
    expect(ids(sortItineraries(all, DefaultSort, 'agent'))).toEqual(['dear', 'cheap', 'middle']);
  });

  it('falls back to gross when the agent price is hidden', () => {
    const hidden = all.map((row) => ({ ...row, agentAmount: null }));
    expect(ids(sortItineraries(hidden, DefaultSort, 'agent'))).toEqual(['cheap', 'middle', 'dear']);
  });

  it('sorts by duration, departure and arrival instants', () => {
    expect(ids(sortItineraries(all, { field: 'duration', direction: 'asc' }, 'gross'))).toEqual([
      'dear',
      'middle',
      'cheap',
    ]);
    expect(ids(sortItineraries(all, { field: 'depart', direction: 'asc' }, 'gross'))).toEqual([
      'dear',
      'middle',
      'cheap',
    ]);
    expect(ids(sortItineraries(all, { field: 'arrive', direction: 'desc' }, 'gross'))).toEqual([
      'cheap',
      'middle',
      'dear',
    ]);
  });

  it('breaks ties by price so equal keys keep a stable order', () => {
    const a = itinerary('a', { grossAmount: bdt(200), duration: 300 });
    const b = itinerary('b', { grossAmount: bdt(100), duration: 300 });
    expect(ids(sortItineraries([a, b], { field: 'duration', direction: 'desc' }, 'gross'))).toEqual([
      'b',
      'a',
    ]);
  });
});
