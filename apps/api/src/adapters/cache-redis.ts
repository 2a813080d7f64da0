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
  // A connection in subscriber mode can do nothing else, so it is a second one, opened on the first subscription.
  let subscriber: Redis | null = null;
  const handlers = new Map<string, Set<(message: string) => void>>();
  const openSubscriber = () => {
    const connection = redis.duplicate({ keyPrefix: '' });
    connection.on('message', (channel: string, message: string) => {
      for (const handler of handlers.get(channel) ?? []) handler(message);
    });
    // Errors are retried by ioredis; without a listener one would stop the process.
    connection.on('error', () => undefined);
    return connection;
  };
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
    async publish(channel, message) {
      // Channels are not keys, so ioredis does not prefix them; the prefix is added here alike.
      await redis.publish(`${keyPrefix}${channel}`, message);
    },
    async subscribe(channel, handler) {
      const name = `${keyPrefix}${channel}`;
      subscriber ??= openSubscriber();
      const listening = handlers.get(name) ?? new Set();
      handlers.set(name, listening);
      listening.add(handler);
      if (listening.size === 1) {
        // Redis being away must not stop a process from starting: the subscription is made (and remade after a
        // reconnection) by ioredis in the background, and waited for only briefly here.
        const subscribing = subscriber.subscribe(name).then(
          () => undefined,
          () => undefined,
        );
        await Promise.race([subscribing, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      }
      return async () => {
        listening.delete(handler);
        if (listening.size === 0 && subscriber) {
          handlers.delete(name);
          await subscriber.unsubscribe(name).catch(() => undefined);
        }
      };
    },
    async close() {
      // A subscriber has nothing to finish; and a Redis that is away cannot be asked to quit, only let go.
      subscriber?.disconnect();
      subscriber = null;
      handlers.clear();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
