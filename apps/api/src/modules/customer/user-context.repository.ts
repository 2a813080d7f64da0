import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyBranches, roles, users } from '../../db/schema';

export interface UserContextRow {
  firstName: string;
  lastName: string;
  email: string;
  functionalities: number[];
  agencyId: string | null;
  agencyName: string | null;
  agencyLogo: string | null;
  photoPath: string | null;
  /** The user's branch and its contacts; null at head office. */
  branchName: string | null;
  branchEmail: string | null;
  branchPhone: string | null;
}

export async function findUserContext(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<UserContextRow | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      functionalities: sql<number[]>`coalesce(${roles.functionalities}, '{}'::integer[])`,
      agencyId: users.agencyId,
      agencyName: agencies.name,
      agencyLogo: agencies.logoPath,
      photoPath: users.photoPath,
      branchName: agencyBranches.name,
      branchEmail: agencyBranches.email,
      branchPhone: agencyBranches.phone,
    })
    .from(users)
    .leftJoin(agencies, and(eq(agencies.id, users.agencyId), eq(agencies.tenantId, users.tenantId)))
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.tenantId, users.tenantId)))
    .leftJoin(
      agencyBranches,
      and(eq(agencyBranches.id, users.branchId), eq(agencyBranches.tenantId, users.tenantId)),
    )
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}
