import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../adapters/cache-memory';
import { SessionCache, type CachedSession } from './session-cache';

const entry = (validUntil: Date): CachedSession => ({
  user: {
    id: 'u1',
    sessionId: 's1',
    tenantId: 'bdfare',
    agencyId: 'a1',
    branchId: null,
    role: 'agent',
    email: 'agent@demo.test',
    functionalities: [],
    restriction: null,
    forcedLogout: null,
    tokenIssuedAt: null,
  },
  lastSeenAt: new Date('2026-11-22T10:00:00Z'),
  validUntil,
});

describe('SessionCache', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const later = new Date('2026-11-22T11:00:00Z');

  it('keeps a lookup per tenant and token until cleared', async () => {
    const cache = new SessionCache(createMemoryCache());
    cache.set('bdfare', 'h1', entry(later), await cache.begin());
    expect(cache.get('bdfare', 'h1', now, await cache.begin())?.user.id).toBe('u1');
    expect(cache.get('skyway', 'h1', now, await cache.begin())).toBeNull();
    cache.clear();
    expect(cache.get('bdfare', 'h1', now, await cache.begin())).toBeNull();
  });

  it('does not store a lookup that started before a change', async () => {
    const cache = new SessionCache(createMemoryCache());
    const start = await cache.begin();
    cache.clear();
    cache.set('bdfare', 'h1', entry(later), start);
    expect(cache.get('bdfare', 'h1', now, await cache.begin())).toBeNull();
  });

  it('does not use a lookup once another process sharing the cache adapter heard a change', async () => {
    const shared = createMemoryCache();
    const here = new SessionCache(shared);
    const there = new SessionCache(shared);
    here.set('bdfare', 'h1', entry(later), await here.begin());
    there.clear();
    await there.moving;
    expect(here.get('bdfare', 'h1', now, await here.begin())).toBeNull();
  });

  it('forgets a session once it is past its end', async () => {
    const cache = new SessionCache(createMemoryCache());
    cache.set('bdfare', 'h1', entry(now), await cache.begin());
    expect(cache.get('bdfare', 'h1', now, await cache.begin())).toBeNull();
  });
});
