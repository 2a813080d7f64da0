import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export type RegistrationPurpose = 'registration-email' | 'registration-phone';

/**
 * Registration codes belong to no user yet: they are bound to the address they were sent to (`subject`). A newer
 * code to the same address voids the older ones.
 */
export async function insertRegistrationCode(
  db: Db,
  input: {
    tenantId: string;
    purpose: RegistrationPurpose;
    reference: string;
    codeHash: string;
    salt: string;
    subject: string;
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
          isNull(verificationCodes.userId),
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.subject, input.subject),
          isNull(verificationCodes.usedAt),
          isNull(verificationCodes.voidedAt),
        ),
      );
    await tx.insert(verificationCodes).values({ ...values, userId: null, createdAt: now });
  });
}

export async function findRegistrationCode(
  db: Db,
  input: { tenantId: string; purpose: RegistrationPurpose; reference: string },
): Promise<{ id: string; salt: string; subject: string | null } | null> {
  const [row] = await db
    .select({ id: verificationCodes.id, salt: verificationCodes.salt, subject: verificationCodes.subject })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tenantId, input.tenantId),
        isNull(verificationCodes.userId),
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.reference, input.reference),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Spends a verified registration code for the one registration it allows, if it proved this very address recently.
 * Runs inside the registration's transaction, so a refused registration leaves the proof unspent.
 */
export async function spendRegistrationProof(
  db: Db,
  input: {
    tenantId: string;
    purpose: RegistrationPurpose;
    reference: string;
    subject: string;
    verifiedAfter: Date;
    now: Date;
  },
): Promise<boolean> {
  const spent = await db
    .update(verificationCodes)
    .set({ spentAt: input.now })
    .where(
      and(
        eq(verificationCodes.tenantId, input.tenantId),
        isNull(verificationCodes.userId),
        eq(verificationCodes.purpose, input.purpose),
        eq(verificationCodes.reference, input.reference),
        eq(verificationCodes.subject, input.subject),
        isNotNull(verificationCodes.usedAt),
        gt(verificationCodes.usedAt, input.verifiedAfter),
        isNull(verificationCodes.spentAt),
      ),
    )
    .returning({ id: verificationCodes.id });
  return spent.length === 1;
}
