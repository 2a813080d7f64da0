import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './cache-memory';

describe('in-process cache', () => {
  it('answers what was stored, by reference, until it expires', async () => {
    let now = 1_000;
    const cache = createMemoryCache({ now: () => now });
    const value = { rows: [1, 2, 3] };
    await cache.set('a', value, 10);
    expect(await cache.get('a')).toBe(value);
    now += 9_999;
    expect(await cache.get('a')).toBe(value);
    now += 1;
    expect(await cache.get('a')).toBeUndefined();
  });

  it('stores with set-if-absent only once, and again after expiry or delete', async () => {
    let now = 0;
    const cache = createMemoryCache({ now: () => now });
    expect(await cache.setIfAbsent('k', 'first', 5)).toBe(true);
    expect(await cache.setIfAbsent('k', 'second', 5)).toBe(false);
    expect(await cache.get('k')).toBe('first');
    now += 5_000;
    expect(await cache.setIfAbsent('k', 'third', 5)).toBe(true);
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
  });

  it('drops the least recently used entries beyond its size', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.get('a');
    await cache.set('c', 3, 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
  });
});

describe('in-process cache weight', () => {
  it('drops the least recently used entries when the total weight is exceeded', async () => {
    const cache = createMemoryCache({ maxWeight: 100 });
    await cache.set('session', 's', 60);
    await cache.set('big-1', 'b1', 60, { weight: 60 });
    await cache.get('session');
    await cache.set('big-2', 'b2', 60, { weight: 60 });
    expect(await cache.get('big-1')).toBeUndefined();
    expect(await cache.get('session')).toBe('s');
    expect(await cache.get('big-2')).toBe('b2');
  });

  it('delivers a published message to every subscriber of the channel until each stops', async () => {
    const cache = createMemoryCache();
    const heard: string[] = [];
    const stopFirst = await cache.subscribe('news', (message) => heard.push(`first:${message}`));
    await cache.subscribe('news', (message) => heard.push(`second:${message}`));
    await cache.subscribe('other', (message) => heard.push(`other:${message}`));
    await cache.publish('news', 'one');
    await stopFirst();
    await cache.publish('news', 'two');
    expect(heard).toEqual(['first:one', 'second:one', 'second:two']);
    await cache.close();
    await cache.publish('news', 'three');
    expect(heard).toHaveLength(3);
  });
});
