import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { GroupFareReservationTabStatuses, type GroupFareReservationTab } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  agencies,
  flightOrderPassengers,
  flightOrders,
  groupFareNames,
  groupFareReservations,
  orderDues,
  serviceRequests,
} from '../../db/schema';

/** Escapes LIKE's wildcards, so a search for "a_b" matches those characters and nothing else. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const namesEntered = sql<number>`(
  select count(*)::int from ${groupFareNames}
  where ${groupFareNames.requestId} = ${groupFareReservations.requestId} and ${groupFareNames.active}
)`;

/**
 * A block's reservations in a status tab, newest first, with what the queue shows of each: the agency, the request's
 * reference and status, the names entered, the due (when the deposit made one) and the order once ticketed.
 */
export async function listBlockReservations(
  db: Db,
  tenantId: string,
  filter: {
    blockId: string;
    tab: GroupFareReservationTab;
    search?: string | undefined;
    offset: number;
    limit: number;
  },
) {
  const search: SQL | undefined = filter.search
    ? or(
        ilike(serviceRequests.reference, containsPattern(filter.search)),
        ilike(agencies.name, containsPattern(filter.search)),
      )
    : undefined;
  const base = and(
    eq(groupFareReservations.tenantId, tenantId),
    eq(groupFareReservations.blockId, filter.blockId),
    search,
  );
  const where =
    filter.tab === 'all'
      ? base
      : and(base, inArray(serviceRequests.status, [...GroupFareReservationTabStatuses[filter.tab]]));
  const rows = await db
    .select({
      reservation: groupFareReservations,
      request: serviceRequests,
      agencyName: agencies.name,
      namesEntered,
      due: orderDues,
      orderReference: flightOrders.reference,
    })
    .from(groupFareReservations)
    .innerJoin(serviceRequests, eq(serviceRequests.id, groupFareReservations.requestId))
    .innerJoin(agencies, eq(agencies.id, groupFareReservations.agencyId))
    .leftJoin(
      orderDues,
      and(eq(orderDues.tenantId, tenantId), eq(orderDues.orderReference, serviceRequests.reference)),
    )
    .leftJoin(flightOrders, eq(flightOrders.id, groupFareReservations.orderId))
    .where(where)
    .orderBy(desc(groupFareReservations.createdAt), asc(groupFareReservations.requestId))
    .limit(filter.limit)
    .offset(filter.offset);
  const byStatus = await db
    .select({ status: serviceRequests.status, total: count() })
    .from(groupFareReservations)
    .innerJoin(serviceRequests, eq(serviceRequests.id, groupFareReservations.requestId))
    .innerJoin(agencies, eq(agencies.id, groupFareReservations.agencyId))
    .where(base)
    .groupBy(serviceRequests.status);
  return { rows, byStatus };
}

export type BlockReservationLine = Awaited<ReturnType<typeof listBlockReservations>>['rows'][number];

/**
 * The manifest's lines: every active name of the block's reservations that are Named or Completed, by reservation
 * and passenger, with the agency, and the order, PNR and ticket number once ticketed.
 */
export async function listManifestNames(db: Db, tenantId: string, blockId: string) {
  return db
    .select({
      reference: serviceRequests.reference,
      agencyName: agencies.name,
      orderReference: flightOrders.reference,
      recordLocator: flightOrders.recordLocator,
      ticketNumber: flightOrderPassengers.ticketNumber,
      type: groupFareNames.type,
      title: groupFareNames.title,
      firstName: groupFareNames.firstName,
      lastName: groupFareNames.lastName,
      dateOfBirth: groupFareNames.dateOfBirth,
      gender: groupFareNames.gender,
      nationality: groupFareNames.nationality,
      passportNumber: groupFareNames.passportNumber,
      passportExpiry: groupFareNames.passportExpiry,
    })
    .from(groupFareNames)
    .innerJoin(groupFareReservations, eq(groupFareReservations.requestId, groupFareNames.requestId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, groupFareReservations.requestId))
    .innerJoin(agencies, eq(agencies.id, groupFareReservations.agencyId))
    .leftJoin(flightOrders, eq(flightOrders.id, groupFareReservations.orderId))
    .leftJoin(
      flightOrderPassengers,
      and(
        eq(flightOrderPassengers.orderId, groupFareReservations.orderId),
        eq(flightOrderPassengers.paxIndex, groupFareNames.paxIndex),
      ),
    )
    .where(
      and(
        eq(groupFareNames.tenantId, tenantId),
        eq(groupFareNames.blockId, blockId),
        eq(groupFareNames.active, true),
        inArray(serviceRequests.status, ['Named', 'Completed']),
      ),
    )
    .orderBy(asc(serviceRequests.reference), asc(groupFareNames.paxIndex));
}

export type ManifestLine = Awaited<ReturnType<typeof listManifestNames>>[number];
