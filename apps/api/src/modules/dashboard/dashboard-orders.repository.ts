import { and, count, desc, eq, gte, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  flightOrderPassengers,
  flightOrders,
  hotelBookings,
  serviceRequestQuotes,
  serviceRequests,
} from '../../db/schema';
import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

/**
 * Per-day figures in the agency's zone: rows are grouped by their local date (`localDate`) and each group's day is
 * written once (`localDay`, an aggregate), as formatting every row's instant would cost more than the scan. The
 * zone is a parameter, so the day cannot be the grouping expression itself.
 */
export const localDate = (column: AnyColumn | SQL, timeZone: string) =>
  sql`(${column} at time zone ${timeZone})::date`;

export const localDay = (column: AnyColumn | SQL, timeZone: string) =>
  sql<string>`to_char(min(${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;

const flightsInScope = (scope: AgencyScope, since: Date) =>
  and(
    eq(flightOrders.tenantId, scope.tenantId),
    eq(flightOrders.agencyId, scope.agencyId),
    gte(flightOrders.createdAt, since),
    madeInScope(flightOrders.createdBy, scope),
  );

const hotelsInScope = (scope: AgencyScope, since: Date) =>
  and(
    eq(hotelBookings.tenantId, scope.tenantId),
    eq(hotelBookings.agencyId, scope.agencyId),
    gte(hotelBookings.createdAt, since),
    madeInScope(hotelBookings.createdBy, scope),
  );

/** Flight orders made per local day since `since`. */
export function flightBookingsPerDay(db: Db, scope: AgencyScope, since: Date, timeZone: string) {
  return db
    .select({ day: localDay(flightOrders.createdAt, timeZone), count: count() })
    .from(flightOrders)
    .where(flightsInScope(scope, since))
    .groupBy(localDate(flightOrders.createdAt, timeZone));
}

/** Flight orders ticketed per local day since `since` (whenever they were booked). */
export function flightTicketsPerDay(db: Db, scope: AgencyScope, since: Date, timeZone: string) {
  return db
    .select({ day: localDay(flightOrders.issuedAt, timeZone), count: count() })
    .from(flightOrders)
    .where(
      and(
        eq(flightOrders.tenantId, scope.tenantId),
        eq(flightOrders.agencyId, scope.agencyId),
        gte(flightOrders.issuedAt, since),
        madeInScope(flightOrders.createdBy, scope),
      ),
    )
    .groupBy(localDate(flightOrders.issuedAt, timeZone));
}

/** Flight orders made since `since`, by their status now. */
export function flightStatusCounts(db: Db, scope: AgencyScope, since: Date) {
  return db
    .select({ status: flightOrders.status, count: count() })
    .from(flightOrders)
    .where(flightsInScope(scope, since))
    .groupBy(flightOrders.status);
}

/** Where flights booked since `since` first arrive, and where hotels booked since then are; most booked first. */
export async function destinationCounts(db: Db, scope: AgencyScope, since: Date, limit: number) {
  const arrival = sql<string>`split_part(${flightOrders.route}, '-', 2)`;
  const [flights, hotels] = await Promise.all([
    db
      .select({ code: arrival, count: count() })
      .from(flightOrders)
      .where(flightsInScope(scope, since))
      .groupBy(sql`1`)
      .orderBy(desc(count()))
      .limit(limit),
    db
      .select({
        code: hotelBookings.cityCode,
        name: sql<string>`max(${hotelBookings.cityName})`,
        count: count(),
      })
      .from(hotelBookings)
      .where(hotelsInScope(scope, since))
      .groupBy(hotelBookings.cityCode)
      .orderBy(desc(count()))
      .limit(limit),
  ]);
  return { flights, hotels };
}

const ticketed = (scope: AgencyScope, since: Date) =>
  and(flightsInScope(scope, since), eq(flightOrders.status, 'Confirmed'));

const travellerName = sql<string>`upper(${flightOrderPassengers.firstName} || ' ' || ${flightOrderPassengers.lastName})`;

/** Travellers on the most ticketed orders booked since `since`, by name. */
export function frequentTravellers(db: Db, scope: AgencyScope, since: Date, limit: number) {
  return db
    .select({ name: travellerName, trips: sql<number>`count(distinct ${flightOrders.id})::int` })
    .from(flightOrders)
    .innerJoin(flightOrderPassengers, eq(flightOrderPassengers.orderId, flightOrders.id))
    .where(ticketed(scope, since))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`)
    .limit(limit);
}

/** Lead travellers whose ticketed orders booked since `since` cost the agency most, in one currency. */
export function topTravelSpend(db: Db, scope: AgencyScope, since: Date, currency: string, limit: number) {
  return db
    .select({
      name: travellerName,
      trips: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${flightOrders.payable})`,
    })
    .from(flightOrders)
    .innerJoin(
      flightOrderPassengers,
      and(
        eq(flightOrderPassengers.orderId, flightOrders.id),
        // The lead traveller: the order's first passenger.
        sql`${flightOrderPassengers.paxIndex} = (select min(lead.pax_index) from ${flightOrderPassengers} lead
          where lead.order_id = ${flightOrders.id})`,
      ),
    )
    .where(and(ticketed(scope, since), eq(flightOrders.currency, currency)))
    .groupBy(sql`1`)
    .orderBy(sql`3 desc`, sql`1`)
    .limit(limit);
}

/** Bookings made since `since` per product: how many, how many went through, and what those cost per currency. */
export async function bookingSummary(db: Db, scope: AgencyScope, since: Date) {
  const requestScope = and(
    eq(serviceRequests.tenantId, scope.tenantId),
    eq(serviceRequests.agencyId, scope.agencyId),
    gte(serviceRequests.createdAt, since),
    inArray(serviceRequests.kind, ['Holiday', 'Visa']),
    madeInScope(serviceRequests.requestedBy, scope),
  );
  const goneThrough = sql`${serviceRequests.status} in ('Accepted', 'InProcess', 'Completed')`;
  const [flights, hotels, requests] = await Promise.all([
    db
      .select({
        currency: flightOrders.currency,
        count: count(),
        confirmed: sql<number>`(count(*) filter (where ${flightOrders.status} = 'Confirmed'))::int`,
        amount: sql<string>`coalesce(sum(${flightOrders.payable}) filter (where ${flightOrders.status} = 'Confirmed'), 0)`,
      })
      .from(flightOrders)
      .where(flightsInScope(scope, since))
      .groupBy(flightOrders.currency),
    db
      .select({
        currency: hotelBookings.currency,
        count: count(),
        confirmed: sql<number>`(count(*) filter (where ${hotelBookings.status} = 'Confirmed'))::int`,
        amount: sql<string>`coalesce(sum(${hotelBookings.total}) filter (where ${hotelBookings.status} = 'Confirmed'), 0)`,
      })
      .from(hotelBookings)
      .where(hotelsInScope(scope, since))
      .groupBy(hotelBookings.currency),
    db
      .select({
        kind: serviceRequests.kind,
        currency: serviceRequestQuotes.currency,
        count: count(),
        confirmed: sql<number>`(count(*) filter (where ${goneThrough}))::int`,
        amount: sql<string>`coalesce(sum(${serviceRequestQuotes.total}) filter (where ${goneThrough}), 0)`,
      })
      .from(serviceRequests)
      .leftJoin(serviceRequestQuotes, eq(serviceRequestQuotes.id, serviceRequests.currentQuoteId))
      .where(requestScope)
      .groupBy(serviceRequests.kind, serviceRequestQuotes.currency),
  ]);
  return { flights, hotels, requests };
}
