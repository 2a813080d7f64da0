import { Redis } from 'ioredis';
import type { Cache } from './cache';

/** Every key of this application is prefixed, so a Redis shared with other software stays tidy. */
const keyPrefix = 'portal:';

/**
 * The cache shared by several API processes. Values travel as JSON; set-if-absent is Redis's atomic SET NX, so of
 * two processes racing to store the same key exactly one wins and both then read the same value.
 */
export function createRedisCache(url: string): Cache {
  const redis = new Redis(url, {
    keyPrefix,
    // A request should fail rather than hang when Redis is away; reconnection continues in the background.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
  });
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const text = await redis.get(key);
      return text === null ? undefined : (JSON.parse(text) as T);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(key, JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
    async setIfAbsent(key, value, ttlSeconds) {
      const stored = await redis.set(
        key,
        JSON.stringify(value),
        'EX',
        Math.max(1, Math.ceil(ttlSeconds)),
        'NX',
      );
      return stored === 'OK';
    },
    async delete(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit();
    },
  };
}
