import type { Db } from '../../db/client';
import { hashSessionToken } from '../../lib/session-token';
import type { SessionCache } from './session-cache';
import { findLiveSession, touchSession, type SessionUser } from './session.repository';

const touchIntervalMs = 5 * 60_000;

/** The user behind a bearer token on this tenant, or null when the session is unknown, ended or foreign. */
export async function resolveSession(options: {
  db: Db;
  tenantId: string;
  token: string;
  /** Where the database announces identity changes; else every request reads the database. */
  cache: SessionCache | null;
}): Promise<SessionUser | null> {
  const { db, tenantId, cache } = options;
  const now = new Date();
  const tokenHash = hashSessionToken(options.token);
  const start = cache ? await cache.begin() : null;
  let session = cache && start ? cache.get(tenantId, tokenHash, now, start) : null;
  if (!session) {
    const found = await findLiveSession(db, tenantId, tokenHash, now);
    if (!found) return null;
    const { lastSeenAt, validUntil, ...user } = found;
    // Shared by every request that presents the token while cached, so nobody may change it.
    Object.freeze(user.functionalities);
    session = { user: Object.freeze(user), lastSeenAt, validUntil };
    if (cache && start) session = cache.set(tenantId, tokenHash, session, start);
  }
  if (now.getTime() - session.lastSeenAt.getTime() > touchIntervalMs) {
    session.lastSeenAt = now;
    await touchSession(db, tenantId, session.user.sessionId, now, new Date(now.getTime() - touchIntervalMs));
  }
  return session.user;
}
