import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  agencies,
  flightOrderPassengers,
  flightOrders,
  orderDueSettlements,
  orderDues,
  users,
} from '../db/schema';
import type { AgencyScope, FlightOrderRow, OrderPassengerRow } from './flight-order.repository';

/**
 * The operators' side of orders: they see every agency of their own tenant, never another tenant's, so every call
 * takes the operator's tenant.
 */

/** An order row with the agency's name and the booker's name, as the queue lists it. */
export interface QueueOrderRow {
  order: FlightOrderRow;
  agencyName: string;
  bookedBy: string;
  /** What the agency has paid off the due of a partly paid order since it was issued. */
  settled: number;
}

const orderColumns = {
  order: flightOrders,
  agencyName: agencies.name,
  firstName: users.firstName,
  lastName: users.lastName,
  dueTotal: orderDues.totalAmount,
  duePaidAtIssue: orderDues.paidAmount,
  dueOutstanding: orderDues.outstandingAmount,
};

const dueOfOrder = and(
  eq(orderDues.tenantId, flightOrders.tenantId),
  eq(orderDues.agencyId, flightOrders.agencyId),
  eq(orderDues.orderReference, flightOrders.reference),
);

const toQueueRow = (row: {
  order: FlightOrderRow;
  agencyName: string;
  firstName: string | null;
  lastName: string | null;
  dueTotal: number | null;
  duePaidAtIssue: number | null;
  dueOutstanding: number | null;
}): QueueOrderRow => ({
  order: row.order,
  agencyName: row.agencyName,
  bookedBy: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
  settled: row.dueTotal === null ? 0 : row.dueTotal - (row.duePaidAtIssue ?? 0) - (row.dueOutstanding ?? 0),
});

/** The tenant's InProgress orders, the longest waiting first (bounded: the queue is worked, not archived). */
export async function inProgressOrders(db: Db, tenantId: string, limit = 200): Promise<QueueOrderRow[]> {
  const rows = await db
    .select(orderColumns)
    .from(flightOrders)
    .innerJoin(agencies, eq(agencies.id, flightOrders.agencyId))
    .leftJoin(users, eq(users.id, flightOrders.createdBy))
    .leftJoin(orderDues, dueOfOrder)
    .where(and(eq(flightOrders.tenantId, tenantId), eq(flightOrders.status, 'InProgress')))
    .orderBy(asc(flightOrders.updatedAt), asc(flightOrders.reference))
    .limit(limit);
  return rows.map(toQueueRow);
}

/** One order of the tenant with its agency's and booker's names, locked until the caller's transaction ends. */
export async function lockTenantOrder(
  tx: Db,
  tenantId: string,
  reference: string,
): Promise<QueueOrderRow | null> {
  const [row] = await tx
    .select(orderColumns)
    .from(flightOrders)
    .innerJoin(agencies, eq(agencies.id, flightOrders.agencyId))
    .leftJoin(users, eq(users.id, flightOrders.createdBy))
    .leftJoin(orderDues, dueOfOrder)
    .where(and(eq(flightOrders.tenantId, tenantId), eq(flightOrders.reference, reference)))
    .for('update', { of: flightOrders })
    .limit(1);
  return row ? toQueueRow(row) : null;
}

/** The passengers of several orders (of the caller's tenant, already found by it), in booking order. */
export async function passengersOfOrders(db: Db, orderIds: string[]): Promise<OrderPassengerRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(flightOrderPassengers)
    .where(inArray(flightOrderPassengers.orderId, orderIds))
    .orderBy(asc(flightOrderPassengers.orderId), asc(flightOrderPassengers.paxIndex));
}

/** The due of a partly paid order, locked: a settlement of it waits until the failure is recorded, or goes first. */
export async function lockOrderDue(tx: Db, scope: AgencyScope, orderReference: string) {
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

/** The postings that paid a due off, oldest first. */
export async function settlementPostingsOf(
  tx: Db,
  scope: AgencyScope,
  orderDueId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ transactionId: orderDueSettlements.ledgerTransactionId })
    .from(orderDueSettlements)
    .where(
      and(
        eq(orderDueSettlements.tenantId, scope.tenantId),
        eq(orderDueSettlements.agencyId, scope.agencyId),
        eq(orderDueSettlements.orderDueId, orderDueId),
      ),
    )
    .orderBy(asc(orderDueSettlements.createdAt), asc(orderDueSettlements.id));
  return rows.map((row) => row.transactionId);
}

/**
 * Closes an open due whose order failed: nothing is owed any more. A due has only the stored statuses open and
 * settled, so it is closed as settled with nothing outstanding; the reversing postings say why.
 */
export async function closeOrderDue(tx: Db, scope: AgencyScope & { orderDueId: string; now: Date }) {
  await tx
    .update(orderDues)
    .set({ status: 'settled', outstandingAmount: 0, settledAt: scope.now, updatedAt: scope.now })
    .where(
      and(
        eq(orderDues.tenantId, scope.tenantId),
        eq(orderDues.agencyId, scope.agencyId),
        eq(orderDues.id, scope.orderDueId),
        eq(orderDues.status, 'open'),
      ),
    );
}
