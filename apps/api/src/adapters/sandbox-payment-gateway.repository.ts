import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxGatewaySessions, type SandboxSessionStatus } from '../db/schema';

export type SandboxSession = typeof sandboxGatewaySessions.$inferSelect;
export type NewSandboxSession = typeof sandboxGatewaySessions.$inferInsert;

/** The session a merchant opened for a reference, or null. */
export async function findSessionByReference(
  db: Db,
  tenantId: string,
  merchantReference: string,
): Promise<SandboxSession | null> {
  const [row] = await db
    .select()
    .from(sandboxGatewaySessions)
    .where(
      and(
        eq(sandboxGatewaySessions.tenantId, tenantId),
        eq(sandboxGatewaySessions.merchantReference, merchantReference),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertSession(db: Db, session: NewSandboxSession): Promise<SandboxSession> {
  const [row] = await db.insert(sandboxGatewaySessions).values(session).returning();
  if (!row) throw new Error('the checkout session was not stored');
  return row;
}

export async function findSession(db: Db, sessionId: string): Promise<SandboxSession | null> {
  const [row] = await db
    .select()
    .from(sandboxGatewaySessions)
    .where(eq(sandboxGatewaySessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

/** open → a decision, only while still open: of two concurrent decisions one wins, the other gets null. */
export async function decideSession(
  db: Db,
  input: {
    sessionId: string;
    status: Exclude<SandboxSessionStatus, 'open'>;
    reason: string | null;
    gatewayTransactionId: string | null;
    paidWith: string | null;
    now: Date;
  },
): Promise<SandboxSession | null> {
  const [row] = await db
    .update(sandboxGatewaySessions)
    .set({
      status: input.status,
      reason: input.reason,
      gatewayTransactionId: input.gatewayTransactionId,
      paidWith: input.paidWith,
      decidedAt: input.now,
    })
    .where(and(eq(sandboxGatewaySessions.id, input.sessionId), eq(sandboxGatewaySessions.status, 'open')))
    .returning();
  return row ?? null;
}

export async function setWalletNumber(db: Db, sessionId: string, walletNumber: string): Promise<void> {
  await db
    .update(sandboxGatewaySessions)
    .set({ walletNumber })
    .where(and(eq(sandboxGatewaySessions.id, sessionId), eq(sandboxGatewaySessions.status, 'open')));
}

/** Counts a wrong code or password; answers how many there have been. */
export async function countWrongEntry(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .update(sandboxGatewaySessions)
    .set({ wrongCodes: sql`${sandboxGatewaySessions.wrongCodes} + 1` })
    .where(eq(sandboxGatewaySessions.id, sessionId))
    .returning({ wrongCodes: sandboxGatewaySessions.wrongCodes });
  return row?.wrongCodes ?? 0;
}

export async function markAcknowledged(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sandboxGatewaySessions)
    .set({ acknowledgedAt: now })
    .where(eq(sandboxGatewaySessions.id, sessionId));
}

/** Open sessions whose time is up, oldest first, a batch at a time. */
export async function findOverdueSessions(db: Db, now: Date, limit: number): Promise<SandboxSession[]> {
  return db
    .select()
    .from(sandboxGatewaySessions)
    .where(and(eq(sandboxGatewaySessions.status, 'open'), lte(sandboxGatewaySessions.expiresAt, now)))
    .orderBy(asc(sandboxGatewaySessions.expiresAt))
    .limit(limit);
}
