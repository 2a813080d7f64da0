import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { agencyBranches, roles, sessions, staffInvitations, users } from '../../db/schema';
import type { AgencyScope, Executor } from './staff-scope';

export type UserStatus = (typeof users.$inferSelect)['status'];

export interface StaffRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  designation: string | null;
  role: 'agent' | 'staff' | 'operator';
  roleId: string | null;
  roleName: string | null;
  branchId: string | null;
  branchName: string | null;
  branchCode: string | null;
  status: UserStatus;
  lastSignInAt: Date | null;
  invitationExpiresAt: Date | null;
  createdAt: Date;
}

const inAgency = (scope: AgencyScope) =>
  and(eq(users.tenantId, scope.tenantId), eq(users.agencyId, scope.agencyId));

// Correlated reads are cheap here: an agency has tens of users, and both tables are indexed by user.
// The outer row is named in full: a lone column in a subquery would be read as the subquery's own.
const lastSignInAt = sql<Date | null>`(
  select max(signed.created_at) from ${sessions} as signed
  where signed.user_id = "users"."id" and signed.tenant_id = "users"."tenant_id"
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

const invitationExpiresAt = sql<Date | null>`(
  select max(open.expires_at) from ${staffInvitations} as open
  where open.user_id = "users"."id" and open.tenant_id = "users"."tenant_id"
    and open.used_at is null and open.revoked_at is null
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

const staffColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneCountryCode: users.phoneCountryCode,
  phoneNumber: users.phoneNumber,
  designation: users.designation,
  role: users.role,
  roleId: users.roleId,
  roleName: roles.name,
  branchId: users.branchId,
  branchName: agencyBranches.name,
  branchCode: agencyBranches.code,
  status: users.status,
  lastSignInAt,
  invitationExpiresAt,
  createdAt: users.createdAt,
};

function staffQuery(db: Executor) {
  return db
    .select(staffColumns)
    .from(users)
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.tenantId, users.tenantId)))
    .leftJoin(
      agencyBranches,
      and(eq(agencyBranches.id, users.branchId), eq(agencyBranches.tenantId, users.tenantId)),
    );
}

export interface StaffFilter {
  search?: string | undefined;
  roleId?: string | undefined;
  /** A branch id, or null for head office. */
  branchId?: string | null | undefined;
  status?: UserStatus | undefined;
}

function filterCondition(scope: AgencyScope, filter: StaffFilter): SQL | undefined {
  const term = filter.search ? `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return and(
    inAgency(scope),
    term
      ? or(ilike(users.email, term), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term))
      : undefined,
    filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
    filter.branchId === null ? isNull(users.branchId) : undefined,
    filter.branchId ? eq(users.branchId, filter.branchId) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
  );
}

/** A page of the agency's users (owners first, then by name) and how many match. */
export async function listStaff(
  db: Executor,
  scope: AgencyScope,
  filter: StaffFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: StaffRow[]; total: number }> {
  const where = filterCondition(scope, filter);
  const [rows, [totals]] = await Promise.all([
    staffQuery(db)
      .where(where)
      .orderBy(asc(users.role), asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findStaff(db: Executor, scope: AgencyScope, userId: string): Promise<StaffRow | null> {
  const [row] = await staffQuery(db)
    .where(and(inAgency(scope), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** Anyone of the tenant already using the address (emails are unique per tenant, whatever the agency). */
export async function findTenantUserByEmail(
  db: Executor,
  tenantId: string,
  email: string,
): Promise<{ id: string; agencyId: string | null; status: UserStatus } | null> {
  const [row] = await db
    .select({ id: users.id, agencyId: users.agencyId, status: users.status })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())))
    .limit(1);
  return row ?? null;
}

export interface StaffPersonFields {
  firstName: string;
  lastName: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  designation: string | null;
}

/** Creates the invited user: no usable password (a random hash nobody knows) until the invitation is accepted. */
export async function insertInvitedUser(
  tx: Executor,
  scope: AgencyScope,
  fields: StaffPersonFields & {
    email: string;
    roleId: string;
    branchId: string | null;
    unusablePasswordHash: string;
    now: Date;
  },
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({
      ...scope,
      role: 'staff',
      email: fields.email.toLowerCase(),
      passwordHash: fields.unusablePasswordHash,
      firstName: fields.firstName,
      lastName: fields.lastName,
      phoneCountryCode: fields.phoneCountryCode,
      phoneNumber: fields.phoneNumber,
      designation: fields.designation,
      roleId: fields.roleId,
      branchId: fields.branchId,
      status: 'invited',
      createdAt: fields.now,
      updatedAt: fields.now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('Invited user was not stored');
  return row.id;
}

/** The email index's refusal of a second user of one address, however the driver wraps it. */
export function isEmailViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'users_tenant_email_unique') return true;
  }
  return false;
}

/** Name, phone, designation and placement; a role makes the user staff, none makes them an owner. */
export async function updateStaffRow(
  tx: Executor,
  scope: AgencyScope,
  userId: string,
  fields: StaffPersonFields & {
    roleId: string | null;
    branchId: string | null;
    phoneVerified?: boolean;
    now: Date;
  },
): Promise<void> {
  const { now, ...rest } = fields;
  await tx
    .update(users)
    .set({ ...rest, role: fields.roleId ? 'staff' : 'agent', updatedAt: now })
    .where(and(inAgency(scope), eq(users.id, userId), sql`${users.role} <> 'operator'`));
}

export async function setUserStatus(
  tx: Executor,
  scope: AgencyScope,
  userId: string,
  status: UserStatus,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ status, updatedAt: now })
    .where(and(inAgency(scope), eq(users.id, userId)));
}

/**
 * How many active users of the agency can manage staff: owners, and staff whose role holds ManageStaff (or holds
 * everything, which an empty list means).
 */
export async function countActiveStaffManagers(
  tx: Executor,
  scope: AgencyScope,
  manageStaff: number,
): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(users)
    .leftJoin(roles, and(eq(roles.id, users.roleId), eq(roles.tenantId, users.tenantId)))
    .where(
      and(
        inAgency(scope),
        eq(users.status, 'active'),
        or(
          eq(users.role, 'agent'),
          and(
            eq(users.role, 'staff'),
            or(
              sql`cardinality(${roles.functionalities}) = 0`,
              sql`${manageStaff} = any(${roles.functionalities})`,
            ),
          ),
        ),
      ),
    );
  return row?.total ?? 0;
}

/** The acting user's name for the audit log. */
export async function findActorName(db: Executor, tenantId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() || row.email : 'Unknown user';
}

export interface BranchOptionRow {
  id: string;
  name: string;
  code: string;
}

/** The agency's active branches by name. */
export async function listActiveBranches(db: Executor, scope: AgencyScope): Promise<BranchOptionRow[]> {
  return db
    .select({ id: agencyBranches.id, name: agencyBranches.name, code: agencyBranches.code })
    .from(agencyBranches)
    .where(
      and(
        eq(agencyBranches.tenantId, scope.tenantId),
        eq(agencyBranches.agencyId, scope.agencyId),
        eq(agencyBranches.status, 'active'),
      ),
    )
    .orderBy(asc(agencyBranches.name), desc(agencyBranches.id));
}

/** One of the agency's active branches, or null. */
export async function findActiveBranch(
  db: Executor,
  scope: AgencyScope,
  branchId: string,
): Promise<BranchOptionRow | null> {
  const [row] = await db
    .select({ id: agencyBranches.id, name: agencyBranches.name, code: agencyBranches.code })
    .from(agencyBranches)
    .where(
      and(
        eq(agencyBranches.tenantId, scope.tenantId),
        eq(agencyBranches.agencyId, scope.agencyId),
        eq(agencyBranches.id, branchId),
        eq(agencyBranches.status, 'active'),
      ),
    )
    .limit(1)
    .for('share');
  return row ?? null;
}
