import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, roles, users } from '../../db/schema';

export interface UserContextRow {
  firstName: string;
  lastName: string;
  email: string;
  functionalities: number[];
  agencyId: string | null;
  agencyName: string | null;
  agencyLogo: string | null;
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
    })
    .from(users)
    .leftJoin(agencies, and(eq(agencies.id, users.agencyId), eq(agencies.tenantId, users.tenantId)))
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.tenantId, users.tenantId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}
