import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies } from '../../db/schema';

/** What heads a printed document: the agency's name and how its customers reach it. */
export interface AgencyLetterhead {
  name: string;
  address: string;
  city: string | null;
  phone: string;
  email: string;
}

export async function findAgencyLetterhead(
  db: Db,
  scope: { tenantId: string; agencyId: string },
): Promise<AgencyLetterhead | null> {
  const [row] = await db
    .select({
      name: agencies.name,
      address: agencies.address,
      city: agencies.city,
      phone: agencies.phone,
      email: agencies.email,
    })
    .from(agencies)
    .where(and(eq(agencies.tenantId, scope.tenantId), eq(agencies.id, scope.agencyId)))
    .limit(1);
  return row ?? null;
}
