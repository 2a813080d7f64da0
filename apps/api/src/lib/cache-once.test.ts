import { describe, expect, it } from 'vitest';
import type { Cache } from '../adapters/cache';
import { createMemoryCache } from '../adapters/cache-memory';
import { createCacheOnce } from './cache-once';

/** A cache that answers as Redis would: every read a fresh copy, so the read memo is used. */
function copyingCache(inner: Cache): Cache {
  return {
    ...inner,
    kind: 'redis',
    get: async <T>(key: string) => {
      const value = await inner.get<T>(key);
      return value === undefined ? undefined : (structuredClone(value) as T);
    },
    set: (key, value, ttl, options) => inner.set(key, value, ttl, options),
    setIfAbsent: (key, value, ttl, options) => inner.setIfAbsent(key, value, ttl, options),
  };
}

describe('createCacheOnce', () => {
  it('computes once for concurrent callers of one process', async () => {
    const once = createCacheOnce(createMemoryCache());
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { value: computed };
    };
    const answers = await Promise.all([
      once('k', 60, compute),
      once('k', 60, compute),
      once('k', 60, compute),
    ]);
    expect(computed).toBe(1);
    expect(answers.map((answer) => answer.value)).toEqual([1, 1, 1]);
  });

  it('lets two processes agree on the first value stored', async () => {
    const shared = createMemoryCache();
    const first = createCacheOnce(copyingCache(shared));
    const second = createCacheOnce(copyingCache(shared));
    let release: () => void = () => undefined;
    const slow = first('k', 60, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'slow';
    });
    expect(await second('k', 60, () => 'quick')).toBe('quick');
    release();
    expect(await slow).toBe('quick');
    expect(await first('k', 60, () => 'again')).toBe('quick');
  });
});
