import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FlightOrderStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { flightOrderPassengers, flightOrders, orderDues, users } from '../../db/schema';

import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

/** Every call is scoped to the caller's tenant, agency and branch: another agency's or branch's rows are never found. */
export type { AgencyScope };

export interface BookingFilter extends AgencyScope {
  /** Null lists every status. */
  statuses: readonly FlightOrderStatus[] | null;
  /** Inclusive start and exclusive end instants of the booking time. */
  bookedFrom?: Date | undefined;
  bookedUntil?: Date | undefined;
  /** Days (YYYY-MM-DD) of the first flight's local calendar, both kept. */
  departureFrom?: string | undefined;
  departureTo?: string | undefined;
  airline?: string | undefined;
  bookedBy?: string | undefined;
  term?: string | undefined;
}

/** Escapes LIKE's wildcards, so a term like "a_b" matches those characters and nothing else. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The first flight's local day, as the order keeps its itinerary ("2026-03-10T08:30:00+06:00" → 2026-03-10). */
const departureDay = sql<string>`left(${flightOrders.itinerary} -> 'journeys' -> 0 ->> 'departure', 10)`;
const departureTime = sql<string>`${flightOrders.itinerary} -> 'journeys' -> 0 ->> 'departure'`;

const passengersOfOrder = eq(flightOrderPassengers.orderId, flightOrders.id);

/**
 * The reference, the PNRs, a traveller's ticket number (with or without its dash) or a traveller's name holds the
 * term, whatever its letter case.
 */
function termMatches(term: string): SQL | undefined {
  const pattern = `%${escapeLike(term)}%`;
  const undashed = term.replace(/[\s-]/g, '');
  const travellers = anyTraveller(
    and(
      passengersOfOrder,
      or(
        ilike(sql`${flightOrderPassengers.firstName} || ' ' || ${flightOrderPassengers.lastName}`, pattern),
        ilike(sql`${flightOrderPassengers.lastName} || ' ' || ${flightOrderPassengers.firstName}`, pattern),
        undashed
          ? ilike(sql`replace(${flightOrderPassengers.ticketNumber}, '-', '')`, `%${escapeLike(undashed)}%`)
          : undefined,
      ),
    ),
  );
  return or(
    ilike(flightOrders.reference, pattern),
    ilike(flightOrders.recordLocator, pattern),
    ilike(flightOrders.airlineLocator, pattern),
    travellers,
  );
}

/** `exists (select 1 from flight_order_passengers where …)`: a traveller of the order meets the condition. */
function anyTraveller(condition: SQL | undefined): SQL {
  return sql`exists (select 1 from ${flightOrderPassengers} where ${condition})`;
}

const inAgency = (scope: AgencyScope) =>
  and(
    eq(flightOrders.tenantId, scope.tenantId),
    eq(flightOrders.agencyId, scope.agencyId),
    madeInScope(flightOrders.createdBy, scope),
  );

/** Everything but the status: the tab counts are taken under these. */
function matchingExceptStatus(filter: BookingFilter): SQL | undefined {
  return and(
    inAgency(filter),
    filter.bookedFrom ? gte(flightOrders.createdAt, filter.bookedFrom) : undefined,
    filter.bookedUntil ? lt(flightOrders.createdAt, filter.bookedUntil) : undefined,
    filter.departureFrom ? gte(departureDay, filter.departureFrom) : undefined,
    filter.departureTo ? lte(departureDay, filter.departureTo) : undefined,
    filter.airline ? eq(flightOrders.validatingAirline, filter.airline) : undefined,
    filter.bookedBy ? eq(flightOrders.createdBy, filter.bookedBy) : undefined,
    filter.term ? termMatches(filter.term) : undefined,
  );
}

function matching(filter: BookingFilter): SQL | undefined {
  return and(
    matchingExceptStatus(filter),
    filter.statuses ? inArray(flightOrders.status, [...filter.statuses]) : undefined,
  );
}

const leadPassenger = sql<string>`(select ${flightOrderPassengers.title} || ' ' || ${flightOrderPassengers.firstName}
  || ' ' || ${flightOrderPassengers.lastName} from ${flightOrderPassengers} where ${passengersOfOrder}
  order by ${flightOrderPassengers.paxIndex} limit 1)`;
const passengerCount =
  sql<number>`(select count(*) from ${flightOrderPassengers} where ${passengersOfOrder})`.mapWith(Number);

/** An open due of the order, joined within the order's own tenant and agency. */
const dueOfOrder = and(
  eq(orderDues.tenantId, flightOrders.tenantId),
  eq(orderDues.agencyId, flightOrders.agencyId),
  eq(orderDues.orderReference, flightOrders.reference),
  eq(orderDues.status, 'open'),
);

/** What the agency has paid off its order's due since issuing (the due row keeps what was paid at issue). */
const settledSinceIssue = sql<number>`coalesce((select d.total_amount - d.paid_amount - d.outstanding_amount
  from ${orderDues} d where d.tenant_id = ${flightOrders.tenantId} and d.agency_id = ${flightOrders.agencyId}
  and d.order_reference = ${flightOrders.reference}), 0)`.mapWith(Number);

const bookingColumns = {
  reference: flightOrders.reference,
  recordLocator: flightOrders.recordLocator,
  airlineLocator: flightOrders.airlineLocator,
  status: flightOrders.status,
  route: flightOrders.route,
  departure: departureTime,
  leadPassenger,
  passengerCount,
  airline: flightOrders.validatingAirline,
  currency: flightOrders.currency,
  payable: flightOrders.payable,
  paidAmount: flightOrders.paidAmount,
  settledSinceIssue,
  dueAmount: orderDues.outstandingAmount,
  dueAt: orderDues.dueAt,
  timeLimit: flightOrders.timeLimit,
  createdAt: flightOrders.createdAt,
  bookerFirstName: users.firstName,
  bookerLastName: users.lastName,
};
export type BookingRow = Awaited<ReturnType<typeof listAgencyBookings>>['rows'][number];

/** A page of the agency's orders, newest first, and how many match in all. */
export async function listAgencyBookings(
  db: Db,
  filter: BookingFilter,
  page: { offset: number; limit: number },
) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(bookingColumns)
      .from(flightOrders)
      .leftJoin(users, eq(users.id, flightOrders.createdBy))
      .leftJoin(orderDues, dueOfOrder)
      .where(matching(filter))
      .orderBy(desc(flightOrders.createdAt), desc(flightOrders.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(flightOrders).where(matching(filter)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many of the matching orders stand in each status (the filter's own statuses are not applied). */
export async function countAgencyBookingsByStatus(db: Db, filter: BookingFilter) {
  return db
    .select({ status: flightOrders.status, count: count() })
    .from(flightOrders)
    .where(matchingExceptStatus(filter))
    .groupBy(flightOrders.status);
}

/** The airlines and the users the agency's orders were booked with and by: the filters' choices. */
export async function agencyBookingFilterOptions(db: Db, scope: AgencyScope) {
  const [airlines, bookers] = await Promise.all([
    db
      .selectDistinct({ airline: flightOrders.validatingAirline })
      .from(flightOrders)
      .where(inAgency(scope))
      .orderBy(asc(flightOrders.validatingAirline)),
    db
      .selectDistinct({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(flightOrders)
      .innerJoin(users, and(eq(users.id, flightOrders.createdBy), eq(users.tenantId, flightOrders.tenantId)))
      .where(inAgency(scope))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
  ]);
  return { airlines: airlines.map((row) => row.airline), bookers };
}

/**
 * The header search's order hits: the agency's orders whose reference or PNR starts with the key, whatever its
 * letter case, newest first.
 */
export async function findAgencyOrdersByPrefix(db: Db, scope: AgencyScope, key: string, limit: number) {
  const pattern = `${escapeLike(key)}%`;
  const rows = await db
    .select({ reference: flightOrders.reference })
    .from(flightOrders)
    .where(
      and(
        inAgency(scope),
        or(
          ilike(flightOrders.reference, pattern),
          ilike(flightOrders.recordLocator, pattern),
          ilike(flightOrders.airlineLocator, pattern),
        ),
      ),
    )
    .orderBy(desc(flightOrders.createdAt), desc(flightOrders.id))
    .limit(limit);
  return rows.map((row) => row.reference);
}
