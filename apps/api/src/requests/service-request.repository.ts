import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  RequestTabStatuses,
  type QuoteLine,
  type RequestKind,
  type RequestStatus,
  type RequestTab,
} from '@portal/contracts';
import type { Db } from '../db/client';
import {
  agencies,
  flightOrders,
  serviceRequestEvents,
  serviceRequestNumbers,
  serviceRequestQuotes,
  serviceRequests,
  users,
  type ServiceRequestDetails,
} from '../db/schema';
import { requestAlreadyOpen } from './request-errors';
import { madeInScope, type AgencyScope } from '../lib/agency-scope';

/**
 * The request core's storage (DESIGN §6a). The agency's side reads and writes within its agency, the operators'
 * within their tenant: another tenant's or agency's request is never found.
 */
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type RequestQuoteRow = typeof serviceRequestQuotes.$inferSelect;
export type RequestEventRow = typeof serviceRequestEvents.$inferSelect;

/** Who may see a request: an agency (its own, or its branch's), or the tenant's operators (every agency's). */
export type RequestScope = AgencyScope | { tenantId: string; agencyId: null; branchId: null };

function inScope(scope: RequestScope): SQL {
  const tenant = eq(serviceRequests.tenantId, scope.tenantId);
  return scope.agencyId === null
    ? tenant
    : and(tenant, eq(serviceRequests.agencyId, scope.agencyId), madeInScope(serviceRequests.requestedBy, scope))!;
}

export async function nextRequestNumber(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval(${serviceRequestNumbers.seqName}) as value`);
  const rows = (result as unknown as { rows: { value: string | number }[] }).rows;
  return Number(rows[0]?.value);
}

export async function insertRequest(
  tx: Db,
  values: {
    tenantId: string;
    agencyId: string;
    kind: RequestKind;
    reference: string;
    orderId: string | null;
    status: RequestStatus;
    mode: 'Automatic' | 'Manual';
    details: ServiceRequestDetails;
    requestedBy: string;
    now: Date;
  },
): Promise<ServiceRequestRow | null> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(serviceRequests)
    .values({ ...rest, waitingSince: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  // Null when the order already has an open request (the unique index on open requests decides races).
  return row ?? null;
}

/** The open request of an order, if any (at most one exists: a unique index keeps it so). */
export async function openRequestOfOrder(db: Db, orderId: string): Promise<ServiceRequestRow | null> {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.orderId, orderId),
        sql`${serviceRequests.status} not in ('Completed', 'Rejected', 'Cancelled', 'Expired')`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function requestsOfOrder(db: Db, orderId: string): Promise<ServiceRequestRow[]> {
  return db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.orderId, orderId))
    .orderBy(desc(serviceRequests.createdAt));
}

export async function findRequest(
  db: Db,
  scope: RequestScope,
  kind: RequestKind | null,
  reference: string,
): Promise<ServiceRequestRow | null> {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(
      and(
        inScope(scope),
        eq(serviceRequests.reference, reference),
        kind ? eq(serviceRequests.kind, kind) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The request, locked until the caller's transaction ends: two deciders take turns, the second sees the first. */
export async function lockRequest(
  tx: Db,
  scope: RequestScope,
  kind: RequestKind | null,
  reference: string,
): Promise<ServiceRequestRow | null> {
  const [row] = await tx
    .select()
    .from(serviceRequests)
    .where(
      and(
        inScope(scope),
        eq(serviceRequests.reference, reference),
        kind ? eq(serviceRequests.kind, kind) : undefined,
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The database's refusal of a second open request on an order (the partial unique index), however wrapped. */
function isSecondOpenRequest(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'service_requests_one_open_per_order') return true;
  }
  return false;
}

/**
 * Moves a request from the status it was read in; null when it had moved on (the caller refuses with 409). An
 * expired request reopened while another opened on its order meanwhile is refused 409 REQUEST_ALREADY_OPEN.
 */
export async function updateRequest(
  tx: Db,
  request: ServiceRequestRow,
  change: Partial<
    Pick<
      ServiceRequestRow,
      | 'status'
      | 'currentQuoteId'
      | 'assigneeId'
      | 'settlementTransactionId'
      | 'settledAmount'
      | 'waitingSince'
      | 'closedAt'
    >
  > & { updatedAt: Date },
): Promise<ServiceRequestRow | null> {
  try {
    const [row] = await tx
      .update(serviceRequests)
      .set(change)
      .where(and(eq(serviceRequests.id, request.id), eq(serviceRequests.status, request.status)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isSecondOpenRequest(error)) throw requestAlreadyOpen();
    throw error;
  }
}

export async function insertQuote(
  tx: Db,
  values: {
    requestId: string;
    tenantId: string;
    createdBy: string | null;
    currency: string;
    lines: QuoteLine[];
    total: number;
    supplierTerms: Record<string, unknown>;
    note: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<RequestQuoteRow> {
  const [row] = await tx.insert(serviceRequestQuotes).values(values).returning();
  if (!row) throw new Error('the quote was not stored');
  return row;
}

export async function quotesOf(db: Db, requestId: string): Promise<RequestQuoteRow[]> {
  return db
    .select()
    .from(serviceRequestQuotes)
    .where(eq(serviceRequestQuotes.requestId, requestId))
    .orderBy(desc(serviceRequestQuotes.createdAt), desc(serviceRequestQuotes.id));
}

export async function findQuote(db: Db, requestId: string, quoteId: string): Promise<RequestQuoteRow | null> {
  const [row] = await db
    .select()
    .from(serviceRequestQuotes)
    .where(and(eq(serviceRequestQuotes.requestId, requestId), eq(serviceRequestQuotes.id, quoteId)))
    .limit(1);
  return row ?? null;
}

export async function insertEvent(
  tx: Db,
  values: {
    requestId: string;
    at: Date;
    action: string;
    status: RequestStatus;
    side: 'Agency' | 'Operator' | 'System';
    userId: string | null;
    note: string | null;
  },
): Promise<void> {
  await tx.insert(serviceRequestEvents).values(values);
}

/** A request's history, oldest first, with the names of who acted. */
export async function eventsOf(db: Db, requestId: string) {
  return db
    .select({ event: serviceRequestEvents, firstName: users.firstName, lastName: users.lastName })
    .from(serviceRequestEvents)
    .leftJoin(users, eq(users.id, serviceRequestEvents.userId))
    .where(eq(serviceRequestEvents.requestId, requestId))
    .orderBy(asc(serviceRequestEvents.id));
}

/** Names of users by id (requesters, assignees), for the views. */
export async function namesOf(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim()]));
}

export async function agencyName(db: Db, agencyId: string): Promise<string> {
  return (await agencyContact(db, agencyId)).name;
}

/** The agency's name and registered address, for the mails a decision sends. */
export async function agencyContact(
  db: Db,
  agencyId: string,
): Promise<{ name: string; email: string | null }> {
  const [row] = await db
    .select({ name: agencies.name, email: agencies.email })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return { name: row?.name ?? '', email: row?.email ?? null };
}

/** A queue row: the request with its order's PNR and route and its agency's name. */
export interface QueueRequestRow {
  request: ServiceRequestRow;
  orderReference: string | null;
  pnr: string | null;
  route: string | null;
  agencyName: string;
}

function queueFilter(scope: RequestScope, kind: RequestKind, search: string | undefined): SQL {
  const term = search ? `${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    inScope(scope),
    eq(serviceRequests.kind, kind),
    term
      ? or(
          ilike(serviceRequests.reference, term),
          ilike(flightOrders.reference, term),
          ilike(flightOrders.recordLocator, term),
        )
      : undefined,
  )!;
}

/**
 * One page of a queue: the tab's requests (the agency's newest first; the operators' longest waiting first) and
 * every tab's count under the same search.
 */
export async function queuePage(
  db: Db,
  options: {
    scope: RequestScope;
    kind: RequestKind;
    tab: RequestTab;
    search: string | undefined;
    page: number;
    pageSize: number;
    order: 'newest' | 'longestWaiting';
  },
): Promise<{ rows: QueueRequestRow[]; total: number; counts: Map<RequestStatus, number> }> {
  const filter = queueFilter(options.scope, options.kind, options.search);
  const statuses = options.tab === 'all' ? null : RequestTabStatuses[options.tab];
  const where = statuses ? and(filter, inArray(serviceRequests.status, [...statuses])) : filter;
  const [rows, countRows] = await Promise.all([
    db
      .select({
        request: serviceRequests,
        orderReference: flightOrders.reference,
        pnr: flightOrders.recordLocator,
        route: flightOrders.route,
        agencyName: agencies.name,
      })
      .from(serviceRequests)
      .leftJoin(flightOrders, eq(flightOrders.id, serviceRequests.orderId))
      .innerJoin(agencies, eq(agencies.id, serviceRequests.agencyId))
      .where(where)
      .orderBy(
        options.order === 'newest' ? desc(serviceRequests.createdAt) : asc(serviceRequests.waitingSince),
        desc(serviceRequests.id),
      )
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db
      .select({ status: serviceRequests.status, count: count() })
      .from(serviceRequests)
      .leftJoin(flightOrders, eq(flightOrders.id, serviceRequests.orderId))
      .where(filter)
      .groupBy(serviceRequests.status),
  ]);
  const counts = new Map(countRows.map((row) => [row.status, Number(row.count)]));
  const total = statuses
    ? statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0)
    : [...counts.values()].reduce((sum, value) => sum + value, 0);
  return { rows, total, counts };
}

/** Quoted requests whose current quote has lapsed, for the scheduler (bounded batch). */
export async function lapsedQuotedRequests(db: Db, now: Date, limit: number): Promise<ServiceRequestRow[]> {
  return db
    .select({ request: serviceRequests })
    .from(serviceRequests)
    .innerJoin(serviceRequestQuotes, eq(serviceRequestQuotes.id, serviceRequests.currentQuoteId))
    .where(and(eq(serviceRequests.status, 'Quoted'), sql`${serviceRequestQuotes.expiresAt} <= ${now}`))
    .limit(limit)
    .then((rows) => rows.map((row) => row.request));
}

export async function quotesByIds(db: Db, quoteIds: string[]): Promise<Map<string, RequestQuoteRow>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db.select().from(serviceRequestQuotes).where(inArray(serviceRequestQuotes.id, quoteIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * An agency's requests of a kind for its notifications: those waiting on it in one of the `waiting` statuses (however
 * long), and those closed in one of the `closed` statuses since `since`; newest first.
 */
export async function requestsForNotice(
  db: Db,
  scope: AgencyScope,
  options: {
    kind: RequestKind;
    waiting: readonly RequestStatus[];
    closed: readonly RequestStatus[];
    since: Date;
    limit: number;
  },
): Promise<ServiceRequestRow[]> {
  return db
    .select()
    .from(serviceRequests)
    .where(
      and(
        inScope(scope),
        eq(serviceRequests.kind, options.kind),
        or(
          options.waiting.length > 0 ? inArray(serviceRequests.status, [...options.waiting]) : undefined,
          options.closed.length > 0
            ? and(
                inArray(serviceRequests.status, [...options.closed]),
                gte(serviceRequests.closedAt, options.since),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(desc(serviceRequests.updatedAt))
    .limit(options.limit);
}
