import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { roles, users } from '../../db/schema';
import type { AgencyScope, Executor } from './staff-scope';

export interface RoleRow {
  id: string;
  name: string;
  functionalities: number[];
  updatedAt: Date;
  userCount: number;
}

const inAgency = (scope: AgencyScope) =>
  and(eq(roles.tenantId, scope.tenantId), eq(roles.agencyId, scope.agencyId));

// The outer row is named in full: a lone column in a subquery would be read as the subquery's own.
const userCount = sql<number>`(
  select count(*)::int from ${users} as holders
  where holders.role_id = "roles"."id" and holders.tenant_id = "roles"."tenant_id"
)`;

const roleColumns = {
  id: roles.id,
  name: roles.name,
  functionalities: roles.functionalities,
  updatedAt: roles.updatedAt,
  userCount,
};

/** The agency's roles by name, with how many users hold each. */
export async function listRoles(db: Executor, scope: AgencyScope): Promise<RoleRow[]> {
  return db.select(roleColumns).from(roles).where(inAgency(scope)).orderBy(asc(roles.name), asc(roles.id));
}

export async function findRole(db: Executor, scope: AgencyScope, roleId: string): Promise<RoleRow | null> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(inAgency(scope), eq(roles.id, roleId)))
    .limit(1);
  return row ?? null;
}

/** Whether another role of the agency already carries the name (compared without regard to case). */
export async function isRoleNameTaken(
  db: Executor,
  scope: AgencyScope,
  name: string,
  exceptRoleId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(roles)
    .where(
      and(
        inAgency(scope),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptRoleId ? ne(roles.id, exceptRoleId) : undefined,
      ),
    );
  return (row?.total ?? 0) > 0;
}

export async function insertRole(
  tx: Executor,
  scope: AgencyScope,
  fields: { name: string; functionalities: number[]; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(roles)
    .values({
      ...scope,
      name: fields.name,
      functionalities: fields.functionalities,
      createdAt: fields.now,
      updatedAt: fields.now,
    })
    .returning({ id: roles.id });
  if (!row) throw new Error('Role was not stored');
  return row.id;
}

export async function updateRoleRow(
  tx: Executor,
  scope: AgencyScope,
  roleId: string,
  fields: { name: string; functionalities: number[]; now: Date },
): Promise<void> {
  await tx
    .update(roles)
    .set({ name: fields.name, functionalities: fields.functionalities, updatedAt: fields.now })
    .where(and(inAgency(scope), eq(roles.id, roleId)));
}

/** The unique index's refusal of a second role of one name, however the driver wraps it. */
export function isRoleNameViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'roles_agency_name_unique') return true;
  }
  return false;
}
