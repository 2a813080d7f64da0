import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export interface KeyScope {
  tenantId: string;
  userId: string;
  key: string;
}

const scoped = (scope: KeyScope) =>
  and(
    eq(idempotencyKeys.tenantId, scope.tenantId),
    eq(idempotencyKeys.userId, scope.userId),
    eq(idempotencyKeys.key, scope.key),
  );

/**
 * Takes the key for this transaction: true when it was free. When another transaction holds it, the database makes
 * this wait until that one ends; then the key is taken (false), or free again if that one rolled back.
 */
export async function claimKey(
  tx: Db,
  scope: KeyScope & { operation: string; requestHash: string; now: Date },
): Promise<boolean> {
  const { now, ...values } = scope;
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Db, scope: KeyScope) {
  const [row] = await db.select().from(idempotencyKeys).where(scoped(scope)).limit(1);
  return row ?? null;
}

export async function saveAnswer(
  tx: Db,
  scope: KeyScope & { statusCode: number; response: unknown },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: scope.statusCode, response: scope.response })
    .where(scoped(scope));
}
