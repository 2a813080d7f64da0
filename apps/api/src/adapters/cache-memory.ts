import { EventEmitter } from 'node:events';
import type { Cache, CacheSetOptions } from './cache';

interface Entry {
  value: unknown;
  expiresAt: number;
  weight: number;
}

export interface MemoryCacheOptions {
  /** The least recently used entries are dropped beyond this many... */
  maxEntries?: number;
  /** ...or beyond this total weight (see CacheSetOptions.weight). */
  maxWeight?: number;
  now?: () => number;
}

/**
 * The cache of a single API process: a Map kept in least-recently-used order (a read moves the entry to the end),
 * bounded in entries and in total weight, with expiry checked on read. Values are kept by reference, so a large
 * search result is never copied or re-parsed on a poll. The default weight (offers) holds about a hundred busy
 * searches in some 200 MB of heap: more kept the server's full collections long and frequent enough to slow every
 * answer under load (60,000 held over 400 MB). An evicted search result is simply computed again, the same, by its
 * next poll.
 */
export function createMemoryCache(options: MemoryCacheOptions = {}): Cache {
  const maxEntries = options.maxEntries ?? 20_000;
  const maxWeight = options.maxWeight ?? 25_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let totalWeight = 0;
  // Every app handed this cache hears what any of them publishes, as processes sharing Redis would.
  const channels = new EventEmitter();
  channels.setMaxListeners(0);

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalWeight -= entry.weight;
  };

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    return entry;
  };

  const store = (key: string, value: unknown, ttlSeconds: number, setOptions?: CacheSetOptions) => {
    remove(key);
    const weight = Math.max(1, setOptions?.weight ?? 1);
    entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000, weight });
    totalWeight += weight;
    while (entries.size > maxEntries || (totalWeight > maxWeight && entries.size > 1)) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };

  return {
    kind: 'memory',
    async get<T>(key: string) {
      const entry = live(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value as T;
    },
    async set(key, value, ttlSeconds, setOptions) {
      store(key, value, ttlSeconds, setOptions);
    },
    async setIfAbsent(key, value, ttlSeconds, setOptions) {
      if (live(key)) return false;
      store(key, value, ttlSeconds, setOptions);
      return true;
    },
    async delete(key) {
      remove(key);
    },
    async publish(channel, message) {
      channels.emit(channel, message);
    },
    async subscribe(channel, handler) {
      channels.on(channel, handler);
      return async () => {
        channels.off(channel, handler);
      };
    },
    async close() {
      channels.removeAllListeners();
      entries.clear();
      totalWeight = 0;
    },
  };
}
