import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export interface SessionUser {
  id: string;
  sessionId: string;
  tenantId: string;
  agencyId: string | null;
  role: 'agent' | 'staff' | 'operator';
  email: string;
  functionalities: number[];
}

export async function insertSession(
  db: Db,
  input: { tenantId: string; userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(input);
}

/** A live session of an active user of this tenant; revoked, expired or foreign sessions are simply not found. */
export async function findLiveSession(
  db: Db,
  tenantId: string,
  tokenHash: string,
  now: Date,
): Promise<(SessionUser & { lastSeenAt: Date }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      sessionId: sessions.id,
      tenantId: users.tenantId,
      agencyId: users.agencyId,
      role: users.role,
      email: users.email,
      functionalities: users.functionalities,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Records activity at most once per interval, so reading pages does not mean a write per request. */
export async function touchSession(db: Db, tenantId: string, sessionId: string, now: Date, olderThan: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), lt(sessions.lastSeenAt, olderThan)),
    );
}

export async function revokeSession(db: Db, tenantId: string, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
