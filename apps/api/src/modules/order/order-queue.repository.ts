import { and, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FlightOrderStatus, RequestKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  flightOrderEvents,
  flightOrderPassengers,
  flightOrders,
  hotelBookings,
  orderDues,
  partialPaymentRequests,
  serviceRequestQuotes,
  serviceRequests,
} from '../../db/schema';
import { hotelDeadlineBetween, nextHotelDeadline, nextHotelDeadlineAt } from '../../lib/hotel-deadline';

import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

/** Every call is scoped to the caller's tenant, agency and branch: another agency's or branch's rows are never found. */
export type { AgencyScope };

const inAgency = (scope: AgencyScope) =>
  and(
    eq(flightOrders.tenantId, scope.tenantId),
    eq(flightOrders.agencyId, scope.agencyId),
    madeInScope(flightOrders.createdBy, scope),
  );

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const passengersOfOrder = eq(flightOrderPassengers.orderId, flightOrders.id);

/**
 * SearchOrders: the agency's orders whose reference, PNR, airline PNR or a traveller's name holds the keyword,
 * whatever its letter case, newest first.
 */
export async function searchAgencyOrders(db: Db, scope: AgencyScope, keyword: string, limit: number) {
  const pattern = `%${escapeLike(keyword)}%`;
  const travellerNamed = sql`exists (select 1 from ${flightOrderPassengers} where ${passengersOfOrder} and (
    ${flightOrderPassengers.firstName} || ' ' || ${flightOrderPassengers.lastName} ilike ${pattern}
    or ${flightOrderPassengers.lastName} || ' ' || ${flightOrderPassengers.firstName} ilike ${pattern}))`;
  return db
    .select({
      reference: flightOrders.reference,
      recordLocator: flightOrders.recordLocator,
      status: flightOrders.status,
      route: flightOrders.route,
      departure: sql<string>`${flightOrders.itinerary} -> 'journeys' -> 0 ->> 'departure'`,
      leadPassenger: sql<string>`(select ${flightOrderPassengers.title} || ' ' || ${flightOrderPassengers.firstName}
        || ' ' || ${flightOrderPassengers.lastName} from ${flightOrderPassengers} where ${passengersOfOrder}
        order by ${flightOrderPassengers.paxIndex} limit 1)`,
      passengerCount:
        sql<number>`(select count(*) from ${flightOrderPassengers} where ${passengersOfOrder})`.mapWith(
          Number,
        ),
      createdAt: flightOrders.createdAt,
    })
    .from(flightOrders)
    .where(
      and(
        inAgency(scope),
        or(
          ilike(flightOrders.reference, pattern),
          ilike(flightOrders.recordLocator, pattern),
          ilike(flightOrders.airlineLocator, pattern),
          travellerNamed,
        ),
      ),
    )
    .orderBy(desc(flightOrders.createdAt), desc(flightOrders.id))
    .limit(limit);
}

/**
 * The agency's hotel bookings whose hold (pay before it) or free cancellation ends between now and `until`, the
 * nearest first: the 72-hour alert. Each is ordered by, and answered with, the deadline that applies to it (a paid
 * former hold by its free cancellation), so the limit keeps the nearest.
 */
export async function hotelDeadlinesSoon(db: Db, scope: AgencyScope, now: Date, until: Date, limit: number) {
  const rows = await db
    .select({
      reference: hotelBookings.reference,
      hotelName: hotelBookings.hotelName,
      status: hotelBookings.status,
      holdUntil: hotelBookings.holdUntil,
      freeCancellationUntil: hotelBookings.freeCancellationUntil,
      createdAt: hotelBookings.createdAt,
    })
    .from(hotelBookings)
    .where(
      and(
        eq(hotelBookings.tenantId, scope.tenantId),
        eq(hotelBookings.agencyId, scope.agencyId),
        hotelDeadlineBetween(now, until),
      ),
    )
    .orderBy(nextHotelDeadlineAt(now), hotelBookings.id)
    .limit(limit);
  return rows.flatMap((row) => {
    const deadline = nextHotelDeadline(row, now);
    return deadline && deadline.at <= until ? [{ ...row, deadline }] : [];
  });
}

/** The agency's held orders whose time limit falls after `now` and no later than `until`, soonest first. */
export async function heldOrdersLapsingSoon(
  db: Db,
  scope: AgencyScope,
  now: Date,
  until: Date,
  limit: number,
) {
  return db
    .select({
      reference: flightOrders.reference,
      recordLocator: flightOrders.recordLocator,
      status: flightOrders.status,
      timeLimit: flightOrders.timeLimit,
      createdAt: flightOrders.createdAt,
    })
    .from(flightOrders)
    .where(
      and(
        inAgency(scope),
        eq(flightOrders.status, 'OnHold'),
        gt(flightOrders.timeLimit, now),
        lte(flightOrders.timeLimit, until),
      ),
    )
    .orderBy(flightOrders.timeLimit)
    .limit(limit);
}

/**
 * The agency's open dues falling due by `until` (overdue ones too), soonest first, with their order's status when
 * the portal booked it (seeded and imported dues have no order row).
 */
export async function openDuesFallingDue(db: Db, scope: AgencyScope, until: Date, limit: number) {
  return db
    .select({
      reference: orderDues.orderReference,
      pnr: orderDues.pnr,
      status: flightOrders.status,
      outstandingAmount: orderDues.outstandingAmount,
      currency: orderDues.currency,
      dueAt: orderDues.dueAt,
      createdAt: orderDues.createdAt,
    })
    .from(orderDues)
    .leftJoin(
      flightOrders,
      and(
        eq(flightOrders.tenantId, orderDues.tenantId),
        eq(flightOrders.agencyId, orderDues.agencyId),
        eq(flightOrders.reference, orderDues.orderReference),
      ),
    )
    .where(
      and(
        eq(orderDues.tenantId, scope.tenantId),
        eq(orderDues.agencyId, scope.agencyId),
        eq(orderDues.status, 'open'),
        lte(orderDues.dueAt, until),
      ),
    )
    .orderBy(orderDues.dueAt)
    .limit(limit);
}

/**
 * Changes of status of the agency's orders since `since`, newest first: each history entry whose status differs
 * from the entry before it, leaving out the ones `exceptUserId` made. Every status change also stamps the order's
 * updated_at (updateOrder requires it), so only orders updated since then are read.
 */
export async function recentStatusChanges(
  db: Db,
  scope: AgencyScope,
  since: Date,
  exceptUserId: string,
  limit: number,
) {
  const history = db
    .select({
      eventId: flightOrderEvents.id,
      at: flightOrderEvents.at,
      status: flightOrderEvents.status,
      userId: flightOrderEvents.userId,
      previous: sql<FlightOrderStatus | null>`lag(${flightOrderEvents.status}) over (
        partition by ${flightOrderEvents.orderId} order by ${flightOrderEvents.id})`.as('previous_status'),
      reference: flightOrders.reference,
      recordLocator: flightOrders.recordLocator,
    })
    .from(flightOrderEvents)
    .innerJoin(flightOrders, eq(flightOrders.id, flightOrderEvents.orderId))
    .where(and(inAgency(scope), gte(flightOrders.updatedAt, since)))
    .as('history');
  return db
    .select()
    .from(history)
    .where(
      and(
        isNotNull(history.previous),
        ne(history.previous, history.status),
        gte(history.at, since),
        or(isNull(history.userId), ne(history.userId, exceptUserId)),
      ),
    )
    .orderBy(desc(history.at), desc(history.eventId))
    .limit(limit);
}

/** Requests to enable part payment decided since `since` on orders still held, newest first. */
export async function recentPartialDecisions(db: Db, scope: AgencyScope, since: Date, limit: number) {
  return db
    .select({
      reference: flightOrders.reference,
      recordLocator: flightOrders.recordLocator,
      status: flightOrders.status,
      decision: partialPaymentRequests.status,
      decidedAt: partialPaymentRequests.decidedAt,
      dueAt: partialPaymentRequests.dueAt,
    })
    .from(partialPaymentRequests)
    .innerJoin(flightOrders, eq(flightOrders.id, partialPaymentRequests.orderId))
    .where(
      and(
        eq(partialPaymentRequests.tenantId, scope.tenantId),
        eq(partialPaymentRequests.agencyId, scope.agencyId),
        inArray(partialPaymentRequests.status, ['Approved', 'Rejected']),
        gte(partialPaymentRequests.decidedAt, since),
        eq(flightOrders.status, 'OnHold'),
      ),
    )
    .orderBy(desc(partialPaymentRequests.decidedAt), desc(partialPaymentRequests.id))
    .limit(limit);
}

/**
 * The agency's requests worth a notice: quotes waiting for its answer (not yet lapsed) of any kind, and after-sales
 * requests completed since `since` (a holiday is completed by the agency itself, accepting its quote). A request
 * without an order (a holiday enquiry) has no order reference, PNR or status; its currency is the quote's.
 */
export async function requestsNeedingNotice(
  db: Db,
  scope: AgencyScope,
  /** `kinds`: the request kinds the caller may be told of, filtered here so the limit counts only those. */
  options: { since: Date; now: Date; limit: number; kinds: readonly RequestKind[] },
) {
  if (options.kinds.length === 0) return [];
  return db
    .select({
      request: serviceRequests,
      orderReference: flightOrders.reference,
      pnr: flightOrders.recordLocator,
      orderStatus: flightOrders.status,
      currency: sql<string>`coalesce(${flightOrders.currency}, ${serviceRequestQuotes.currency})`,
      quoteExpiresAt: serviceRequestQuotes.expiresAt,
    })
    .from(serviceRequests)
    .leftJoin(flightOrders, eq(flightOrders.id, serviceRequests.orderId))
    .leftJoin(serviceRequestQuotes, eq(serviceRequestQuotes.id, serviceRequests.currentQuoteId))
    .where(
      and(
        eq(serviceRequests.tenantId, scope.tenantId),
        eq(serviceRequests.agencyId, scope.agencyId),
        inArray(serviceRequests.kind, [...options.kinds]),
        or(
          and(eq(serviceRequests.status, 'Quoted'), gt(serviceRequestQuotes.expiresAt, options.now)),
          and(
            eq(serviceRequests.status, 'Completed'),
            isNotNull(serviceRequests.orderId),
            gte(serviceRequests.closedAt, options.since),
          ),
        ),
      ),
    )
    .orderBy(desc(serviceRequests.updatedAt))
    .limit(options.limit);
}
