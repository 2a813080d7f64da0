import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyDocuments, users } from '../../db/schema';

export async function isEmailTaken(db: Db, tenantId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

export type AgencyKind = 'proprietor' | 'partnership' | 'company' | 'corporate';

/** A new agency awaiting approval, and its owner (who holds every functionality, like any owner). */
export async function insertPendingAgency(
  db: Db,
  input: {
    tenantId: string;
    agency: {
      name: string;
      type: AgencyKind;
      email: string;
      phone: string;
      city: string;
      address: string;
      zipCode: string;
    };
    owner: {
      email: string;
      passwordHash: string;
      firstName: string;
      lastName: string;
      phoneCountryCode: string;
      phoneNumber: string;
    };
    documents: {
      kind: 'nationalIdFront' | 'nationalIdBack' | 'tradeLicense';
      storedName: string;
      contentType: string;
      sizeBytes: number;
    }[];
  },
): Promise<string> {
  const [agency] = await db
    .insert(agencies)
    .values({ tenantId: input.tenantId, status: 'pending', ...input.agency })
    .returning({ id: agencies.id });
  if (!agency) throw new Error('The agency was not created');
  await db.insert(users).values({
    tenantId: input.tenantId,
    agencyId: agency.id,
    role: 'agent',
    ...input.owner,
    // Both were proven by codes during the registration.
    phoneVerified: true,
  });
  await db
    .insert(agencyDocuments)
    .values(
      input.documents.map((document) => ({ tenantId: input.tenantId, agencyId: agency.id, ...document })),
    );
  return agency.id;
}
