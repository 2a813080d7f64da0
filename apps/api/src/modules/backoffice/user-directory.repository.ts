import { and, asc, count, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, sessions, users } from '../../db/schema';

/** Escapes LIKE's wildcards, so a search for "a_b" or "50%" matches those characters and nothing else. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A page of the tenant's users (operators and every agency's users) by email, with their agency, the number of
 * open sessions and their last sign-in. `search` matches email, full name or agency name, case-insensitively.
 */
export async function listTenantUsers(
  db: Db,
  tenantId: string,
  input: { search: string; limit: number; offset: number; now: Date },
) {
  const pattern = input.search ? containsPattern(input.search) : null;
  const where: SQL | undefined = and(
    eq(users.tenantId, tenantId),
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ilike(agencies.name, pattern),
        )
      : undefined,
  );
  const agencyOfUser = and(eq(agencies.id, users.agencyId), eq(agencies.tenantId, users.tenantId));

  const sessionStats = db
    .select({
      userId: sessions.userId,
      openSessions: sql<number>`count(*) filter (where ${and(
        isNull(sessions.revokedAt),
        isNull(sessions.forcedLogoutAt),
        gt(sessions.expiresAt, input.now),
      )})`
        .mapWith(Number)
        .as('open_sessions'),
      lastSignInAt: sql<Date>`max(${sessions.createdAt})`.mapWith(sessions.createdAt).as('last_sign_in_at'),
    })
    .from(sessions)
    .where(eq(sessions.tenantId, tenantId))
    .groupBy(sessions.userId)
    .as('session_stats');

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        agencyName: agencies.name,
        role: users.role,
        status: users.status,
        openSessions: sessionStats.openSessions,
        lastSignInAt: sessionStats.lastSignInAt,
      })
      .from(users)
      .leftJoin(agencies, agencyOfUser)
      .leftJoin(sessionStats, eq(sessionStats.userId, users.id))
      .where(where)
      .orderBy(asc(users.email))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(users).leftJoin(agencies, agencyOfUser).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
