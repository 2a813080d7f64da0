import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { buildBranch } from '../../src/db/seed/builders';
import { users, type agencyBranches } from '../../src/db/schema';

/** A branch office of an agency, active, with a unique code. */
export async function createBranch(
  db: Db,
  input: { agencyId: string; tenantId?: string; name?: string; code?: string },
): Promise<typeof agencyBranches.$inferSelect> {
  const code = input.code ?? `B${randomUUID().slice(0, 6).toUpperCase()}`;
  return buildBranch(db, {
    tenantId: input.tenantId ?? 'bdfare',
    agencyId: input.agencyId,
    name: input.name ?? `Branch ${code}`,
    code,
  });
}

/** Places a user in a branch (null: the head office), as the staff settings would. */
export async function placeInBranch(
  db: Db,
  input: { email: string; branchId: string | null; tenantId?: string },
): Promise<void> {
  await db
    .update(users)
    .set({ branchId: input.branchId })
    .where(and(eq(users.tenantId, input.tenantId ?? 'bdfare'), eq(users.email, input.email.toLowerCase())));
}
