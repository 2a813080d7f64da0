import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { GroupFareKind } from '@portal/contracts';
import type { Db } from '../db/client';
import { groupFareAgencySeats, groupFareBlockAgencies, groupFareBlocks } from '../db/schema';

export type GroupFareBlockRow = typeof groupFareBlocks.$inferSelect;

/** The agency, as the blocks it may see are found: the tenant's own, Published, shown to all or chosen for it. */
export interface AgencyOfTenant {
  tenantId: string;
  agencyId: string;
}

function visibleTo(agency: AgencyOfTenant, status: 'Published' | 'PublishedOrClosed' = 'Published'): SQL {
  return and(
    eq(groupFareBlocks.tenantId, agency.tenantId),
    status === 'Published'
      ? eq(groupFareBlocks.status, 'Published')
      : inArray(groupFareBlocks.status, ['Published', 'Closed']),
    or(
      eq(groupFareBlocks.visibility, 'All'),
      sql`exists (select 1 from ${groupFareBlockAgencies} chosen where chosen.block_id = ${groupFareBlocks.id}
        and chosen.tenant_id = ${agency.tenantId} and chosen.agency_id = ${agency.agencyId})`,
    ),
  )!;
}

/** A published block the agency may buy from; null for a draft, a closed block, another tenant's or one not chosen. */
export async function findVisibleBlock(
  db: Db,
  agency: AgencyOfTenant,
  blockId: string,
  /** A closed block the agency saw published is still found, to say it is closed rather than unknown. */
  status: 'Published' | 'PublishedOrClosed' = 'Published',
): Promise<GroupFareBlockRow | null> {
  const [row] = await db
    .select()
    .from(groupFareBlocks)
    .where(and(visibleTo(agency, status), eq(groupFareBlocks.id, blockId)))
    .limit(1);
  return row ?? null;
}

/** A block of the tenant whatever its status: what a reservation made on it reads. */
export async function findTenantBlock(
  db: Db,
  tenantId: string,
  blockId: string,
): Promise<GroupFareBlockRow | null> {
  const [row] = await db
    .select()
    .from(groupFareBlocks)
    .where(and(eq(groupFareBlocks.tenantId, tenantId), eq(groupFareBlocks.id, blockId)))
    .limit(1);
  return row ?? null;
}

export async function blocksByIds(db: Db, tenantId: string, blockIds: string[]) {
  if (blockIds.length === 0) return new Map<string, GroupFareBlockRow>();
  const rows = await db
    .select()
    .from(groupFareBlocks)
    .where(and(eq(groupFareBlocks.tenantId, tenantId), inArray(groupFareBlocks.id, blockIds)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Published blocks of one kind the agency may see, open for reservations now, with at least `seats` seats left. */
export async function searchVisibleBlocks(
  db: Db,
  agency: AgencyOfTenant,
  filter: {
    kind: GroupFareKind;
    origin: string | null;
    destination: string | null;
    fromDate: string | null;
    toDate: string | null;
    seats: number;
    now: Date;
  },
): Promise<GroupFareBlockRow[]> {
  return db
    .select()
    .from(groupFareBlocks)
    .where(
      and(
        visibleTo(agency),
        eq(groupFareBlocks.kind, filter.kind),
        filter.origin ? eq(groupFareBlocks.origin, filter.origin) : undefined,
        filter.destination ? eq(groupFareBlocks.destination, filter.destination) : undefined,
        filter.fromDate ? gte(groupFareBlocks.departureDate, filter.fromDate) : undefined,
        filter.toDate ? lte(groupFareBlocks.departureDate, filter.toDate) : undefined,
        sql`${groupFareBlocks.nameDeadline} > ${filter.now.toISOString()}`,
        sql`${groupFareBlocks.totalSeats} - ${groupFareBlocks.seatsReserved} - ${groupFareBlocks.seatsSold} >= ${filter.seats}`,
      ),
    )
    .orderBy(asc(groupFareBlocks.departureDate), asc(groupFareBlocks.fareAdult))
    .limit(200);
}

/** Seats the agency holds or bought on each block (the cap counter); 0 when it has none. */
export async function agencySeatsOn(
  db: Db,
  agency: AgencyOfTenant,
  blockIds: string[],
): Promise<Map<string, number>> {
  if (blockIds.length === 0) return new Map();
  const rows = await db
    .select({ blockId: groupFareAgencySeats.blockId, seats: groupFareAgencySeats.seats })
    .from(groupFareAgencySeats)
    .where(
      and(
        eq(groupFareAgencySeats.tenantId, agency.tenantId),
        eq(groupFareAgencySeats.agencyId, agency.agencyId),
        inArray(groupFareAgencySeats.blockId, blockIds),
      ),
    );
  return new Map(rows.map((row) => [row.blockId, row.seats]));
}

/**
 * Raises the agency's counter by `seats` in one statement that refuses to pass the cap: a first reservation inserts
 * the row, a later one adds to it only while the sum stays within the cap. Concurrent callers queue on the row, and
 * each sees the sum the one before it left, so twenty at once cannot pass the cap together. False: cap reached.
 */
export async function takeAgencySeats(
  tx: Db,
  agency: AgencyOfTenant,
  options: { blockId: string; seats: number; cap: number },
): Promise<boolean> {
  if (options.seats > options.cap) return false;
  const rows = await tx
    .insert(groupFareAgencySeats)
    .values({
      blockId: options.blockId,
      tenantId: agency.tenantId,
      agencyId: agency.agencyId,
      seats: options.seats,
    })
    .onConflictDoUpdate({
      target: [groupFareAgencySeats.blockId, groupFareAgencySeats.agencyId],
      set: { seats: sql`${groupFareAgencySeats.seats} + ${options.seats}` },
      setWhere: sql`${groupFareAgencySeats.seats} + ${options.seats} <= ${options.cap}`,
    })
    .returning({ seats: groupFareAgencySeats.seats });
  return rows.length > 0;
}

/**
 * Holds `seats` of the block in one conditional update: only while it is Published, before its name deadline and
 * with that many seats left, so the last seat is taken once however many ask. Null: refused (the caller says why).
 */
export async function takeBlockSeats(
  tx: Db,
  options: { tenantId: string; blockId: string; seats: number; now: Date },
): Promise<GroupFareBlockRow | null> {
  const [row] = await tx
    .update(groupFareBlocks)
    .set({ seatsReserved: sql`${groupFareBlocks.seatsReserved} + ${options.seats}` })
    .where(
      and(
        eq(groupFareBlocks.tenantId, options.tenantId),
        eq(groupFareBlocks.id, options.blockId),
        eq(groupFareBlocks.status, 'Published'),
        sql`${groupFareBlocks.seatsReserved} + ${groupFareBlocks.seatsSold} + ${options.seats} <= ${groupFareBlocks.totalSeats}`,
        sql`${groupFareBlocks.nameDeadline} > ${options.now.toISOString()}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** A released reservation's seats back to the block and off the agency's counter. */
export async function giveSeatsBack(
  tx: Db,
  agency: AgencyOfTenant,
  options: { blockId: string; seats: number },
): Promise<void> {
  await tx
    .update(groupFareBlocks)
    .set({ seatsReserved: sql`${groupFareBlocks.seatsReserved} - ${options.seats}` })
    .where(and(eq(groupFareBlocks.tenantId, agency.tenantId), eq(groupFareBlocks.id, options.blockId)));
  await tx
    .update(groupFareAgencySeats)
    .set({ seats: sql`${groupFareAgencySeats.seats} - ${options.seats}` })
    .where(
      and(
        eq(groupFareAgencySeats.tenantId, agency.tenantId),
        eq(groupFareAgencySeats.agencyId, agency.agencyId),
        eq(groupFareAgencySeats.blockId, options.blockId),
      ),
    );
}

/** A ticketed reservation's seats move from reserved to sold (the agency's counter keeps them). */
export async function markSeatsSold(
  tx: Db,
  options: { tenantId: string; blockId: string; seats: number },
): Promise<void> {
  await tx
    .update(groupFareBlocks)
    .set({
      seatsReserved: sql`${groupFareBlocks.seatsReserved} - ${options.seats}`,
      seatsSold: sql`${groupFareBlocks.seatsSold} + ${options.seats}`,
    })
    .where(and(eq(groupFareBlocks.tenantId, options.tenantId), eq(groupFareBlocks.id, options.blockId)));
}
