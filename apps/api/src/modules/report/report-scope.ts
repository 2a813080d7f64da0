import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { madeInScope, type AgencyScope } from '../../lib/agency-scope';

/**
 * Whose figures a report counts: the caller's agency scope (a branch user only ever sees their branch), narrowed by
 * the head office to one branch ('head' = users without a branch, and the system's own rows) or one staff member.
 */
export interface ReportScope extends AgencyScope {
  branchFilter?: string | undefined;
  staffId?: string | undefined;
}

/** The condition on a row's creator column for the scope and its narrowing; undefined when nothing narrows it. */
export function madeForReport(creator: AnyColumn | SQL, scope: ReportScope): SQL | undefined {
  const parts: SQL[] = [];
  const ownBranch = madeInScope(creator, scope);
  if (ownBranch) parts.push(ownBranch);
  // A branch user's own branch already decides; the branch filter is the head office's choice.
  if (scope.branchId === null && scope.branchFilter === 'head') {
    parts.push(sql`(${creator} is null or ${creator} in (select head_user.id from users head_user
      where head_user.tenant_id = ${scope.tenantId} and head_user.agency_id = ${scope.agencyId}
      and head_user.branch_id is null))`);
  } else if (scope.branchId === null && scope.branchFilter) {
    parts.push(madeInScope(creator, { ...scope, branchId: scope.branchFilter }) as SQL);
  }
  if (scope.staffId) parts.push(sql`${creator} = ${scope.staffId}`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** `and <condition>` for raw report queries, or nothing. */
export function andMadeForReport(creator: AnyColumn | SQL, scope: ReportScope): SQL {
  const condition = madeForReport(creator, scope);
  return condition ? sql` and ${condition}` : sql``;
}
