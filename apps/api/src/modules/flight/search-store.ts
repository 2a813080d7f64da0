import type { AirSearchFilter } from '@portal/contracts';
import type { FlightSupply } from '@portal/sandbox-supply';
import type { Cache } from '../../adapters/cache';
import { createCacheOnce } from '../../lib/cache-once';
import { mergeWaves } from './merge-waves';
import { processSource } from './process-source';
import type { SearchSession, SourceResult, WaveState } from './search-types';

/** A search's query is remembered this long, so an expired search can still be told apart and run again. */
export const sessionRecordTtlSeconds = 24 * 60 * 60;

const keys = {
  session: (requestId: string) => `flight:search:${requestId}`,
  source: (requestId: string, code: string) => `flight:search:${requestId}:source:${code}`,
  wave: (requestId: string, wave: number) => `flight:search:${requestId}:wave:${wave}`,
  filter: (requestId: string, wave: number) => `flight:search:${requestId}:filter:${wave}`,
};

export interface SearchStore {
  saveSession(session: SearchSession): Promise<void>;
  findSession(requestId: string): Promise<SearchSession | undefined>;
  /** The processed results of the first `count` sources to arrive, computing (once) any not yet stored. */
  sourceResults(session: SearchSession, count: number, now: Date): Promise<SourceResult[]>;
  /** The merged state once `wave` sources have arrived (computed once, then read). */
  waveState(session: SearchSession, wave: number, now: Date): Promise<WaveState>;
  /** The filter options at a wave, computed once by `build`. */
  filter(
    session: SearchSession,
    wave: number,
    now: Date,
    build: () => Promise<AirSearchFilter>,
  ): Promise<AirSearchFilter>;
}

/**
 * Search sessions and their results in the cache. Each source's results and each wave's merge are computed once, by
 * the first poll that needs them (see createCacheOnce), so every API process serving the same search answers the same.
 */
export function createSearchStore(options: { cache: Cache; supply: FlightSupply }): SearchStore {
  const { cache, supply } = options;
  const once = createCacheOnce(cache);

  const resultTtl = (session: SearchSession, now: Date) =>
    Math.max(1, Math.ceil((session.expiresAt - now.getTime()) / 1000) + 60);

  const store: SearchStore = {
    async saveSession(session) {
      await cache.set(keys.session(session.requestId), session, sessionRecordTtlSeconds);
    },
    findSession(requestId) {
      return cache.get<SearchSession>(keys.session(requestId));
    },
    async sourceResults(session, count, now) {
      const results: SourceResult[] = [];
      for (const { code } of session.sources.slice(0, count)) {
        results.push(
          await once(
            keys.source(session.requestId, code),
            resultTtl(session, now),
            // Priced with the seats our bookings hold now, not as they were at the last search.
            async () => {
              await supply.refreshInventory();
              return processSource({ supply, request: session.query, source: code });
            },
            // Offers dominate the memory a search holds.
            (result) => Object.keys(result.offers).length,
          ),
        );
      }
      return results;
    },
    async waveState(session, wave, now) {
      return once(
        keys.wave(session.requestId, wave),
        resultTtl(session, now),
        async () => mergeWaves(await store.sourceResults(session, wave, now)),
        (state) => 1 + Math.ceil(state.shown.length / 20),
      );
    },
    async filter(session, wave, now, build) {
      return once(keys.filter(session.requestId, wave), resultTtl(session, now), build);
    },
  };
  return store;
}
