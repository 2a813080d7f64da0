import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export type RegistrationPurpose = 'registration-email' | 'registration-phone';

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
