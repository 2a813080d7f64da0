import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItinerarySummary } from '@portal/contracts';
import { poll, searchBody, startSearch } from './support/flight';
import { login } from './support/requests';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({
    env: { SUPPLY_LATENCY: 'realistic' },
    now: () => new Date(Date.now() + offsetMs),
  });
  token = await login(t.app, 'agent@demo.test');
});
afterAll(async () => {
  await t.close();
});

describe('results arriving in waves', () => {
  it('sends each source’s results once it has answered, and only what is new after the cursor', async () => {
    offsetMs = 0;
    const sources = [...t.app.supply.sources].sort((a, b) => a.latencyMs - b.latencyMs);
    expect(sources[0]?.latencyMs).toBeGreaterThan(0);
    const { requestId } = await startSearch(
      t.app,
      token,
      searchBody({
        segments: [
          {
            origin: 'DAC',
            destination: 'KUL',
            departureDate: new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10),
          },
        ],
      }),
    );

    const first = await poll(t.app, token, requestId);
    expect(first).toMatchObject({ status: 'InProgress', cursor: 0, pendingSourceCount: sources.length });
    expect(first.itineraries).toEqual([]);

    const merged = new Map<string, ItinerarySummary>();
    let cursor = 0;
    for (const [index, source] of sources.entries()) {
      // Just after this source answers (the clock moves; nothing waits).
      offsetMs = source.latencyMs + 10;
      const wave = await poll(t.app, token, requestId, cursor);
      expect(wave.cursor).toBe(index + 1);
      expect(wave.pendingSourceCount).toBe(sources.length - index - 1);
      expect(wave.status).toBe(index === sources.length - 1 ? 'Completed' : 'InProgress');
      for (const row of wave.itineraries) {
        expect(merged.has(row.itineraryId)).toBe(false);
        merged.set(row.itineraryId, row);
      }
      for (const id of wave.duplicateItineraryIds) merged.delete(id);
      if (index === 0) {
        expect(wave.itineraries.length).toBeGreaterThan(0);
        expect(wave.itineraries.every((row) => row.source?.code === source.code)).toBe(true);
      }
      cursor = wave.cursor;
    }

    const everything = await poll(t.app, token, requestId, 0);
    expect([...merged.keys()].sort()).toEqual(everything.itineraries.map((row) => row.itineraryId).sort());
    expect((await poll(t.app, token, requestId, cursor)).itineraries).toEqual([]);
  });
});
