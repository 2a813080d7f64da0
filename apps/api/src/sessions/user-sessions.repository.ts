import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/*
 * Ending a user's sessions, for identity (logout everywhere, password reset, an operator's forced logout) and for
 * the agency's own staff management (suspension, the own password change). The sessions table announces every
 * change, so an ended session is refused from the very next request on every process.
 */

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
