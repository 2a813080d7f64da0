import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface OperatorRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
}

const operatorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  createdAt: users.createdAt,
};

/** The back-office accounts of one tenant, oldest first. */
export async function listTenantOperators(db: Db, tenantId: string): Promise<OperatorRow[]> {
  return db
    .select(operatorColumns)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'operator')))
    .orderBy(asc(users.createdAt), asc(users.email));
}

/** Whether the address is already a user of that tenant (operator, agent or staff alike). */
export async function isTenantUserEmail(db: Db, tenantId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

/**
 * An operator of that tenant who must change the handed-over password at the first sign-in. No phone is asked of
 * an operator, as of the seeded ones, so the number check does not stand in the way of that first sign-in.
 */
export async function insertTenantOperator(
  db: Db,
  input: {
    tenantId: string;
    firstName: string;
    lastName: string;
    email: string;
    passwordHash: string;
    now: Date;
  },
): Promise<OperatorRow> {
  const [row] = await db
    .insert(users)
    .values({
      tenantId: input.tenantId,
      agencyId: null,
      role: 'operator',
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      forceChangePassword: true,
      phoneVerified: true,
      status: 'active',
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning(operatorColumns);
  if (!row) throw new Error('Operator was not stored');
  return row;
}

/** The email index's refusal of a second user of one address in a tenant, however the driver wraps it. */
export function isEmailViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'users_tenant_email_unique') return true;
  }
  return false;
}
