import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyBranches, agencyDocuments, users } from '../../db/schema';

/** The agency's name and time zone, and the selling currency its figures are shown in. */
export async function findAgencyFrame(db: Db, tenantId: string, agencyId: string) {
  const [row] = await db
    .select({ name: agencies.name, timeZone: agencies.timeZone, currency: agencies.currency })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)));
  return row ?? null;
}

/** The branch of a user of the agency: null at head office. */
export async function findUserBranch(db: Db, tenantId: string, agencyId: string, userId: string) {
  const [row] = await db
    .select({ branchId: users.branchId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.agencyId, agencyId), eq(users.id, userId)));
  return row?.branchId ?? null;
}

/** The status of each kind's current document (a newer upload supersedes the older one of its kind). */
export function currentDocumentStatuses(db: Db, tenantId: string, agencyId: string) {
  return db
    .select({ kind: agencyDocuments.kind, status: agencyDocuments.status })
    .from(agencyDocuments)
    .where(
      and(
        eq(agencyDocuments.tenantId, tenantId),
        eq(agencyDocuments.agencyId, agencyId),
        isNull(agencyDocuments.supersededAt),
      ),
    );
}

/** How many active staff (owners included) and active branches the agency has. */
export async function activeHeadcount(db: Db, tenantId: string, agencyId: string) {
  const [[staff], [branches]] = await Promise.all([
    db
      .select({ count: count() })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.agencyId, agencyId), eq(users.status, 'active'))),
    db
      .select({ count: count() })
      .from(agencyBranches)
      .where(
        and(
          eq(agencyBranches.tenantId, tenantId),
          eq(agencyBranches.agencyId, agencyId),
          eq(agencyBranches.status, 'active'),
        ),
      ),
  ]);
  return { staff: staff?.count ?? 0, branches: branches?.count ?? 0 };
}
