import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export type CodePurpose = 'device' | 'reset' | 'phone' | 'registration-email' | 'registration-phone';

/** Wrong submissions a code survives; the fifth wrong one voids it. */
export const MaxCodeTries = 5;

export interface StoredCode {
  id: string;
  userId: string | null;
  salt: string;
  subject: string | null;
}

/**
 * Whose codes these are: a user's, or, before any account exists (registration), the address's the code went to.
 * A newer code voids the owner's older live ones of the same purpose.
 */
function codeOwner(input: { userId: string | null; subject: string | null }) {
  return input.userId !== null
    ? eq(verificationCodes.userId, input.userId)
    : and(isNull(verificationCodes.userId), eq(verificationCodes.subject, input.subject ?? ''));
}

/** Stores a new code and voids its owner's older live codes of the same purpose, in one transaction. */
export async function insertCode(
  db: Db,
  input: {
    tenantId: string;
    userId: string | null;
    purpose: CodePurpose;
    reference: string;
    codeHash: string;
    salt: string;
    subject: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const { now, ...values } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ voidedAt: now })
      .where(
        and(
          eq(verificationCodes.tenantId, input.tenantId),
          codeOwner(input),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.usedAt),
          isNull(verificationCodes.voidedAt),
        ),
      );
    await tx.insert(verificationCodes).values({ ...values, createdAt: now });
  });
}

/**
 * The code sent under a reference for this purpose and user (null: a registration code, which has no user yet),
 * whatever its state (the checks are atomic later).
 */
export async function findCode(
  db: Db,
  input: { tenantId: string; userId: string | null; purpose: CodePurpose; reference: string },
): Promise<StoredCode | null> {
  const [row] = await db
    .select({
      id: verificationCodes.id,
      userId: verificationCodes.userId,
      salt: verificationCodes.salt,
      subject: verificationCodes.subject,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tenantId, input.tenantId),
        input.userId !== null ? eq(verificationCodes.userId, input.userId) : isNull(verificationCodes.userId),
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.reference, input.reference),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Uses the code if, at this instant, it matches and is live (unused, not voided, under the try limit, not expired).
 * One conditional UPDATE: of any number of simultaneous right submissions exactly one gets the row back.
 */
export async function consumeCode(
  db: Db,
  input: { id: string; codeHash: string; now: Date },
): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(verificationCodes.id, input.id),
        eq(verificationCodes.codeHash, input.codeHash),
        isNull(verificationCodes.usedAt),
        isNull(verificationCodes.voidedAt),
        lt(verificationCodes.tries, MaxCodeTries),
        gt(verificationCodes.expiresAt, input.now),
      ),
    )
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}

/** Counts a wrong submission against a live code. */
export async function countWrongTry(db: Db, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.usedAt),
        isNull(verificationCodes.voidedAt),
        lt(verificationCodes.tries, MaxCodeTries),
      ),
    );
}

/**
 * Spends a verified reset code for the one password change it allows, atomically, if it was verified after
 * `verifiedAfter`. Answers what the code was bound to.
 */
export async function spendVerifiedCode(
  db: Db,
  input: {
    tenantId: string;
    userId: string;
    purpose: CodePurpose;
    reference: string;
    verifiedAfter: Date;
    now: Date;
  },
): Promise<{ subject: string | null } | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ spentAt: input.now })
    .where(
      and(
        eq(verificationCodes.tenantId, input.tenantId),
        input.userId !== null ? eq(verificationCodes.userId, input.userId) : isNull(verificationCodes.userId),
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.reference, input.reference),
        isNotNull(verificationCodes.usedAt),
        gt(verificationCodes.usedAt, input.verifiedAfter),
        isNull(verificationCodes.spentAt),
      ),
    )
    .returning({ subject: verificationCodes.subject });
  return row ?? null;
}
