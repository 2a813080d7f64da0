import type { RateOffer } from '@portal/sandbox-supply';
import type { Cache } from '../../adapters/cache';
import type { HotelSupplier } from '../../adapters/hotel-supply';
import type { Db } from '../../db/client';
import { createCacheOnce } from '../../lib/cache-once';
import { mergeHotelSources, processHotelSource } from './search-source';
import type { HotelSearchSession, HotelSourceResult, HotelWaveState } from './search-types';

/** A search's query is remembered this long after it expired, so an expired search answers 410, not 404. */
export const hotelSessionRecordTtlSeconds = 24 * 60 * 60;

const keys = {
  session: (requestId: string) => `hotel:search:${requestId}`,
  source: (requestId: string, code: string) => `hotel:search:${requestId}:source:${code}`,
  wave: (requestId: string, wave: number) => `hotel:search:${requestId}:wave:${wave}`,
  hotel: (requestId: string, hotelId: string) => `hotel:search:${requestId}:hotel:${hotelId}`,
};

export interface HotelSearchStore {
  saveSession(session: HotelSearchSession): Promise<void>;
  findSession(requestId: string): Promise<HotelSearchSession | undefined>;
  /** The processed answers of the first `count` sources to arrive, computing (once) any not yet stored. */
  sourceResults(session: HotelSearchSession, count: number, now: Date): Promise<HotelSourceResult[]>;
  /** The merged hotels once `wave` sources have arrived (computed once, then read). */
  waveState(session: HotelSearchSession, wave: number, now: Date): Promise<HotelWaveState>;
  /**
   * Every rate of one hotel for the search's stay, priced once for the search: the hotel page, the price check and
   * the booking all see the rates the agent was shown.
   */
  hotelOffers(session: HotelSearchSession, hotelId: string, now: Date): Promise<RateOffer[]>;
}

/**
 * Hotel search sessions and their results in the cache. Each source's answer, each wave's merge and each hotel's
 * rates are computed once, by the first call that needs them (see createCacheOnce), so every API process serving
 * the same search answers the same.
 */
export function createHotelSearchStore(options: {
  cache: Cache;
  supplier: HotelSupplier;
  db: Db;
}): HotelSearchStore {
  const { cache, supplier, db } = options;
  const once = createCacheOnce(cache);
  const resultTtl = (session: HotelSearchSession, now: Date) =>
    Math.max(1, Math.ceil((session.expiresAt - now.getTime()) / 1000) + 60);

  const store: HotelSearchStore = {
    async saveSession(session) {
      await cache.set(keys.session(session.requestId), session, hotelSessionRecordTtlSeconds);
    },
    findSession(requestId) {
      return cache.get<HotelSearchSession>(keys.session(requestId));
    },
    async sourceResults(session, count, now) {
      const results: HotelSourceResult[] = [];
      for (const { code } of session.sources.slice(0, count)) {
        results.push(
          await once(
            keys.source(session.requestId, code),
            resultTtl(session, now),
            // Priced over the rooms our bookings hold now, not as they were at the last search.
            () => processHotelSource({ supplier, db, session, sourceCode: code, now }),
            (result) => 1 + Math.ceil(result.hotels.length / 20),
          ),
        );
      }
      return results;
    },
    waveState(session, wave, now) {
      return once(
        keys.wave(session.requestId, wave),
        resultTtl(session, now),
        async () => ({ wave, hotels: mergeHotelSources(await store.sourceResults(session, wave, now)) }),
        (state) => 1 + Math.ceil(state.hotels.length / 20),
      );
    },
    hotelOffers(session, hotelId, now) {
      return once(
        keys.hotel(session.requestId, hotelId),
        resultTtl(session, now),
        () => supplier.offers({ hotelId, stay: session.stay, now }),
        (offers) => 1 + Math.ceil(offers.length / 20),
      );
    },
  };
  return store;
}
