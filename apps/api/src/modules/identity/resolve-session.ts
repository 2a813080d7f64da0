import type { Db } from '../../db/client';
import { hashSessionToken } from '../../lib/session-token';
import { findLiveSession, touchSession, type SessionUser } from './session.repository';

const touchIntervalMs = 5 * 60_000;

/** The user behind a bearer token on this tenant, or null when the session is unknown, ended or foreign. */
export async function resolveSession(options: {
  db: Db;
  tenantId: string;
  token: string;
}): Promise<SessionUser | null> {
  const now = new Date();
  const found = await findLiveSession(options.db, options.tenantId, hashSessionToken(options.token), now);
  if (!found) return null;
  const { lastSeenAt, ...user } = found;
  if (now.getTime() - lastSeenAt.getTime() > touchIntervalMs) {
    await touchSession(
      options.db,
      options.tenantId,
      user.sessionId,
      now,
      new Date(now.getTime() - touchIntervalMs),
    );
  }
  return user;
}
