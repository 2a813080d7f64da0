import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderDues } from '../db/schema';

export type OrderDueRow = typeof orderDues.$inferSelect;
export type NewOrderDue = typeof orderDues.$inferInsert;

/** Stored only by createOrderDue, with the posting of the issue it belongs to. */
export async function insertOrderDue(tx: Db, values: NewOrderDue): Promise<OrderDueRow> {
  const [row] = await tx.insert(orderDues).values(values).returning();
  if (!row) throw new Error('order due was not stored');
  return row;
}

/** The due of one of the agency's orders, if it was issued partly paid. */
export async function findAgencyOrderDue(
  db: Db,
  scope: { tenantId: string; agencyId: string },
  orderReference: string,
): Promise<OrderDueRow | null> {
  const [row] = await db
    .select()
    .from(orderDues)
    .where(
      and(
        eq(orderDues.tenantId, scope.tenantId),
        eq(orderDues.agencyId, scope.agencyId),
        eq(orderDues.orderReference, orderReference),
      ),
    )
    .limit(1);
  return row ?? null;
}
