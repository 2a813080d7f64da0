import { describe, expect, it } from 'vitest';
import type { ItinerarySummary } from '@portal/contracts';
import type { SourceCode } from '@portal/sandbox-supply';
import { brand, journey, leg, offer } from '../../../test/support/offers';
import { summarizeOffer } from './map-offer';
import { mergeWaves } from './merge-waves';
import type { SourceResult } from './search-types';

/** A source whose every offer is shown (grouping is tested on its own), cheapest first. */
function source(code: SourceCode, rows: ItinerarySummary[]): SourceResult {
  const sorted = [...rows].sort((a, b) => a.grossAmount.amount - b.grossAmount.amount);
  return {
    source: code,
    sourceName: code,
    currency: 'BDT',
    offers: {},
    kinds: {},
    alliances: {},
    summaries: Object.fromEntries(rows.map((row) => [row.itineraryId, row])),
    heads: sorted.map((row) => row.itineraryId),
    combinations: {},
  };
}

const context = { kind: 'Standard' as const, currency: 'BDT', sourceName: 'x', alliance: null, markup: 0 };
const row = (id: string, flight: string, gross: number, kind: ItinerarySummary['kind'] = 'Standard') =>
  summarizeOffer(offer(id, [journey([leg(flight, 'DAC', 'DXB', '10:00', '14:00')])], [brand(gross)]), {
    ...context,
    kind,
  });

describe('mergeWaves', () => {
  it('keeps the cheaper of the same flights from two sources and lists the other as a duplicate', () => {
    const gds = source('GDS', [row('gds-bg', 'BG147', 40_000_00), row('gds-ek', 'EK585', 50_000_00)]);
    const ndc = source('NDC', [row('ndc-bg', 'BG147', 38_000_00), row('ndc-ek', 'EK585', 52_000_00)]);
    const first = mergeWaves([gds]);
    expect(first.shown).toEqual(['gds-bg', 'gds-ek']);
    expect(first.duplicateIn).toEqual({});

    const second = mergeWaves([gds, ndc]);
    expect(second.shown).toEqual(['ndc-bg', 'gds-ek']);
    expect(second.duplicateIn).toEqual({ 'gds-bg': 2, 'ndc-ek': 2 });
    expect(second.deliveredIn).toEqual({ 'gds-bg': 1, 'gds-ek': 1, 'ndc-bg': 2 });
    expect(second.sourceOf).toEqual({ 'ndc-bg': 'NDC', 'gds-ek': 'GDS' });
  });

  it('keeps the first arrival when the same flights cost the same', () => {
    const state = mergeWaves([
      source('GDS', [row('gds-bg', 'BG147', 40_000_00)]),
      source('LCC', [row('lcc-bg', 'BG147', 40_000_00)]),
    ]);
    expect(state.shown).toEqual(['gds-bg']);
    expect(state.duplicateIn).toEqual({ 'lcc-bg': 2 });
  });

  it('delivers the cheapest of each list up to the limit and holds the rest back, cheapest first', () => {
    const rows = Array.from({ length: 5 }, (_, index) =>
      row(`bg-${index}`, `BG${100 + index}`, (50 - index) * 1000_00),
    );
    const halves = [
      row('out-1', 'BG201', 3_000_00, 'TwoOneWayOut'),
      row('back-1', 'BG202', 3_100_00, 'TwoOneWayBack'),
    ];
    const state = mergeWaves([source('GDS', [...rows, ...halves])], 3);
    expect(state.shown.slice(0, 2)).toEqual(['out-1', 'back-1']);
    expect(Object.keys(state.deliveredIn).sort()).toEqual(['back-1', 'bg-2', 'bg-3', 'bg-4', 'out-1']);
    expect(state.heldBack).toEqual(['bg-1', 'bg-0']);
  });

  it('never takes back a delivered itinerary when cheaper ones arrive later', () => {
    const gds = source('GDS', [row('gds-1', 'BG101', 40_000_00), row('gds-2', 'BG102', 41_000_00)]);
    const lcc = source('LCC', [row('lcc-1', 'BS201', 30_000_00), row('lcc-2', 'BS202', 31_000_00)]);
    const state = mergeWaves([gds, lcc], 2);
    expect(state.deliveredIn).toEqual({ 'gds-1': 1, 'gds-2': 1, 'lcc-1': 2, 'lcc-2': 2 });
    expect(state.heldBack).toEqual([]);
  });
});
