import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  GroupFareLimit,
  GroupFareReservationTabs,
  GroupFareReservationTabStatuses,
  type GroupFareKind,
  type GroupFareReservationTab,
  type RequestStatus,
} from '@portal/contracts';
import type { Db } from '../db/client';
import {
  agencies,
  flightOrders,
  groupFareBlocks,
  groupFareNames,
  groupFareReservations,
  orderDues,
  serviceRequests,
  tenants,
  users,
} from '../db/schema';
import { madeInScope, type AgencyScope } from '../lib/agency-scope';

export type GroupFareReservationRow = typeof groupFareReservations.$inferSelect;
export type GroupFareNameRow = typeof groupFareNames.$inferSelect;
export type NewGroupFareName = Omit<
  typeof groupFareNames.$inferInsert,
  'id' | 'requestId' | 'blockId' | 'tenantId'
>;

/** Statuses in which a reservation still holds its seats. */
export const liveReservationStatuses: RequestStatus[] = ['Reserved', 'DepositPaid', 'Named'];

export async function insertReservation(
  tx: Db,
  values: typeof groupFareReservations.$inferInsert,
): Promise<GroupFareReservationRow> {
  const [row] = await tx.insert(groupFareReservations).values(values).returning();
  if (!row) throw new Error('group fare reservation was not stored');
  return row;
}

export async function findReservation(
  db: Db,
  tenantId: string,
  requestId: string,
): Promise<GroupFareReservationRow | null> {
  const [row] = await db
    .select()
    .from(groupFareReservations)
    .where(and(eq(groupFareReservations.tenantId, tenantId), eq(groupFareReservations.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/** The reservation row locked with its request (the caller locked the request first: always that order). */
export async function lockReservation(
  tx: Db,
  tenantId: string,
  requestId: string,
): Promise<GroupFareReservationRow | null> {
  const [row] = await tx
    .select()
    .from(groupFareReservations)
    .where(and(eq(groupFareReservations.tenantId, tenantId), eq(groupFareReservations.requestId, requestId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateReservation(
  tx: Db,
  reservation: GroupFareReservationRow,
  change: Partial<
    Pick<
      GroupFareReservationRow,
      | 'depositTransactionId'
      | 'orderId'
      | 'releaseReason'
      | 'keptAmount'
      | 'refundedAmount'
      | 'releaseTransactionId'
      | 'warningsSent'
      | 'updatedAt'
    >
  >,
): Promise<GroupFareReservationRow> {
  const [row] = await tx
    .update(groupFareReservations)
    .set(change)
    .where(
      and(
        eq(groupFareReservations.tenantId, reservation.tenantId),
        eq(groupFareReservations.requestId, reservation.requestId),
      ),
    )
    .returning();
  if (!row) throw new Error('group fare reservation vanished under its lock');
  return row;
}

export async function namesOf(db: Db, tenantId: string, requestId: string): Promise<GroupFareNameRow[]> {
  return db
    .select()
    .from(groupFareNames)
    .where(and(eq(groupFareNames.tenantId, tenantId), eq(groupFareNames.requestId, requestId)))
    .orderBy(asc(groupFareNames.paxIndex));
}

/** The database's refusal of a passport already on another live reservation of the block, however wrapped. */
function isPassportTaken(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'group_fare_names_passport_unique') return true;
  }
  return false;
}

/**
 * The stored list replaced by a new one, whole. False when another reservation named one of its passports in the
 * meantime (the unique index decides that race); the caller refuses and its transaction keeps nothing.
 */
export async function replaceNames(
  tx: Db,
  reservation: GroupFareReservationRow,
  names: NewGroupFareName[],
): Promise<boolean> {
  await tx
    .delete(groupFareNames)
    .where(
      and(
        eq(groupFareNames.tenantId, reservation.tenantId),
        eq(groupFareNames.requestId, reservation.requestId),
      ),
    );
  if (names.length === 0) return true;
  try {
    await tx.insert(groupFareNames).values(
      names.map((name) => ({
        ...name,
        requestId: reservation.requestId,
        blockId: reservation.blockId,
        tenantId: reservation.tenantId,
      })),
    );
    return true;
  } catch (error) {
    if (isPassportTaken(error)) return false;
    throw error;
  }
}

/** A released reservation's passengers stop holding their passports on the block. */
export async function deactivateNames(tx: Db, reservation: GroupFareReservationRow): Promise<void> {
  await tx
    .update(groupFareNames)
    .set({ active: false })
    .where(
      and(
        eq(groupFareNames.tenantId, reservation.tenantId),
        eq(groupFareNames.requestId, reservation.requestId),
      ),
    );
}

/** Which of these passports (upper case) another live reservation of the block already names. */
export async function passportsNamedElsewhere(
  db: Db,
  reservation: GroupFareReservationRow,
  passports: string[],
): Promise<Set<string>> {
  if (passports.length === 0) return new Set();
  const rows = await db
    .select({ passport: sql<string>`upper(${groupFareNames.passportNumber})` })
    .from(groupFareNames)
    .where(
      and(
        eq(groupFareNames.tenantId, reservation.tenantId),
        eq(groupFareNames.blockId, reservation.blockId),
        eq(groupFareNames.active, true),
        ne(groupFareNames.requestId, reservation.requestId),
        inArray(
          sql`upper(${groupFareNames.passportNumber})`,
          passports.map((passport) => passport.toUpperCase()),
        ),
      ),
    );
  return new Set(rows.map((row) => row.passport));
}

/** Named passengers per reservation, for the queue's "names entered". */
export async function nameCounts(
  db: Db,
  tenantId: string,
  requestIds: string[],
): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: groupFareNames.requestId, count: sql<number>`count(*)::int` })
    .from(groupFareNames)
    .where(and(eq(groupFareNames.tenantId, tenantId), inArray(groupFareNames.requestId, requestIds)))
    .groupBy(groupFareNames.requestId);
  return new Map(rows.map((row) => [row.requestId, Number(row.count)]));
}

/** The dues of these reservations (keyed by the GF reference, which is the due's order reference). */
export async function duesOf(db: Db, tenantId: string, references: string[]) {
  if (references.length === 0) return new Map<string, typeof orderDues.$inferSelect>();
  const rows = await db
    .select()
    .from(orderDues)
    .where(and(eq(orderDues.tenantId, tenantId), inArray(orderDues.orderReference, references)));
  return new Map(rows.map((row) => [row.orderReference, row]));
}

export async function agencyNameAndMaker(db: Db, agencyId: string, userId: string) {
  const [agency] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  const [maker] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { agencyName: agency?.name ?? '', makerEmail: maker?.email ?? null };
}

export interface ReservationQueueRow {
  request: typeof serviceRequests.$inferSelect;
  reservation: GroupFareReservationRow;
  agencyName: string;
}

/** The agency's reservations (its branch's at a branch), by tab, kind and search, newest first, with tab counts. */
export async function reservationQueue(
  db: Db,
  scope: AgencyScope,
  query: {
    tab: GroupFareReservationTab;
    kind?: GroupFareKind;
    /** The kinds the user may buy: another kind's reservations are not listed to them. */
    kinds: readonly GroupFareKind[];
    search?: string;
    page: number;
  },
): Promise<{ rows: ReservationQueueRow[]; total: number; counts: Record<GroupFareReservationTab, number> }> {
  const search = query.search?.trim();
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const base: (SQL | undefined)[] = [
    eq(groupFareReservations.tenantId, scope.tenantId),
    eq(groupFareReservations.agencyId, scope.agencyId),
    madeInScope(groupFareReservations.createdBy, scope),
    query.kind ? eq(groupFareBlocks.kind, query.kind) : undefined,
    inArray(groupFareBlocks.kind, [...query.kinds]),
    pattern
      ? or(
          ilike(serviceRequests.reference, pattern),
          ilike(groupFareBlocks.title, pattern),
          ilike(groupFareBlocks.route, pattern),
        )
      : undefined,
  ];
  const from = () =>
    db
      .select({ status: serviceRequests.status, count: sql<number>`count(*)::int` })
      .from(groupFareReservations)
      .innerJoin(serviceRequests, eq(serviceRequests.id, groupFareReservations.requestId))
      .innerJoin(
        groupFareBlocks,
        and(
          eq(groupFareBlocks.id, groupFareReservations.blockId),
          eq(groupFareBlocks.tenantId, groupFareReservations.tenantId),
        ),
      );
  const byStatus = await from()
    .where(and(...base))
    .groupBy(serviceRequests.status);
  const perStatus = new Map(byStatus.map((row) => [row.status, Number(row.count)]));
  const counts = Object.fromEntries(
    GroupFareReservationTabs.map((tab) => [
      tab,
      tab === 'all'
        ? [...perStatus.values()].reduce((sum, count) => sum + count, 0)
        : GroupFareReservationTabStatuses[tab].reduce((sum, status) => sum + (perStatus.get(status) ?? 0), 0),
    ]),
  ) as Record<GroupFareReservationTab, number>;
  const statuses = query.tab === 'all' ? null : [...GroupFareReservationTabStatuses[query.tab]];
  const rows = await db
    .select({ request: serviceRequests, reservation: groupFareReservations, agencyName: agencies.name })
    .from(groupFareReservations)
    .innerJoin(serviceRequests, eq(serviceRequests.id, groupFareReservations.requestId))
    .innerJoin(
      groupFareBlocks,
      and(
        eq(groupFareBlocks.id, groupFareReservations.blockId),
        eq(groupFareBlocks.tenantId, groupFareReservations.tenantId),
      ),
    )
    .innerJoin(agencies, eq(agencies.id, groupFareReservations.agencyId))
    .where(and(...base, statuses ? inArray(serviceRequests.status, statuses) : undefined))
    .orderBy(desc(groupFareReservations.createdAt), desc(serviceRequests.reference))
    .limit(GroupFareLimit.pageSize)
    .offset((query.page - 1) * GroupFareLimit.pageSize);
  return { rows, total: counts[query.tab], counts };
}

/**
 * Live reservations that have something due now: a hold or a deadline passed, or a warning to send. The caller
 * decides what under each one's lock; this only keeps the sweep from reading every live reservation each time.
 */
export async function reservationsWithWorkDue(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ tenantId: string; agencyId: string; reference: string }[]> {
  const at = now.toISOString();
  const warnBy = new Date(now.getTime() + GroupFareLimit.warnHoursBefore * 3_600_000).toISOString();
  const status = serviceRequests.status;
  const warned = (name: string) => sql`${name} = any(${groupFareReservations.warningsSent})`;
  const dueOpen = sql`exists (select 1 from ${orderDues} open_due where open_due.tenant_id = ${groupFareReservations.tenantId}
    and open_due.order_reference = ${serviceRequests.reference} and open_due.status = 'open')`;
  const paidOrNamed = inArray(status, ['DepositPaid', 'Named']);
  return db
    .select({
      tenantId: groupFareReservations.tenantId,
      agencyId: groupFareReservations.agencyId,
      reference: serviceRequests.reference,
    })
    .from(groupFareReservations)
    .innerJoin(serviceRequests, eq(serviceRequests.id, groupFareReservations.requestId))
    .innerJoin(
      groupFareBlocks,
      and(
        eq(groupFareBlocks.id, groupFareReservations.blockId),
        eq(groupFareBlocks.tenantId, groupFareReservations.tenantId),
      ),
    )
    .where(
      or(
        and(
          eq(status, 'Reserved'),
          or(
            sql`${groupFareReservations.holdExpiresAt} <= ${at}`,
            sql`${groupFareBlocks.nameDeadline} <= ${at}`,
          ),
        ),
        and(
          eq(status, 'DepositPaid'),
          or(
            sql`${groupFareBlocks.nameDeadline} <= ${at}`,
            and(sql`${groupFareBlocks.nameDeadline} <= ${warnBy}`, sql`not ${warned('Names')}`),
          ),
        ),
        and(
          paidOrNamed,
          dueOpen,
          or(
            sql`${groupFareBlocks.balanceDeadline} <= ${at}`,
            and(sql`${groupFareBlocks.balanceDeadline} <= ${warnBy}`, sql`not ${warned('Balance')}`),
          ),
        ),
        // Named and paid in full, yet not ticketed (the due was settled elsewhere): ticketing is due.
        and(eq(status, 'Named'), sql`not ${dueOpen}`, sql`${groupFareBlocks.ticketingDeadline} > ${at}`),
        and(
          paidOrNamed,
          or(
            sql`${groupFareBlocks.ticketingDeadline} <= ${at}`,
            and(sql`${groupFareBlocks.ticketingDeadline} <= ${warnBy}`, sql`not ${warned('Ticketing')}`),
          ),
        ),
      ),
    )
    .orderBy(asc(groupFareReservations.createdAt))
    .limit(limit);
}

/** The tenant's code (order references start with it) and the agency's contact, for the order a ticketing makes. */
export async function orderPartiesOf(db: Db, tenantId: string, agencyId: string) {
  const [tenant] = await db
    .select({ code: sql<string>`${tenants.config}->'company'->>'code'` })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const [agency] = await db
    .select({ email: agencies.email, phone: agencies.phone })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)));
  if (!tenant?.code || !agency) throw new Error(`tenant ${tenantId} or agency ${agencyId} not found`);
  return { tenantCode: tenant.code, contact: { email: agency.email ?? '', phone: agency.phone ?? '' } };
}

/** The status of the due under a GF reference ('open' or 'settled'), null when the reservation has none. */
export async function findOrderDueStatus(
  db: Db,
  tenantId: string,
  reference: string,
): Promise<string | null> {
  const [row] = await db
    .select({ status: orderDues.status })
    .from(orderDues)
    .where(and(eq(orderDues.tenantId, tenantId), eq(orderDues.orderReference, reference)))
    .limit(1);
  return row?.status ?? null;
}

/** Order references by id (the orders ticketed reservations became). */
export async function findOrderRefs(
  db: Db,
  tenantId: string,
  orderIds: string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: flightOrders.id, reference: flightOrders.reference })
    .from(flightOrders)
    .where(and(eq(flightOrders.tenantId, tenantId), inArray(flightOrders.id, orderIds)));
  return new Map(rows.map((row) => [row.id, row.reference]));
}
