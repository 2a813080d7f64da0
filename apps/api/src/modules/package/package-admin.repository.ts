import { and, count, desc, eq, ilike, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { HolidayPackageStatus } from '@portal/contracts';
import { holidayDepartures, holidayPackageImages, holidayPackages, serviceRequests } from '../../db/schema';
import type { DepartureRow, Executor, ImageRow, PackageRow } from './catalogue.repository';

export type NewPackage = typeof holidayPackages.$inferInsert;
export type NewDeparture = typeof holidayDepartures.$inferInsert;
export type NewImage = typeof holidayPackageImages.$inferInsert;

/** The package fields an operator writes (everything but identity, status and timestamps). */
export type PackageFields = Omit<
  NewPackage,
  'id' | 'tenantId' | 'status' | 'createdBy' | 'createdAt' | 'updatedAt' | 'publishedAt'
>;

const codeConstraint = 'holiday_packages_code_unique';

/** The unique code's refusal, however the driver wraps it: another package took the code meanwhile. */
export function isPackageCodeTaken(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === codeConstraint) return true;
  }
  return false;
}

/** Escapes LIKE's wildcards so a search for "50%" finds the text, not everything. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    ilike(holidayPackages.code, likeText(search)),
    ilike(holidayPackages.title, likeText(search)),
    sql`${search.toUpperCase()} = any(${holidayPackages.cityCodes})`,
  );
}

/**
 * The operators' list: a page of the tenant's packages (of a status when given, matching the search), the latest
 * edited first, and the count of each status over the search.
 */
export async function operatorPackagePage(
  db: Executor,
  tenantId: string,
  query: {
    status?: HolidayPackageStatus | undefined;
    search?: string | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: PackageRow[]; total: number; counts: Record<HolidayPackageStatus, number> }> {
  const matching = and(eq(holidayPackages.tenantId, tenantId), searchCondition(query.search));
  const listed = and(matching, query.status ? eq(holidayPackages.status, query.status) : undefined);
  const [rows, byStatus] = await Promise.all([
    db
      .select()
      .from(holidayPackages)
      .where(listed)
      .orderBy(desc(holidayPackages.updatedAt), desc(holidayPackages.id))
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ status: holidayPackages.status, count: count() })
      .from(holidayPackages)
      .where(matching)
      .groupBy(holidayPackages.status),
  ]);
  const counts: Record<HolidayPackageStatus, number> = { Draft: 0, Published: 0, Unpublished: 0 };
  for (const row of byStatus) counts[row.status] = row.count;
  const total = query.status ? counts[query.status] : counts.Draft + counts.Published + counts.Unpublished;
  return { rows, total, counts };
}

/** Whether another package of the tenant has this code. */
export async function isCodeUsed(
  db: Executor,
  tenantId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: holidayPackages.id })
    .from(holidayPackages)
    .where(
      and(
        eq(holidayPackages.tenantId, tenantId),
        eq(holidayPackages.code, code),
        exceptId ? ne(holidayPackages.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Locks a package of the tenant until the transaction ends, so two edits of it run one after another. */
export async function lockPackage(
  tx: Executor,
  tenantId: string,
  packageId: string,
): Promise<PackageRow | null> {
  const [row] = await tx
    .select()
    .from(holidayPackages)
    .where(and(eq(holidayPackages.tenantId, tenantId), eq(holidayPackages.id, packageId)))
    .for('update');
  return row ?? null;
}

export async function insertPackage(tx: Executor, values: NewPackage): Promise<PackageRow> {
  const [row] = await tx.insert(holidayPackages).values(values).returning();
  if (!row) throw new Error('the package was not stored');
  return row;
}

export async function updatePackage(
  tx: Executor,
  tenantId: string,
  packageId: string,
  values: Partial<PackageFields> & {
    updatedAt: Date;
    status?: HolidayPackageStatus;
    publishedAt?: Date | null;
  },
): Promise<PackageRow> {
  const [row] = await tx
    .update(holidayPackages)
    .set(values)
    .where(and(eq(holidayPackages.tenantId, tenantId), eq(holidayPackages.id, packageId)))
    .returning();
  if (!row) throw new Error(`package ${packageId} vanished while locked`);
  return row;
}

/** Many packages at once (the seeded catalogue); their ids are given. */
export async function insertPackages(tx: Executor, values: (NewPackage & { id: string })[]): Promise<void> {
  if (values.length > 0) await tx.insert(holidayPackages).values(values);
}

export async function insertDepartures(tx: Executor, values: NewDeparture[]): Promise<void> {
  if (values.length > 0) await tx.insert(holidayDepartures).values(values);
}

/**
 * Rewrites a kept departure: its date, prices and seats. The seats left move with the total, in the same statement
 * and only while the new total still holds every seat taken (a booking may take seats between the check and the
 * write), so null means the departure now has more seats taken than the new total.
 */
export async function rewriteDeparture(
  tx: Executor,
  tenantId: string,
  departure: Pick<
    DepartureRow,
    | 'id'
    | 'packageId'
    | 'departsOn'
    | 'returnsOn'
    | 'seatsTotal'
    | 'adultPrice'
    | 'childPrice'
    | 'infantPrice'
  >,
): Promise<DepartureRow | null> {
  const [row] = await tx
    .update(holidayDepartures)
    .set({
      departsOn: departure.departsOn,
      returnsOn: departure.returnsOn,
      adultPrice: departure.adultPrice,
      childPrice: departure.childPrice,
      infantPrice: departure.infantPrice,
      seatsLeft: sql`${holidayDepartures.seatsLeft} + (${departure.seatsTotal}::int - ${holidayDepartures.seatsTotal})`,
      seatsTotal: departure.seatsTotal,
    })
    .where(
      and(
        eq(holidayDepartures.tenantId, tenantId),
        eq(holidayDepartures.packageId, departure.packageId),
        eq(holidayDepartures.id, departure.id),
        sql`${holidayDepartures.seatsTotal} - ${holidayDepartures.seatsLeft} <= ${departure.seatsTotal}::int`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Removes departures of a package while none of their seats is taken; answers how many went. */
export async function deleteFreeDepartures(
  tx: Executor,
  tenantId: string,
  packageId: string,
  departureIds: string[],
): Promise<number> {
  if (departureIds.length === 0) return 0;
  const removed = await tx
    .delete(holidayDepartures)
    .where(
      and(
        eq(holidayDepartures.tenantId, tenantId),
        eq(holidayDepartures.packageId, packageId),
        inArray(holidayDepartures.id, departureIds),
        eq(holidayDepartures.seatsLeft, holidayDepartures.seatsTotal),
      ),
    )
    .returning({ id: holidayDepartures.id });
  return removed.length;
}

/** Which of these departures a holiday request of the tenant names (an enquiry or a booking keeps them). */
export async function departuresNamedByRequests(
  db: Executor,
  tenantId: string,
  departureIds: string[],
): Promise<Set<string>> {
  if (departureIds.length === 0) return new Set();
  const named = sql<string>`${serviceRequests.details} -> 'holiday' ->> 'departureId'`;
  const rows = await db
    .selectDistinct({ departureId: named })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.tenantId, tenantId),
        eq(serviceRequests.kind, 'Holiday'),
        inArray(named, departureIds),
      ),
    );
  return new Set(rows.map((row) => row.departureId));
}

export async function insertImage(tx: Executor, values: NewImage): Promise<ImageRow> {
  const [row] = await tx.insert(holidayPackageImages).values(values).returning();
  if (!row) throw new Error('the image was not stored');
  return row;
}

export async function insertImages(tx: Executor, values: NewImage[]): Promise<void> {
  if (values.length > 0) await tx.insert(holidayPackageImages).values(values);
}

/** The next free gallery position of a package (after the last). */
export async function nextImagePosition(tx: Executor, tenantId: string, packageId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(holidayPackageImages.position) })
    .from(holidayPackageImages)
    .where(and(eq(holidayPackageImages.tenantId, tenantId), eq(holidayPackageImages.packageId, packageId)));
  return (row?.last ?? 0) + 1;
}

export async function deleteImage(
  tx: Executor,
  tenantId: string,
  packageId: string,
  imageId: string,
): Promise<ImageRow | null> {
  const [row] = await tx
    .delete(holidayPackageImages)
    .where(
      and(
        eq(holidayPackageImages.tenantId, tenantId),
        eq(holidayPackageImages.packageId, packageId),
        eq(holidayPackageImages.id, imageId),
      ),
    )
    .returning();
  return row ?? null;
}
