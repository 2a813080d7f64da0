import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RequestStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  agencies,
  holidayDepartures,
  holidayPackageImages,
  holidayPackages,
  serviceRequests,
} from '../../db/schema';
import { madeInScope } from '../../lib/agency-scope';
import type { RequestScope, ServiceRequestRow } from '../../requests/service-request.repository';

/**
 * The enquiry side's reads of the catalogue (a package and its departure as an enquiry names them) and its queue.
 * Every read is within the caller's tenant, and an agency's within its agency: another's is never found.
 */
export type HolidayPackageRow = typeof holidayPackages.$inferSelect;
export type HolidayDepartureRow = typeof holidayDepartures.$inferSelect;

/** A package of the tenant, whatever its status (a request keeps naming a package unpublished since). */
export async function findTenantPackage(
  db: Db,
  tenantId: string,
  packageId: string,
): Promise<HolidayPackageRow | null> {
  const [row] = await db
    .select()
    .from(holidayPackages)
    .where(and(eq(holidayPackages.tenantId, tenantId), eq(holidayPackages.id, packageId)))
    .limit(1);
  return row ?? null;
}

/**
 * A package of the tenant, held FOR SHARE until the transaction ends: an enquiry takes it so an edit of the package
 * (which holds it FOR UPDATE while it checks which departures enquiries name and then removes or moves free ones)
 * runs wholly before or wholly after it, and an enquiry never names a departure the edit removed.
 */
export async function sharePackage(
  tx: Db,
  tenantId: string,
  packageId: string,
): Promise<HolidayPackageRow | null> {
  const [row] = await tx
    .select()
    .from(holidayPackages)
    .where(and(eq(holidayPackages.tenantId, tenantId), eq(holidayPackages.id, packageId)))
    .for('share');
  return row ?? null;
}

/** One departure of a package of the tenant. */
export async function findPackageDeparture(
  db: Db,
  tenantId: string,
  packageId: string,
  departureId: string,
): Promise<HolidayDepartureRow | null> {
  const [row] = await db
    .select()
    .from(holidayDepartures)
    .where(
      and(
        eq(holidayDepartures.tenantId, tenantId),
        eq(holidayDepartures.packageId, packageId),
        eq(holidayDepartures.id, departureId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The first gallery image of each package, by package id. */
export async function firstImagesOf(
  db: Db,
  tenantId: string,
  packageIds: string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(packageIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ packageId: holidayPackageImages.packageId, imageId: holidayPackageImages.id })
    .from(holidayPackageImages)
    .where(and(eq(holidayPackageImages.tenantId, tenantId), inArray(holidayPackageImages.packageId, ids)))
    .orderBy(asc(holidayPackageImages.position), asc(holidayPackageImages.createdAt));
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.packageId)) first.set(row.packageId, row.imageId);
  return first;
}

/**
 * Takes seats from a departure in one conditional update, so two acceptances of the last seats end with one
 * winner: null when fewer than `seats` are left.
 */
export async function takeDepartureSeats(
  tx: Db,
  options: { tenantId: string; departureId: string; seats: number },
): Promise<HolidayDepartureRow | null> {
  const [row] = await tx
    .update(holidayDepartures)
    .set({ seatsLeft: sql`${holidayDepartures.seatsLeft} - ${options.seats}` })
    .where(
      and(
        eq(holidayDepartures.tenantId, options.tenantId),
        eq(holidayDepartures.id, options.departureId),
        gte(holidayDepartures.seatsLeft, options.seats),
      ),
    )
    .returning();
  return row ?? null;
}

/** The holiday details' package and departure ids, as the request's jsonb keeps them. */
const packageIdOf = sql`(${serviceRequests.details} -> 'holiday' ->> 'packageId')::uuid`;
const departureIdOf = sql`(${serviceRequests.details} -> 'holiday' ->> 'departureId')::uuid`;

function inScope(scope: RequestScope): SQL {
  const tenant = and(eq(serviceRequests.tenantId, scope.tenantId), eq(serviceRequests.kind, 'Holiday'))!;
  return scope.agencyId === null
    ? tenant
    : and(
        tenant,
        eq(serviceRequests.agencyId, scope.agencyId),
        madeInScope(serviceRequests.requestedBy, scope),
      )!;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * What a queue search matches: the reference's start, a package's title (anywhere) or code (its start), or one of
 * the destination city codes the term names (a code typed, or cities whose name the term matches).
 */
function searchFilter(search: string | undefined, cityCodes: string[]): SQL | undefined {
  if (!search) return undefined;
  const term = escapeLike(search);
  const cities = [...new Set([search.toUpperCase(), ...cityCodes])].map((code) => sql`${code}`);
  return or(
    ilike(serviceRequests.reference, `${term}%`),
    ilike(holidayPackages.title, `%${term}%`),
    ilike(holidayPackages.code, `${term}%`),
    sql`${holidayPackages.cityCodes} && array[${sql.join(cities, sql`, `)}]::text[]`,
  );
}

export interface HolidayQueueRequestRow {
  request: ServiceRequestRow;
  packageTitle: string;
  packageCode: string;
  cityCodes: string[];
  nights: number;
  departsOn: string;
  returnsOn: string;
  agencyName: string;
}

/**
 * One page of holiday requests: the statuses asked for (every status when null), the agency's newest first or the
 * operators' longest waiting first, with every status's count under the same search.
 */
export async function holidayQueuePage(
  db: Db,
  options: {
    scope: RequestScope;
    statuses: readonly RequestStatus[] | null;
    search: string | undefined;
    cityCodes: string[];
    page: number;
    pageSize: number;
    order: 'newest' | 'longestWaiting';
  },
): Promise<{ rows: HolidayQueueRequestRow[]; counts: Map<RequestStatus, number> }> {
  const filter = and(inScope(options.scope), searchFilter(options.search, options.cityCodes));
  const where = options.statuses
    ? and(filter, inArray(serviceRequests.status, [...options.statuses]))
    : filter;
  // One after another: `db` may be a transaction, one connection that runs one query at a time.
  const rows = await db
    .select({
      request: serviceRequests,
      packageTitle: holidayPackages.title,
      packageCode: holidayPackages.code,
      cityCodes: holidayPackages.cityCodes,
      nights: holidayPackages.nights,
      departsOn: holidayDepartures.departsOn,
      returnsOn: holidayDepartures.returnsOn,
      agencyName: agencies.name,
    })
    .from(serviceRequests)
    .innerJoin(holidayPackages, eq(holidayPackages.id, packageIdOf))
    .innerJoin(holidayDepartures, eq(holidayDepartures.id, departureIdOf))
    .innerJoin(agencies, eq(agencies.id, serviceRequests.agencyId))
    .where(where)
    .orderBy(
      options.order === 'newest' ? desc(serviceRequests.createdAt) : asc(serviceRequests.waitingSince),
      desc(serviceRequests.id),
    )
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const countRows = await db
    .select({ status: serviceRequests.status, count: count() })
    .from(serviceRequests)
    .innerJoin(holidayPackages, eq(holidayPackages.id, packageIdOf))
    .where(filter)
    .groupBy(serviceRequests.status);
  return { rows, counts: new Map(countRows.map((row) => [row.status, Number(row.count)])) };
}
