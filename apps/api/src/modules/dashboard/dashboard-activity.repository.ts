import { and, desc, eq, gte, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  flightOrderEvents,
  flightOrders,
  hotelBookingEvents,
  hotelBookings,
  serviceRequestEvents,
  serviceRequests,
} from '../../db/schema';
import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

export interface ActivityRow {
  at: Date;
  product: 'flight' | 'hotel' | 'holiday' | 'visa';
  reference: string;
  action: string;
  status: string;
  orderReference: string | null;
}

/** The rows a history belongs to (orders, bookings, requests), as their filter reads them. */
interface EventOwner {
  tenantId: AnyColumn;
  agencyId: AnyColumn;
  createdAt: AnyColumn;
}

/** Owners of the scope's agency, made since `since` by someone the scope sees. */
function ownedInScopeSince(owner: EventOwner, maker: AnyColumn, scope: AgencyScope, since: Date) {
  return and(
    eq(owner.tenantId, scope.tenantId),
    eq(owner.agencyId, scope.agencyId),
    gte(owner.createdAt, since),
    madeInScope(maker, scope),
  );
}

/** Newest event first; the id breaks ties between events of the same instant. */
function newestFirst(events: { at: AnyColumn; id: AnyColumn }) {
  return [desc(events.at), desc(events.id)];
}

/**
 * The latest history events of the orders, hotel bookings and requests made since `since`, newest first. Reading
 * from the owners' side keeps the search on the agency's indexed rows of the period, not on every event ever written.
 */
export async function latestActivity(
  db: Db,
  scope: AgencyScope,
  since: Date,
  limit: number,
): Promise<ActivityRow[]> {
  const [flights, hotels, requests] = await Promise.all([
    db
      .select({
        at: flightOrderEvents.at,
        reference: flightOrders.reference,
        action: flightOrderEvents.action,
        status: flightOrderEvents.status,
      })
      .from(flightOrders)
      .innerJoin(flightOrderEvents, eq(flightOrderEvents.orderId, flightOrders.id))
      .where(ownedInScopeSince(flightOrders, flightOrders.createdBy, scope, since))
      .orderBy(...newestFirst(flightOrderEvents))
      .limit(limit),
    db
      .select({
        at: hotelBookingEvents.at,
        reference: hotelBookings.reference,
        action: hotelBookingEvents.action,
        status: hotelBookingEvents.status,
      })
      .from(hotelBookings)
      .innerJoin(hotelBookingEvents, eq(hotelBookingEvents.bookingId, hotelBookings.id))
      .where(ownedInScopeSince(hotelBookings, hotelBookings.createdBy, scope, since))
      .orderBy(...newestFirst(hotelBookingEvents))
      .limit(limit),
    db
      .select({
        at: serviceRequestEvents.at,
        kind: serviceRequests.kind,
        reference: serviceRequests.reference,
        action: serviceRequestEvents.action,
        status: serviceRequestEvents.status,
        orderReference: flightOrders.reference,
      })
      .from(serviceRequests)
      .innerJoin(serviceRequestEvents, eq(serviceRequestEvents.requestId, serviceRequests.id))
      .leftJoin(flightOrders, eq(flightOrders.id, serviceRequests.orderId))
      .where(ownedInScopeSince(serviceRequests, serviceRequests.requestedBy, scope, since))
      .orderBy(...newestFirst(serviceRequestEvents))
      .limit(limit),
  ]);
  const rows: ActivityRow[] = [
    ...flights.map((row) => ({ ...row, product: 'flight' as const, orderReference: null })),
    ...hotels.map((row) => ({ ...row, product: 'hotel' as const, orderReference: null })),
    ...requests.map(({ kind, ...row }) => ({
      ...row,
      product:
        kind === 'Holiday' ? ('holiday' as const) : kind === 'Visa' ? ('visa' as const) : ('flight' as const),
    })),
  ];
  return rows.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}
