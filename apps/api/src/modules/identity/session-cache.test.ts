import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache';

const entry = (validUntil: Date): CachedSession => ({
  user: {
    id: 'u1',
    sessionId: 's1',
    tenantId: 'bdfare',
    agencyId: 'a1',
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

  it('keeps a lookup per tenant and token until cleared', () => {
    const cache = new SessionCache();
    cache.set('bdfare', 'h1', entry(later), cache.generation);
    expect(cache.get('bdfare', 'h1', now)?.user.id).toBe('u1');
    expect(cache.get('skyway', 'h1', now)).toBeNull();
    cache.clear();
    expect(cache.get('bdfare', 'h1', now)).toBeNull();
  });

  it('does not store a lookup that started before a change', () => {
    const cache = new SessionCache();
    const startedIn = cache.generation;
    cache.clear();
    cache.set('bdfare', 'h1', entry(later), startedIn);
    expect(cache.get('bdfare', 'h1', now)).toBeNull();
  });

  it('forgets a session once it is past its end', () => {
    const cache = new SessionCache();
    cache.set('bdfare', 'h1', entry(now), cache.generation);
    expect(cache.get('bdfare', 'h1', now)).toBeNull();
  });
});
