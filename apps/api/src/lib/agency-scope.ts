import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Whose rows a caller of an agency may see: its tenant and agency, and its branch. A user with a branch sees only
 * what users of that branch made (bookings, money, travellers); null is the head office, which sees the whole
 * agency. Repositories take it like the tenant and agency, so no query of those lists can leave it out.
 */
export interface AgencyScope {
  tenantId: string;
  agencyId: string;
  branchId: string | null;
}

/** The scope of a signed-in agency user (the session carries the branch, read afresh after every change). */
export function agencyScopeOf(user: { tenantId: string; agencyId: string; branchId: string | null }): AgencyScope {
  return { tenantId: user.tenantId, agencyId: user.agencyId, branchId: user.branchId };
}

/** The head office's scope of an agency: everything the agency made (the system's own work, mails, schedulers). */
export function wholeAgency(tenantId: string, agencyId: string): AgencyScope {
  return { tenantId, agencyId, branchId: null };
}

/**
 * The condition "this row was made by a user of the scope's branch", on the row's creator column; undefined (no
 * condition, for drizzle's `and`) at the head office. Rows without a creator (the system's own) belong to the head
 * office only.
 *
 * The branch is looked up through the creator's user row rather than stamped on every row: every list already
 * keeps its creator, nothing needs a migration or a backfill, and a branch's view follows its people (a user moved
 * to another branch takes their bookings along, as the agency's own ledgers of who booked what do). The lookup
 * is one indexed probe of users (users_branch_idx) per query, not per row.
 */
export function madeInScope(creator: AnyColumn | SQL, scope: AgencyScope): SQL | undefined {
  if (scope.branchId === null) return undefined;
  return sql`${creator} in (select branch_user.id from users branch_user
    where branch_user.tenant_id = ${scope.tenantId} and branch_user.agency_id = ${scope.agencyId}
    and branch_user.branch_id = ${scope.branchId})`;
}
