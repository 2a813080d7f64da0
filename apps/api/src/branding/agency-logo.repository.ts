import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies } from '../db/schema';

/** The stored name of the agency's logo, or null (none uploaded, or not the caller's agency). */
export async function findAgencyLogoName(
  db: Db,
  scope: { tenantId: string; agencyId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ logoPath: agencies.logoPath })
    .from(agencies)
    .where(and(eq(agencies.tenantId, scope.tenantId), eq(agencies.id, scope.agencyId)))
    .limit(1);
  return row?.logoPath ?? null;
}
