import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, sessions, users } from '../../db/schema';

export interface SessionUser {
  id: string;
  sessionId: string;
  tenantId: string;
  agencyId: string | null;
  /**
   * The agency branch the user works in: set, the user sees only what users of that branch made; null is the head
   * office (the whole agency) and every operator. Read with the session, so a move counts from the next request.
   */
  branchId: string | null;
  role: 'agent' | 'staff' | 'operator';
  email: string;
  functionalities: number[];
  /** A restricted session may call only its own sign-in step. */
  restriction: SessionRestriction | null;
  /** Set when an operator ended the session; only the user context may still answer, to say so. */
  forcedLogout: { message: string | null } | null;
  /** When the presented token was issued, for rotation; null when an already rotated (previous) token was used. */
  tokenIssuedAt: Date | null;
}

export type SessionRestriction = 'change_password' | 'verify_phone';

export async function insertSession(
  db: Db,
  input: {
    tenantId: string;
    userId: string;
    tokenHash: string;
    expiresAt: Date;
    restriction?: SessionRestriction | null;
    now?: Date;
  },
): Promise<void> {
  const { now, ...values } = input;
  await db
    .insert(sessions)
    .values({ ...values, ...(now ? { createdAt: now, lastSeenAt: now, tokenIssuedAt: now } : {}) });
}

/** A live session of an active user of this tenant; revoked, expired or foreign sessions are simply not found. */
export async function findLiveSession(
  db: Db,
  tenantId: string,
  tokenHash: string,
  now: Date,
): Promise<(SessionUser & { lastSeenAt: Date; validUntil: Date }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      sessionId: sessions.id,
      tenantId: users.tenantId,
      agencyId: users.agencyId,
      branchId: users.branchId,
      role: users.role,
      email: users.email,
      // The role's list, or none (= all) for an owner without a role (spec §6).
      functionalities: sql<number[]>`coalesce(${roles.functionalities}, '{}'::integer[])`,
      lastSeenAt: sessions.lastSeenAt,
      restriction: sessions.restriction,
      forcedLogoutAt: sessions.forcedLogoutAt,
      logoutMessage: sessions.logoutMessage,
      tokenHash: sessions.tokenHash,
      tokenIssuedAt: sessions.tokenIssuedAt,
      expiresAt: sessions.expiresAt,
      previousTokenValidUntil: sessions.previousTokenValidUntil,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.tenantId, users.tenantId)))
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        or(
          eq(sessions.tokenHash, tokenHash),
          and(eq(sessions.previousTokenHash, tokenHash), gt(sessions.previousTokenValidUntil, now)),
        ),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  const {
    forcedLogoutAt,
    logoutMessage,
    tokenHash: currentHash,
    tokenIssuedAt,
    expiresAt,
    previousTokenValidUntil,
    ...user
  } = row;
  const current = currentHash === tokenHash;
  return {
    ...user,
    forcedLogout: forcedLogoutAt ? { message: logoutMessage } : null,
    tokenIssuedAt: current ? tokenIssuedAt : null,
    validUntil:
      current || !previousTokenValidUntil || expiresAt < previousTokenValidUntil ? expiresAt : previousTokenValidUntil,
  };
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

/** Ends every open session of a user except one (a password change keeps the session that made it, if any). */
export async function revokeUserSessions(
  db: Db,
  input: { tenantId: string; userId: string; now: Date; exceptSessionId?: string | undefined },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(sessions.tenantId, input.tenantId),
        eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
        input.exceptSessionId ? ne(sessions.id, input.exceptSessionId) : undefined,
      ),
    );
}

/** Marks a user's live sessions as ended by an operator; answers how many were open. */
export async function forceLogoutUserSessions(
  db: Db,
  input: { tenantId: string; userId: string; message: string; now: Date },
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ forcedLogoutAt: input.now, logoutMessage: input.message })
    .where(
      and(
        eq(sessions.tenantId, input.tenantId),
        eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
        isNull(sessions.forcedLogoutAt),
        gt(sessions.expiresAt, input.now),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** The restricted step is done: the session becomes a full one. */
export async function liftSessionRestriction(db: Db, tenantId: string, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ restriction: null })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNotNull(sessions.restriction)));
}
