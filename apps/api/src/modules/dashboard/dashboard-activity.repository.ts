import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  flightOrderEvents,
  flightOrders,
  hotelBookingEvents,
  hotelBookings,
  serviceRequestEvents,
  serviceRequests,
} from '../../db/schema';
import { madeInScope, type DashboardScope } from './dashboard-scope';

export interface ActivityRow {
  at: Date;
  product: 'flight' | 'hotel' | 'holiday' | 'visa';
  reference: string;
  action: string;
  status: string;
  orderReference: string | null;
}

/**
 * The latest history events of the orders, hotel bookings and requests made since `since`, newest first. Reading
 * from the owners' side keeps the search on the agency's indexed rows of the period, not on every event ever written.
 */
export async function latestActivity(
  db: Db,
  scope: DashboardScope,
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
      .where(
        and(
          eq(flightOrders.tenantId, scope.tenantId),
          eq(flightOrders.agencyId, scope.agencyId),
          gte(flightOrders.createdAt, since),
          madeInScope(flightOrders.createdBy, scope),
        ),
      )
      .orderBy(desc(flightOrderEvents.at), desc(flightOrderEvents.id))
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
      .where(
        and(
          eq(hotelBookings.tenantId, scope.tenantId),
          eq(hotelBookings.agencyId, scope.agencyId),
          gte(hotelBookings.createdAt, since),
          madeInScope(hotelBookings.createdBy, scope),
        ),
      )
      .orderBy(desc(hotelBookingEvents.at), desc(hotelBookingEvents.id))
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
      .where(
        and(
          eq(serviceRequests.tenantId, scope.tenantId),
          eq(serviceRequests.agencyId, scope.agencyId),
          gte(serviceRequests.createdAt, since),
          madeInScope(serviceRequests.requestedBy, scope),
        ),
      )
      .orderBy(desc(serviceRequestEvents.at), desc(serviceRequestEvents.id))
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
