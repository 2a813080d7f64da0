import type { Cache } from '../adapters/cache';

/** Values written once with set-if-absent never change, so a process may keep what it has read. */
const defaultReadMemoSize = 32;

/**
 * Computes a value at most once across every API process sharing the cache, and answers the stored value after.
 * `weightOf` tells the in-process cache how much memory the value holds.
 */
export type CacheOnce = <T>(
  key: string,
  ttlSeconds: number,
  compute: () => Promise<T> | T,
  weightOf?: (value: T) => number,
) => Promise<T>;

/**
 * Values that are computed by the first caller that needs them and stored with set-if-absent, so every API process
 * answers the same thing (the first writer wins; a slower process answers what the winner stored). Within one
 * process concurrent callers share one computation. With Redis, recently read values are kept in this process too,
 * which spares re-parsing large results on every poll.
 */
export function createCacheOnce(cache: Cache, options: { readMemoSize?: number } = {}): CacheOnce {
  const readMemoSize = options.readMemoSize ?? defaultReadMemoSize;
  const inFlight = new Map<string, Promise<unknown>>();
  // The in-process cache already keeps objects.
  const memo = cache.kind === 'memory' ? null : new Map<string, unknown>();

  const remember = (key: string, value: unknown) => {
    if (!memo) return;
    memo.delete(key);
    memo.set(key, value);
    if (memo.size > readMemoSize) memo.delete(memo.keys().next().value as string);
  };

  return async function once<T>(
    key: string,
    ttlSeconds: number,
    compute: () => Promise<T> | T,
    weightOf: (value: T) => number = () => 1,
  ): Promise<T> {
    if (memo?.has(key)) return memo.get(key) as T;
    const stored = await cache.get<T>(key);
    if (stored !== undefined) {
      remember(key, stored);
      return stored;
    }
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const work = (async () => {
      const value = await compute();
      const won = await cache.setIfAbsent(key, value, ttlSeconds, { weight: weightOf(value) });
      // Another process stored it first: answer what it stored, so both processes agree.
      const kept = won ? value : ((await cache.get<T>(key)) ?? value);
      remember(key, kept);
      return kept;
    })();
    inFlight.set(key, work);
    try {
      return await work;
    } finally {
      inFlight.delete(key);
    }
  };
}
