import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderDueSettlements, orderDues } from '../db/schema';
import { madeInScope, orderDueMaker, type AgencyScope } from '../lib/agency-scope';

export type OrderDueRow = typeof orderDues.$inferSelect;
export type NewOrderDue = typeof orderDues.$inferInsert;

/** Stored only by createOrderDue, with the posting of the issue it belongs to. */
export async function insertOrderDue(tx: Db, values: NewOrderDue): Promise<OrderDueRow> {
  const [row] = await tx.insert(orderDues).values(values).returning();
  if (!row) throw new Error('order due was not stored');
  return row;
}

/** The due of one of the agency's (or the branch's) orders, if it was issued partly paid. */
export async function findAgencyOrderDue(
  db: Db,
  scope: AgencyScope,
  orderReference: string,
): Promise<OrderDueRow | null> {
  const [row] = await db
    .select()
    .from(orderDues)
    .where(
      and(
        eq(orderDues.tenantId, scope.tenantId),
        eq(orderDues.agencyId, scope.agencyId),
        madeInScope(orderDueMaker, scope),
        eq(orderDues.orderReference, orderReference),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** An order's due, locked until the caller's transaction ends, whatever its status. */
export async function lockOrderDueOf(
  tx: Db,
  scope: { tenantId: string; agencyId: string },
  orderReference: string,
): Promise<OrderDueRow | null> {
  const [row] = await tx
    .select()
    .from(orderDues)
    .where(
      and(
        eq(orderDues.tenantId, scope.tenantId),
        eq(orderDues.agencyId, scope.agencyId),
        eq(orderDues.orderReference, orderReference),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Pays part or all of an open due off with money the agency is owed (a refund), recording the posting. */
export async function payDownOrderDue(
  tx: Db,
  options: {
    due: OrderDueRow;
    amount: number;
    ledgerTransactionId: string;
    createdBy: string | null;
    now: Date;
  },
): Promise<void> {
  const { due, amount, now } = options;
  const outstanding = due.outstandingAmount - amount;
  await tx
    .update(orderDues)
    .set({
      outstandingAmount: outstanding,
      status: outstanding === 0 ? 'settled' : 'open',
      settledAt: outstanding === 0 ? now : null,
      updatedAt: now,
    })
    .where(and(eq(orderDues.id, due.id), eq(orderDues.outstandingAmount, due.outstandingAmount)));
  await tx.insert(orderDueSettlements).values({
    tenantId: due.tenantId,
    agencyId: due.agencyId,
    orderDueId: due.id,
    amount,
    currency: due.currency,
    ledgerTransactionId: options.ledgerTransactionId,
    createdBy: options.createdBy,
    createdAt: now,
  });
}
