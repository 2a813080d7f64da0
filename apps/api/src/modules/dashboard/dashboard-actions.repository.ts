import { and, asc, count, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RequestKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  flightOrderPassengers,
  flightOrders,
  hotelBookings,
  serviceRequestQuotes,
  serviceRequests,
} from '../../db/schema';
import { madeInScope, type DashboardScope } from './dashboard-scope';

/** The first rows of a list and how many there are in all. */
async function listed<T>(rows: Promise<T[]>, total: Promise<{ count: number }[]>) {
  const [items, [counted]] = await Promise.all([rows, total]);
  return { rows: items, count: counted?.count ?? 0 };
}

/** Flight holds whose time limit falls between `now` and `until`, soonest first. */
export function flightHoldsEnding(db: Db, scope: DashboardScope, now: Date, until: Date, limit: number) {
  const where = and(
    eq(flightOrders.status, 'OnHold'),
    gt(flightOrders.timeLimit, now),
    lt(flightOrders.timeLimit, until),
    eq(flightOrders.tenantId, scope.tenantId),
    eq(flightOrders.agencyId, scope.agencyId),
    madeInScope(flightOrders.createdBy, scope),
  );
  return listed(
    db
      .select({
        reference: flightOrders.reference,
        deadline: flightOrders.timeLimit,
        label: flightOrders.route,
      })
      .from(flightOrders)
      .where(where)
      .orderBy(asc(flightOrders.timeLimit))
      .limit(limit),
    db.select({ count: count() }).from(flightOrders).where(where),
  );
}

const heldHotels = (scope: DashboardScope, now: Date, until?: Date) =>
  and(
    eq(hotelBookings.tenantId, scope.tenantId),
    eq(hotelBookings.agencyId, scope.agencyId),
    eq(hotelBookings.status, 'OnHold'),
    gt(hotelBookings.holdUntil, now),
    until ? lt(hotelBookings.holdUntil, until) : undefined,
    madeInScope(hotelBookings.createdBy, scope),
  );

/** Hotel holds (a rate kept for the agency to pay) ending before `until`, or all live ones; soonest first. */
export function hotelHolds(db: Db, scope: DashboardScope, now: Date, until: Date | undefined, limit: number) {
  const where = heldHotels(scope, now, until);
  return listed(
    db
      .select({
        reference: hotelBookings.reference,
        deadline: hotelBookings.holdUntil,
        label: hotelBookings.hotelName,
        currency: hotelBookings.currency,
        amount: hotelBookings.total,
      })
      .from(hotelBookings)
      .where(where)
      .orderBy(asc(hotelBookings.holdUntil))
      .limit(limit),
    db.select({ count: count() }).from(hotelBookings).where(where),
  );
}

/**
 * Orders ticketed since `issuedSince` (the start of the issue day) that still hold a ticket in force and have no
 * after-sales request open: their void window closes at the end of that day.
 */
export function voidableToday(db: Db, scope: DashboardScope, issuedSince: Date, limit: number) {
  const where = and(
    eq(flightOrders.tenantId, scope.tenantId),
    eq(flightOrders.agencyId, scope.agencyId),
    eq(flightOrders.status, 'Confirmed'),
    gte(flightOrders.issuedAt, issuedSince),
    // An order is ticketed within its hold's time limit (days), so a year back bounds the search to the agency's
    // indexed rows instead of every order it ever made.
    gte(flightOrders.createdAt, new Date(issuedSince.getTime() - 366 * 86_400_000)),
    madeInScope(flightOrders.createdBy, scope),
    sql`exists (select 1 from ${flightOrderPassengers} where ${flightOrderPassengers.orderId} = ${flightOrders.id}
      and ${flightOrderPassengers.ticketStatus} = 'Issued')`,
    sql`not exists (select 1 from ${serviceRequests} where ${serviceRequests.orderId} = ${flightOrders.id}
      and ${serviceRequests.status} not in ('Completed', 'Rejected', 'Cancelled', 'Expired'))`,
  );
  return listed(
    db
      .select({
        reference: flightOrders.reference,
        issuedAt: flightOrders.issuedAt,
        label: flightOrders.route,
      })
      .from(flightOrders)
      .where(where)
      .orderBy(asc(flightOrders.issuedAt))
      .limit(limit),
    db.select({ count: count() }).from(flightOrders).where(where),
  );
}

/**
 * Requests waiting on the agency's answer: a live quote (after-sales, holiday) or a visa correction asked for,
 * of the kinds the caller may see; the quote expiring soonest first.
 */
export function requestsWaiting(
  db: Db,
  scope: DashboardScope,
  kinds: RequestKind[],
  now: Date,
  limit: number,
) {
  if (kinds.length === 0) return Promise.resolve({ rows: [], count: 0 });
  const waiting: SQL | undefined = or(
    and(eq(serviceRequests.status, 'Quoted'), gt(serviceRequestQuotes.expiresAt, now)),
    eq(serviceRequests.status, 'CorrectionAsked'),
  );
  const where = and(
    eq(serviceRequests.tenantId, scope.tenantId),
    eq(serviceRequests.agencyId, scope.agencyId),
    inArray(serviceRequests.kind, kinds),
    inArray(serviceRequests.status, ['Quoted', 'CorrectionAsked']),
    waiting,
    madeInScope(serviceRequests.requestedBy, scope),
  );
  return listed(
    db
      .select({
        reference: serviceRequests.reference,
        kind: serviceRequests.kind,
        status: serviceRequests.status,
        deadline: serviceRequestQuotes.expiresAt,
        currency: serviceRequestQuotes.currency,
        amount: serviceRequestQuotes.total,
        waitingSince: serviceRequests.waitingSince,
      })
      .from(serviceRequests)
      .leftJoin(serviceRequestQuotes, eq(serviceRequestQuotes.id, serviceRequests.currentQuoteId))
      .where(where)
      .orderBy(sql`${serviceRequestQuotes.expiresAt} asc nulls last`, asc(serviceRequests.waitingSince))
      .limit(limit),
    db
      .select({ count: count() })
      .from(serviceRequests)
      .leftJoin(serviceRequestQuotes, eq(serviceRequestQuotes.id, serviceRequests.currentQuoteId))
      .where(where),
  );
}
