import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * Whose figures the dashboard reads: the agency's, or only what users of one branch made (a user at a branch sees
 * their branch; head office, branchId null, sees the whole agency).
 */
export interface DashboardScope {
  tenantId: string;
  agencyId: string;
  branchId: string | null;
}

/**
 * The condition keeping rows whose creator (`column`) is a user of the scope's branch; none at head office. A
 * creator column may be null (the system acted): such rows belong to head office only.
 */
export function madeInScope(column: AnyColumn, scope: DashboardScope): SQL | undefined {
  if (!scope.branchId) return undefined;
  return sql`${column} in (select ${users.id} from ${users} where ${users.tenantId} = ${scope.tenantId}
    and ${users.agencyId} = ${scope.agencyId} and ${users.branchId} = ${scope.branchId})`;
}
