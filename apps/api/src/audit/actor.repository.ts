import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The name an audit entry or a KYC remark shows for a user (agency user or operator) of the tenant. */
export async function findActorName(db: Db, input: { tenantId: string; userId: string }): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.tenantId, input.tenantId), eq(users.id, input.userId)))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : 'Unknown user';
}
