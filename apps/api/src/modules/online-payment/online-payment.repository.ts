import { and, eq } from 'drizzle-orm';
import type { OnlinePaymentStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { onlinePayments } from '../../db/schema';
import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/** One of the agency's (or branch's) payments, or null (another agency's, branch's or tenant's id reads as unknown). */
export async function findAgencyPayment(
  db: Db,
  scope: AgencyScope,
  paymentId: string,
): Promise<OnlinePaymentRow | null> {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.tenantId, scope.tenantId),
        eq(onlinePayments.agencyId, scope.agencyId),
        madeInScope(onlinePayments.createdBy, scope),
        eq(onlinePayments.id, paymentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The tenant's payment opened with a gateway session, held until the transaction ends: a concurrent result for the
 * same session waits, then sees the payment decided. Taken before the posting locks its accounts.
 */
export async function lockPaymentBySession(
  tx: Db,
  tenantId: string,
  sessionId: string,
): Promise<OnlinePaymentRow | null> {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.tenantId, tenantId), eq(onlinePayments.gatewaySessionId, sessionId)))
    .for('update');
  return row ?? null;
}

/** pending → the gateway's outcome, only while still pending; null otherwise. */
export async function markPaymentDecided(
  tx: Db,
  input: {
    tenantId: string;
    paymentId: string;
    status: Exclude<OnlinePaymentStatus, 'pending'>;
    failureReason: string | null;
    gatewayTransactionId: string | null;
    paidWith: string | null;
    ledgerTransactionId: string | null;
    now: Date;
  },
): Promise<OnlinePaymentRow | null> {
  const [row] = await tx
    .update(onlinePayments)
    .set({
      status: input.status,
      failureReason: input.failureReason,
      gatewayTransactionId: input.gatewayTransactionId,
      paidWith: input.paidWith,
      ledgerTransactionId: input.ledgerTransactionId,
      decidedAt: input.now,
    })
    .where(
      and(
        eq(onlinePayments.tenantId, input.tenantId),
        eq(onlinePayments.id, input.paymentId),
        eq(onlinePayments.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}
