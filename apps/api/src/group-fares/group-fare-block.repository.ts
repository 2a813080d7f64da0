import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GroupFareBlockStatus, GroupFareBlockTab, GroupFareKind } from '@portal/contracts';
import type { Db } from '../db/client';
import {
  agencies,
  groupFareBlockAgencies,
  groupFareBlocks,
  groupFareReservations,
  serviceRequests,
} from '../db/schema';

export type GroupFareBlockRow = typeof groupFareBlocks.$inferSelect;
export type NewGroupFareBlockRow = typeof groupFareBlocks.$inferInsert;

/** What the operators may change on a block after it is made (its flights, kind and code stay). */
export type GroupFareBlockTerms = Pick<
  NewGroupFareBlockRow,
  | 'title'
  | 'fareAdult'
  | 'fareChild'
  | 'fareInfant'
  | 'baggage'
  | 'fareRules'
  | 'totalSeats'
  | 'perAgencyCap'
  | 'depositPerSeat'
  | 'depositRule'
  | 'holdMinutes'
  | 'nameDeadline'
  | 'balanceDeadline'
  | 'ticketingDeadline'
  | 'visibility'
>;

const tabStatus: Record<Exclude<GroupFareBlockTab, 'all'>, GroupFareBlockStatus> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
};

/** Escapes LIKE's wildcards, so a search for "a_b" matches those characters and nothing else. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A new block; null when the tenant already has a block with its code (the unique constraint decides a race). */
export async function insertBlock(db: Db, row: NewGroupFareBlockRow): Promise<GroupFareBlockRow | null> {
  const [inserted] = await db
    .insert(groupFareBlocks)
    .values(row)
    .onConflictDoNothing({ target: [groupFareBlocks.tenantId, groupFareBlocks.code] })
    .returning();
  return inserted ?? null;
}

export async function findTenantBlock(
  db: Db,
  tenantId: string,
  blockId: string,
): Promise<GroupFareBlockRow | undefined> {
  const [row] = await db
    .select()
    .from(groupFareBlocks)
    .where(and(eq(groupFareBlocks.tenantId, tenantId), eq(groupFareBlocks.id, blockId)));
  return row;
}

export async function findTenantBlockByCode(
  db: Db,
  tenantId: string,
  code: string,
): Promise<GroupFareBlockRow | undefined> {
  const [row] = await db
    .select()
    .from(groupFareBlocks)
    .where(and(eq(groupFareBlocks.tenantId, tenantId), eq(groupFareBlocks.code, code)));
  return row;
}

/** The block under a row lock, for changes that depend on its seat counts or status. */
export async function lockTenantBlock(
  db: Db,
  tenantId: string,
  blockId: string,
): Promise<GroupFareBlockRow | undefined> {
  const [row] = await db
    .select()
    .from(groupFareBlocks)
    .where(and(eq(groupFareBlocks.tenantId, tenantId), eq(groupFareBlocks.id, blockId)))
    .for('update');
  return row;
}

/**
 * The operators' terms written; the seats only while reserved + sold still fit (the check constraint holds it too).
 * Undefined when the block is not the tenant's or its taken seats no longer fit.
 */
export async function updateBlockTerms(
  db: Db,
  tenantId: string,
  blockId: string,
  input: { terms: GroupFareBlockTerms; now: Date },
): Promise<GroupFareBlockRow | undefined> {
  const [row] = await db
    .update(groupFareBlocks)
    .set({ ...input.terms, updatedAt: input.now })
    .where(
      and(
        eq(groupFareBlocks.tenantId, tenantId),
        eq(groupFareBlocks.id, blockId),
        sql`${groupFareBlocks.seatsReserved} + ${groupFareBlocks.seatsSold} <= ${input.terms.totalSeats}`,
      ),
    )
    .returning();
  return row;
}

/** Moves a block's status only from one of `from`: two operators pressing at once end with one move. */
export async function setBlockStatus(
  db: Db,
  tenantId: string,
  blockId: string,
  input: { from: readonly GroupFareBlockStatus[]; to: GroupFareBlockStatus; now: Date },
): Promise<GroupFareBlockRow | undefined> {
  const [row] = await db
    .update(groupFareBlocks)
    .set({
      status: input.to,
      updatedAt: input.now,
      ...(input.to === 'Published' ? { publishedAt: input.now, closedAt: null } : {}),
      ...(input.to === 'Closed' ? { closedAt: input.now } : {}),
    })
    .where(
      and(
        eq(groupFareBlocks.tenantId, tenantId),
        eq(groupFareBlocks.id, blockId),
        inArray(groupFareBlocks.status, [...input.from]),
      ),
    )
    .returning();
  return row;
}

/** Replaces the agencies a Chosen block is shown to (none for a block shown to all). */
export async function setBlockAgencies(
  db: Db,
  tenantId: string,
  blockId: string,
  agencyIds: readonly string[],
): Promise<void> {
  await db
    .delete(groupFareBlockAgencies)
    .where(and(eq(groupFareBlockAgencies.tenantId, tenantId), eq(groupFareBlockAgencies.blockId, blockId)));
  if (agencyIds.length === 0) return;
  await db
    .insert(groupFareBlockAgencies)
    .values([...new Set(agencyIds)].map((agencyId) => ({ blockId, tenantId, agencyId })));
}

/** The chosen agencies of blocks, by block, with their names. */
export async function agenciesOfBlocks(
  db: Db,
  tenantId: string,
  blockIds: readonly string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const byBlock = new Map<string, { id: string; name: string }[]>();
  if (blockIds.length === 0) return byBlock;
  const rows = await db
    .select({ blockId: groupFareBlockAgencies.blockId, id: agencies.id, name: agencies.name })
    .from(groupFareBlockAgencies)
    .innerJoin(agencies, eq(agencies.id, groupFareBlockAgencies.agencyId))
    .where(
      and(
        eq(groupFareBlockAgencies.tenantId, tenantId),
        inArray(groupFareBlockAgencies.blockId, [...blockIds]),
      ),
    )
    .orderBy(asc(agencies.name));
  for (const row of rows) {
    const list = byBlock.get(row.blockId) ?? [];
    list.push({ id: row.id, name: row.name });
    byBlock.set(row.blockId, list);
  }
  return byBlock;
}

/** The chosen agencies of one block. */
export async function agenciesOfBlock(
  db: Db,
  tenantId: string,
  blockId: string,
): Promise<{ id: string; name: string }[]> {
  return (await agenciesOfBlocks(db, tenantId, [blockId])).get(blockId) ?? [];
}

/** Of `agencyIds`, the ones that are the tenant's active agencies (a block may be shown to these only). */
export async function activeTenantAgencyIds(
  db: Db,
  tenantId: string,
  agencyIds: readonly string[],
): Promise<Set<string>> {
  if (agencyIds.length === 0) return new Set();
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      and(
        eq(agencies.tenantId, tenantId),
        eq(agencies.status, 'active'),
        inArray(agencies.id, [...agencyIds]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The tenant's active agencies, by name, for the visibility picker. */
export async function listActiveTenantAgencies(db: Db, tenantId: string) {
  return db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.status, 'active')))
    .orderBy(asc(agencies.name));
}

function blockFilter(
  tenantId: string,
  filter: { kind?: GroupFareKind | undefined; search?: string | undefined },
) {
  const search: SQL | undefined = filter.search
    ? or(
        ilike(groupFareBlocks.code, containsPattern(filter.search)),
        ilike(groupFareBlocks.title, containsPattern(filter.search)),
        ilike(groupFareBlocks.route, containsPattern(filter.search)),
      )
    : undefined;
  return and(
    eq(groupFareBlocks.tenantId, tenantId),
    filter.kind ? eq(groupFareBlocks.kind, filter.kind) : undefined,
    search,
  );
}

/** A page of the tenant's blocks in a tab (soonest departure first), the total in the tab, and every tab's count. */
export async function listTenantBlocks(
  db: Db,
  tenantId: string,
  filter: {
    tab: GroupFareBlockTab;
    kind?: GroupFareKind | undefined;
    search?: string | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: GroupFareBlockRow[]; total: number; counts: Record<GroupFareBlockTab, number> }> {
  const base = blockFilter(tenantId, filter);
  const where = filter.tab === 'all' ? base : and(base, eq(groupFareBlocks.status, tabStatus[filter.tab]));
  const rows = await db
    .select()
    .from(groupFareBlocks)
    .where(where)
    .orderBy(asc(groupFareBlocks.firstDepartureAt), desc(groupFareBlocks.createdAt), asc(groupFareBlocks.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const byStatus = await db
    .select({ status: groupFareBlocks.status, total: count() })
    .from(groupFareBlocks)
    .where(base)
    .groupBy(groupFareBlocks.status);
  const counts: Record<GroupFareBlockTab, number> = { all: 0, draft: 0, published: 0, closed: 0 };
  for (const row of byStatus) {
    counts.all += row.total;
    if (row.status === 'Draft') counts.draft = row.total;
    if (row.status === 'Published') counts.published = row.total;
    if (row.status === 'Closed') counts.closed = row.total;
  }
  return { rows, total: counts[filter.tab], counts };
}

/**
 * Names missing per block: the seats of its open reservations (Reserved or DepositPaid) whose names are not in yet.
 * A Named reservation has every name, and a Completed or Released one needs none.
 */
export async function namesMissingOfBlocks(
  db: Db,
  tenantId: string,
  blockIds: readonly string[],
): Promise<Map<string, number>> {
  const missing = new Map<string, number>();
  if (blockIds.length === 0) return missing;
  const rows = await db
    .select({
      blockId: groupFareReservations.blockId,
      seats: sql<number>`coalesce(sum(${groupFareReservations.seats}), 0)::int`,
    })
    .from(groupFareReservations)
    .innerJoin(serviceRequests, eq(serviceRequests.id, groupFareReservations.requestId))
    .where(
      and(
        eq(groupFareReservations.tenantId, tenantId),
        inArray(groupFareReservations.blockId, [...blockIds]),
        inArray(serviceRequests.status, ['Reserved', 'DepositPaid']),
      ),
    )
    .groupBy(groupFareReservations.blockId);
  for (const row of rows) missing.set(row.blockId, Number(row.seats));
  return missing;
}
