import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export async function storeSessionGeoData(
  db: Db,
  input: { tenantId: string; sessionId: string; geoData: unknown },
): Promise<void> {
  await db
    .update(sessions)
    .set({ geoData: input.geoData })
    .where(and(eq(sessions.tenantId, input.tenantId), eq(sessions.id, input.sessionId)));
}

/**
 * Swaps the session's token for a new one, keeping the old one valid until `previousValidUntil` for calls already
 * in flight. Conditional on the old hash, so two simultaneous rotations give one winner; the loser answers false.
 */
export async function rotateSessionToken(
  db: Db,
  input: {
    tenantId: string;
    sessionId: string;
    currentHash: string;
    newHash: string;
    now: Date;
    previousValidUntil: Date;
  },
): Promise<boolean> {
  const rotated = await db
    .update(sessions)
    .set({
      tokenHash: input.newHash,
      tokenIssuedAt: input.now,
      previousTokenHash: input.currentHash,
      previousTokenValidUntil: input.previousValidUntil,
    })
    .where(
      and(
        eq(sessions.tenantId, input.tenantId),
        eq(sessions.id, input.sessionId),
        eq(sessions.tokenHash, input.currentHash),
      ),
    )
    .returning({ id: sessions.id });
  return rotated.length === 1;
}
