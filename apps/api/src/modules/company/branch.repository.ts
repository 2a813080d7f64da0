import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BranchStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { agencyBranches } from '../../db/schema';
import type { AgencyScope } from './company.repository';

const ofAgency = (scope: AgencyScope) =>
  and(eq(agencyBranches.tenantId, scope.tenantId), eq(agencyBranches.agencyId, scope.agencyId));

/**
 * Active users placed in the branch. Written with qualified names: in a one-table select the query builder leaves
 * columns unqualified, and "id" inside the subquery would then name the user's id.
 */
const activeStaff = sql<number>`(
  select count(*) from users
  where users.branch_id = agency_branches.id
    and users.tenant_id = agency_branches.tenant_id
    and users.status = 'active'
)`.mapWith(Number);

const branchColumns = {
  id: agencyBranches.id,
  name: agencyBranches.name,
  code: agencyBranches.code,
  email: agencyBranches.email,
  phone: agencyBranches.phone,
  address: agencyBranches.address,
  city: agencyBranches.city,
  contactName: agencyBranches.contactName,
  status: agencyBranches.status,
  createdAt: agencyBranches.createdAt,
  updatedAt: agencyBranches.updatedAt,
  activeStaff,
};
const selectBranches = (db: Db) => db.select(branchColumns).from(agencyBranches);
export type BranchRow = Awaited<ReturnType<typeof selectBranches>>[number];

export interface BranchFields {
  name: string;
  code: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  contactName: string;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(agencyBranches.name, pattern),
    ilike(agencyBranches.code, pattern),
    ilike(agencyBranches.city, pattern),
    ilike(agencyBranches.contactName, pattern),
  );
}

/** One page of the agency's branches by name, and the counts per status over the search. */
export async function branchesPage(
  db: Db,
  scope: AgencyScope,
  query: { status: BranchStatus | 'all'; search?: string | undefined; offset: number; limit: number },
) {
  const searched = and(ofAgency(scope), searchCondition(query.search));
  const listed = and(searched, query.status === 'all' ? undefined : eq(agencyBranches.status, query.status));
  const [rows, [counts]] = await Promise.all([
    selectBranches(db)
      .where(listed)
      .orderBy(asc(agencyBranches.name), asc(agencyBranches.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        all: count(),
        active: sql<number>`count(*) filter (where ${agencyBranches.status} = 'active')`.mapWith(Number),
        inactive: sql<number>`count(*) filter (where ${agencyBranches.status} = 'inactive')`.mapWith(Number),
      })
      .from(agencyBranches)
      .where(searched),
  ]);
  const totals = counts ?? { all: 0, active: 0, inactive: 0 };
  const total = query.status === 'all' ? totals.all : totals[query.status];
  return { rows, total, counts: totals };
}

export async function findBranch(db: Db, scope: AgencyScope, branchId: string): Promise<BranchRow | null> {
  const [row] = await selectBranches(db)
    .where(and(ofAgency(scope), eq(agencyBranches.id, branchId)))
    .limit(1);
  return row ?? null;
}

/** The branch locked for an update. */
export async function lockBranch(tx: Db, scope: AgencyScope, branchId: string): Promise<BranchRow | null> {
  const [row] = await selectBranches(tx)
    .where(and(ofAgency(scope), eq(agencyBranches.id, branchId)))
    .for('update', { of: agencyBranches });
  return row ?? null;
}

/** Whether another branch of the agency uses the code. */
export async function branchCodeTaken(
  db: Db,
  scope: AgencyScope,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: agencyBranches.id })
    .from(agencyBranches)
    .where(
      and(
        ofAgency(scope),
        eq(agencyBranches.code, code),
        exceptId ? ne(agencyBranches.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertBranch(
  tx: Db,
  scope: AgencyScope,
  fields: BranchFields,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(agencyBranches)
    .values({ ...scope, ...fields, status: 'active', createdAt: now, updatedAt: now })
    .returning({ id: agencyBranches.id });
  if (!row) throw new Error('The branch was not stored');
  return row.id;
}

export async function updateBranch(
  tx: Db,
  scope: AgencyScope,
  branchId: string,
  fields: BranchFields & { status: BranchStatus },
  now: Date,
): Promise<void> {
  await tx
    .update(agencyBranches)
    .set({ ...fields, updatedAt: now })
    .where(and(ofAgency(scope), eq(agencyBranches.id, branchId)));
}

/** Whether the database refused a row for the code already in use (a race the earlier check did not see). */
export function isBranchCodeConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'agency_branches_agency_code_unique') return true;
  }
  return false;
}
