import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderDueStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { orderDueSettlements, orderDues } from '../../db/schema';
import type { OrderDueRow } from '../../ledger/order-due.repository';

export type { OrderDueRow };
export type SettlementRow = typeof orderDueSettlements.$inferSelect;

import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

/** Every call is scoped to the caller's tenant, agency and branch: another agency's or branch's rows are never found. */
export type { AgencyScope };

export interface OrderDueFilter extends AgencyScope {
  /** The instant "overdue" is judged at. */
  now: Date;
  status?: OrderDueStatus | undefined;
  /** Inclusive start and exclusive end instants of the due date. */
  dueFrom?: Date | undefined;
  dueUntil?: Date | undefined;
  term?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A due belongs to the branch of whoever booked its order (the issuer may be another desk); else its creator. */
const dueMaker = sql`coalesce((select due_order.created_by from flight_orders due_order
  where due_order.tenant_id = ${orderDues.tenantId} and due_order.reference = ${orderDues.orderReference}),
  ${orderDues.createdBy})`;

const inAgency = (scope: AgencyScope) =>
  and(eq(orderDues.tenantId, scope.tenantId), eq(orderDues.agencyId, scope.agencyId), madeInScope(dueMaker, scope));

/** The derived status as a condition: open and overdue are both stored open, split by the due date. */
function hasStatus(status: OrderDueStatus, now: Date): SQL | undefined {
  if (status === 'settled') return eq(orderDues.status, 'settled');
  return and(
    eq(orderDues.status, 'open'),
    status === 'overdue' ? lt(orderDues.dueAt, now) : gte(orderDues.dueAt, now),
  );
}

function matching(filter: OrderDueFilter): SQL | undefined {
  const pattern = filter.term ? `%${escapeLike(filter.term)}%` : null;
  return and(
    inAgency(filter),
    filter.status ? hasStatus(filter.status, filter.now) : undefined,
    filter.dueFrom ? gte(orderDues.dueAt, filter.dueFrom) : undefined,
    filter.dueUntil ? lt(orderDues.dueAt, filter.dueUntil) : undefined,
    pattern ? or(ilike(orderDues.orderReference, pattern), ilike(orderDues.pnr, pattern)) : undefined,
  );
}

/** A page of the agency's dues: unpaid ones first, soonest due first; then settled ones, latest first. */
export async function listAgencyOrderDues(
  db: Db,
  filter: OrderDueFilter,
  page: { offset: number; limit: number },
) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orderDues)
      .where(matching(filter))
      .orderBy(
        asc(orderDues.status),
        sql`case when ${orderDues.status} = 'open' then ${orderDues.dueAt} end asc`,
        desc(orderDues.settledAt),
        desc(orderDues.id),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(orderDues).where(matching(filter)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Holds the due until the caller's transaction ends, so two settlements of it run one after the other. */
export async function lockAgencyOrderDue(
  tx: Db,
  scope: AgencyScope,
  orderReference: string,
): Promise<OrderDueRow | null> {
  const [row] = await tx
    .select()
    .from(orderDues)
    .where(and(inAgency(scope), eq(orderDues.orderReference, orderReference)))
    .for('update');
  return row ?? null;
}

/** Open → settled, only if it is still open with the amount the caller paid; null otherwise. */
export async function markOrderDueSettled(
  tx: Db,
  scope: AgencyScope & { orderDueId: string; paidOff: number; now: Date },
): Promise<OrderDueRow | null> {
  const [row] = await tx
    .update(orderDues)
    .set({ status: 'settled', outstandingAmount: 0, settledAt: scope.now, updatedAt: scope.now })
    .where(
      and(
        inAgency(scope),
        eq(orderDues.id, scope.orderDueId),
        eq(orderDues.status, 'open'),
        eq(orderDues.outstandingAmount, scope.paidOff),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertSettlement(
  tx: Db,
  values: typeof orderDueSettlements.$inferInsert & { agencyId: string },
): Promise<SettlementRow> {
  const [row] = await tx.insert(orderDueSettlements).values(values).returning();
  if (!row) throw new Error('settlement was not stored');
  return row;
}

export async function listSettlements(db: Db, scope: AgencyScope, orderDueId: string) {
  return db
    .select()
    .from(orderDueSettlements)
    .where(
      and(
        eq(orderDueSettlements.tenantId, scope.tenantId),
        eq(orderDueSettlements.agencyId, scope.agencyId),
        eq(orderDueSettlements.orderDueId, orderDueId),
      ),
    )
    .orderBy(asc(orderDueSettlements.createdAt), asc(orderDueSettlements.id));
}

/** Per currency over the agency's open dues: what is owed, what is late, and what falls due before `soonUntil`. */
export async function summarizeAgencyDues(db: Db, scope: AgencyScope & { now: Date; soonUntil: Date }) {
  const now = scope.now.toISOString();
  const overdue = sql`${orderDues.dueAt} < ${now}`;
  const soon = sql`${orderDues.dueAt} >= ${now} and ${orderDues.dueAt} < ${scope.soonUntil.toISOString()}`;
  const rows = await db
    .select({
      currency: orderDues.currency,
      outstanding: sql<string>`coalesce(sum(${orderDues.outstandingAmount}), 0)`,
      openCount: count(),
      overdue: sql<string>`coalesce(sum(${orderDues.outstandingAmount}) filter (where ${overdue}), 0)`,
      overdueCount: sql<string>`count(*) filter (where ${overdue})`,
      dueSoon: sql<string>`coalesce(sum(${orderDues.outstandingAmount}) filter (where ${soon}), 0)`,
      dueSoonCount: sql<string>`count(*) filter (where ${soon})`,
    })
    .from(orderDues)
    .where(and(inAgency(scope), eq(orderDues.status, 'open')))
    .groupBy(orderDues.currency)
    .orderBy(asc(orderDues.currency));
  return rows.map((row) => ({
    currency: row.currency,
    outstandingAmount: Number(row.outstanding),
    openCount: Number(row.openCount),
    overdueAmount: Number(row.overdue),
    overdueCount: Number(row.overdueCount),
    dueSoonAmount: Number(row.dueSoon),
    dueSoonCount: Number(row.dueSoonCount),
  }));
}
