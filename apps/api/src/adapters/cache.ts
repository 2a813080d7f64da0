/** How a value is stored. */
export interface CacheSetOptions {
  /**
   * Roughly how much memory the value holds, in units the in-process cache bounds its total by (one per small
   * value; large results count their rows). Redis ignores it.
   */
  weight?: number;
}

/**
 * A key-value cache with expiry, shared by every API process when it is backed by Redis. Values are JSON-shaped
 * data. The in-process cache hands back the very object it was given, so callers treat values as read-only.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number, options?: CacheSetOptions): Promise<void>;
  /** Stores the value only while the key is absent; answers whether this call stored it (the first writer wins). */
  setIfAbsent(key: string, value: unknown, ttlSeconds: number, options?: CacheSetOptions): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Tells every process sharing this cache (this one included) something changed: Redis pub/sub across processes,
   * an in-process emitter for apps handed the same memory cache. Delivery is best effort, so a listener's state must
   * also expire on its own.
   */
  publish(channel: string, message: string): Promise<void>;
  /** Hears `publish` on a channel until the returned stop is called. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
