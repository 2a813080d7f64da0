import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies } from '../../db/schema';

/** Use cases pass the database or the transaction they opened. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** Every staff call is scoped to the caller's tenant and agency: another's rows are never found. */
export interface AgencyScope {
  tenantId: string;
  agencyId: string;
}

/**
 * Locks the agency's row until the transaction ends. Every change that could take away the agency's last staff
 * manager takes it first, so two such changes run one after the other and the second sees the first's result.
 * Answers the agency's name, or null when the agency is not in the tenant.
 */
export async function lockAgencyRow(tx: Executor, scope: AgencyScope): Promise<{ name: string } | null> {
  const [row] = await tx
    .select({ name: agencies.name })
    .from(agencies)
    .where(and(eq(agencies.tenantId, scope.tenantId), eq(agencies.id, scope.agencyId)))
    .for('update');
  return row ?? null;
}
