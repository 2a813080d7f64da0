import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencyBranches, users } from '../../db/schema';

/** Names of the agency's users among `ids`, for a report's staff lines. */
export async function agencyUserNames(db: Db, tenantId: string, agencyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.agencyId, agencyId), inArray(users.id, ids)));
  return new Map(found.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
}

/** The agency's branch names by id, for a report's branch lines. */
export async function agencyBranchNames(db: Db, tenantId: string, agencyId: string) {
  const found = await db
    .select({ id: agencyBranches.id, name: agencyBranches.name })
    .from(agencyBranches)
    .where(and(eq(agencyBranches.tenantId, tenantId), eq(agencyBranches.agencyId, agencyId)));
  return new Map(found.map((branch) => [branch.id, branch.name]));
}
