import { and, asc, eq, exists, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidayDepartures, holidayPackageImages, holidayPackages, serviceRequests } from '../../db/schema';

/** Use cases pass the database or the transaction they opened. */
export type Executor = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'>;

export type PackageRow = typeof holidayPackages.$inferSelect;
export type DepartureRow = typeof holidayDepartures.$inferSelect;
export type ImageRow = typeof holidayPackageImages.$inferSelect;

/** A package with the departures a query asked for (earliest first). */
export interface PackageWithDepartures {
  pkg: PackageRow;
  departures: DepartureRow[];
}

/** Which departures count as open for sale: after `afterDay`, within the window, with at least `minSeats` left. */
export interface DepartureWindow {
  afterDay: string;
  from?: string | undefined;
  to?: string | undefined;
  minSeats: number;
}

function openDeparture(window: DepartureWindow): SQL {
  return and(
    gt(holidayDepartures.departsOn, window.afterDay),
    window.from ? gte(holidayDepartures.departsOn, window.from) : undefined,
    window.to ? lte(holidayDepartures.departsOn, window.to) : undefined,
    gte(holidayDepartures.seatsLeft, window.minSeats),
  )!;
}

function groupByPackage(rows: { pkg: PackageRow; departure: DepartureRow }[]): PackageWithDepartures[] {
  const byPackage = new Map<string, PackageWithDepartures>();
  for (const { pkg, departure } of rows) {
    const entry = byPackage.get(pkg.id) ?? { pkg, departures: [] };
    entry.departures.push(departure);
    byPackage.set(pkg.id, entry);
  }
  return [...byPackage.values()];
}

/**
 * The tenant's published packages having an open departure in the window, with those departures; visiting
 * `cityCode` when given (any of its cities, not only the main one).
 */
export async function listOpenPackages(
  db: Executor,
  tenantId: string,
  options: { cityCode?: string; window: DepartureWindow },
): Promise<PackageWithDepartures[]> {
  const rows = await db
    .select({ pkg: holidayPackages, departure: holidayDepartures })
    .from(holidayPackages)
    .innerJoin(
      holidayDepartures,
      and(
        eq(holidayDepartures.packageId, holidayPackages.id),
        eq(holidayDepartures.tenantId, holidayPackages.tenantId),
      ),
    )
    .where(
      and(
        eq(holidayPackages.tenantId, tenantId),
        eq(holidayPackages.status, 'Published'),
        options.cityCode ? sql`${options.cityCode} = any(${holidayPackages.cityCodes})` : undefined,
        openDeparture(options.window),
      ),
    )
    .orderBy(asc(holidayPackages.id), asc(holidayDepartures.departsOn));
  return groupByPackage(rows);
}

/** The cities of the tenant's published packages having an open departure in the window, a row a package. */
export async function listOpenPackageCities(
  db: Executor,
  tenantId: string,
  window: DepartureWindow,
): Promise<{ packageId: string; cityCodes: string[] }[]> {
  const open = db
    .select({ one: sql`1` })
    .from(holidayDepartures)
    .where(
      and(
        eq(holidayDepartures.packageId, holidayPackages.id),
        eq(holidayDepartures.tenantId, holidayPackages.tenantId),
        openDeparture(window),
      ),
    );
  return db
    .select({ packageId: holidayPackages.id, cityCodes: holidayPackages.cityCodes })
    .from(holidayPackages)
    .where(
      and(eq(holidayPackages.tenantId, tenantId), eq(holidayPackages.status, 'Published'), exists(open)),
    );
}

/** Every published package of the tenant (with or without open departures). */
export async function listPublishedPackages(db: Executor, tenantId: string): Promise<PackageRow[]> {
  return db
    .select()
    .from(holidayPackages)
    .where(and(eq(holidayPackages.tenantId, tenantId), eq(holidayPackages.status, 'Published')));
}

/** One package of the tenant in any status; another tenant's is not found. */
export async function findPackage(
  db: Executor,
  tenantId: string,
  packageId: string,
): Promise<PackageRow | null> {
  const [row] = await db
    .select()
    .from(holidayPackages)
    .where(and(eq(holidayPackages.tenantId, tenantId), eq(holidayPackages.id, packageId)));
  return row ?? null;
}

/** Departures of the tenant's packages, earliest first; only those after `afterDay` when given. */
export async function listDepartures(
  db: Executor,
  tenantId: string,
  packageIds: string[],
  afterDay?: string,
): Promise<DepartureRow[]> {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(holidayDepartures)
    .where(
      and(
        eq(holidayDepartures.tenantId, tenantId),
        inArray(holidayDepartures.packageId, packageIds),
        afterDay ? gt(holidayDepartures.departsOn, afterDay) : undefined,
      ),
    )
    .orderBy(asc(holidayDepartures.departsOn));
}

/** Gallery images of the tenant's packages in gallery order. */
export async function listImages(db: Executor, tenantId: string, packageIds: string[]): Promise<ImageRow[]> {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(holidayPackageImages)
    .where(
      and(eq(holidayPackageImages.tenantId, tenantId), inArray(holidayPackageImages.packageId, packageIds)),
    )
    .orderBy(asc(holidayPackageImages.position), asc(holidayPackageImages.createdAt));
}

/** One gallery image of the tenant; another tenant's is not found. */
export async function findImage(db: Executor, tenantId: string, imageId: string): Promise<ImageRow | null> {
  const [row] = await db
    .select()
    .from(holidayPackageImages)
    .where(and(eq(holidayPackageImages.tenantId, tenantId), eq(holidayPackageImages.id, imageId)));
  return row ?? null;
}

/**
 * Popularity from the tenant's holiday requests, by main destination city or by package: every enquiry scores
 * `enquiry`, a confirmed one (Completed) `booking` instead. Keys without any request are absent (0).
 */
export async function holidayPopularity(
  db: Executor,
  tenantId: string,
  options: { by: 'cityCode' | 'packageId'; enquiry: number; booking: number },
): Promise<Map<string, number>> {
  // The key is one of two fixed names, written into the statement so SELECT and GROUP BY read the same expression.
  const key = sql<string>`${serviceRequests.details} -> 'holiday' ->> ${sql.raw(`'${options.by}'`)}`;
  const score = sql<string>`sum(case when ${serviceRequests.status} = 'Completed' then ${options.booking}::int else ${options.enquiry}::int end)`;
  const rows = await db
    .select({ key, score })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.tenantId, tenantId), eq(serviceRequests.kind, 'Holiday')))
    .groupBy(key);
  return new Map(rows.filter((row) => row.key !== null).map((row) => [row.key, Number(row.score)]));
}
