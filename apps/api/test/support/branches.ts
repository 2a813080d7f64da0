import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { agencyBranches, users } from '../../src/db/schema';

/** A branch office of an agency, active, with a unique code. */
export async function createBranch(
  db: Db,
  input: { agencyId: string; tenantId?: string; name?: string; code?: string },
): Promise<typeof agencyBranches.$inferSelect> {
  const code = input.code ?? `B${randomUUID().slice(0, 6).toUpperCase()}`;
  const [branch] = await db
    .insert(agencyBranches)
    .values({
      tenantId: input.tenantId ?? 'bdfare',
      agencyId: input.agencyId,
      name: input.name ?? `Branch ${code}`,
      code,
      email: `${code.toLowerCase()}@branch.test`,
      phone: '+8801711000000',
      address: '1 Branch Road',
      city: 'Dhaka',
      contactName: 'Branch Desk',
    })
    .returning();
  if (!branch) throw new Error('branch was not created');
  return branch;
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
