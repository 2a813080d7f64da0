import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, flightOrders, partialPaymentRequests, users } from '../db/schema';
import type { AgencyScope, FlightOrderRow } from './flight-order.repository';

/**
 * Requests to enable part payment. The agent's side reads and writes within its agency; the operators' side
 * within its tenant. Another tenant's request is never found.
 */
export type PartialRequestRow = typeof partialPaymentRequests.$inferSelect;

/** A request with the name of who asked for it. */
export interface PartialRequestWithRequester {
  request: PartialRequestRow;
  requestedBy: string;
}

const requesterName = (row: { firstName: string | null; lastName: string | null }) =>
  `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();

/** The order's latest request, if any. */
export async function latestRequestOfOrder(
  db: Db,
  scope: AgencyScope,
  orderId: string,
): Promise<PartialRequestWithRequester | null> {
  const [row] = await db
    .select({ request: partialPaymentRequests, firstName: users.firstName, lastName: users.lastName })
    .from(partialPaymentRequests)
    .leftJoin(users, eq(users.id, partialPaymentRequests.requestedBy))
    .where(
      and(
        eq(partialPaymentRequests.tenantId, scope.tenantId),
        eq(partialPaymentRequests.agencyId, scope.agencyId),
        eq(partialPaymentRequests.orderId, orderId),
      ),
    )
    .orderBy(desc(partialPaymentRequests.requestedAt), desc(partialPaymentRequests.id))
    .limit(1);
  return row ? { request: row.request, requestedBy: requesterName(row) } : null;
}

export async function insertPartialRequest(
  tx: Db,
  request: AgencyScope & { orderId: string; message: string | null; requestedBy: string; requestedAt: Date },
): Promise<PartialRequestRow> {
  const [row] = await tx
    .insert(partialPaymentRequests)
    .values({ ...request, status: 'Pending' })
    .returning();
  if (!row) throw new Error('the part-payment request was not stored');
  return row;
}

/** A pending request with its held order, as the operators' queue lists it. */
export interface PendingRequestRow {
  request: PartialRequestRow;
  order: FlightOrderRow;
  agencyName: string;
  requestedBy: string;
}

/** The tenant's pending requests whose orders are still held, the oldest first (bounded: the queue is worked). */
export async function pendingRequestsOfTenant(
  db: Db,
  tenantId: string,
  now: Date,
  limit = 200,
): Promise<PendingRequestRow[]> {
  const rows = await db
    .select({
      request: partialPaymentRequests,
      order: flightOrders,
      agencyName: agencies.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(partialPaymentRequests)
    .innerJoin(flightOrders, eq(flightOrders.id, partialPaymentRequests.orderId))
    .innerJoin(agencies, eq(agencies.id, partialPaymentRequests.agencyId))
    .leftJoin(users, eq(users.id, partialPaymentRequests.requestedBy))
    .where(
      and(
        eq(partialPaymentRequests.tenantId, tenantId),
        eq(partialPaymentRequests.status, 'Pending'),
        eq(flightOrders.status, 'OnHold'),
        or(isNull(flightOrders.timeLimit), gt(flightOrders.timeLimit, now)),
      ),
    )
    .orderBy(asc(partialPaymentRequests.requestedAt), asc(partialPaymentRequests.id))
    .limit(limit);
  return rows.map((row) => ({
    request: row.request,
    order: row.order,
    agencyName: row.agencyName,
    requestedBy: requesterName(row),
  }));
}

/** One of the tenant's requests, locked until the caller's transaction ends: one decision wins. */
export async function lockTenantRequest(
  tx: Db,
  tenantId: string,
  requestId: string,
): Promise<PartialRequestWithRequester | null> {
  const [row] = await tx
    .select({ request: partialPaymentRequests, firstName: users.firstName, lastName: users.lastName })
    .from(partialPaymentRequests)
    .leftJoin(users, eq(users.id, partialPaymentRequests.requestedBy))
    .where(and(eq(partialPaymentRequests.tenantId, tenantId), eq(partialPaymentRequests.id, requestId)))
    .for('update', { of: partialPaymentRequests })
    .limit(1);
  return row ? { request: row.request, requestedBy: requesterName(row) } : null;
}

/** Records the decision on a pending request (the caller holds its lock). */
export async function decidePartialRequest(
  tx: Db,
  decision: {
    tenantId: string;
    requestId: string;
    status: 'Approved' | 'Rejected';
    decidedBy: string;
    decidedAt: Date;
    decisionNote: string | null;
    dueAt: Date | null;
  },
): Promise<PartialRequestRow> {
  const { tenantId, requestId, ...changes } = decision;
  const [row] = await tx
    .update(partialPaymentRequests)
    .set(changes)
    .where(
      and(
        eq(partialPaymentRequests.tenantId, tenantId),
        eq(partialPaymentRequests.id, requestId),
        eq(partialPaymentRequests.status, 'Pending'),
      ),
    )
    .returning();
  if (!row) throw new Error(`part-payment request ${requestId} was decided while locked`);
  return row;
}
