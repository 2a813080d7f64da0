import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, agencyDocuments, users } from '../../db/schema';

/** The tenant's agencies awaiting approval, oldest first, with their owner and uploaded documents. */
export async function listPendingAgencies(db: Db, tenantId: string) {
  const rows = await db
    .select({
      agencyId: agencies.id,
      agencyName: agencies.name,
      type: agencies.type,
      email: agencies.email,
      phone: agencies.phone,
      city: agencies.city,
      address: agencies.address,
      zipCode: agencies.zipCode,
      createdAt: agencies.createdAt,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerEmail: users.email,
    })
    .from(agencies)
    .innerJoin(
      users,
      and(eq(users.agencyId, agencies.id), eq(users.tenantId, agencies.tenantId), eq(users.role, 'agent')),
    )
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.status, 'pending')))
    .orderBy(asc(agencies.createdAt), asc(users.createdAt));
  const agencyIds = [...new Set(rows.map((row) => row.agencyId))];
  const documents =
    agencyIds.length === 0
      ? []
      : await db
          .select({
            documentId: agencyDocuments.id,
            agencyId: agencyDocuments.agencyId,
            kind: agencyDocuments.kind,
            contentType: agencyDocuments.contentType,
            sizeBytes: agencyDocuments.sizeBytes,
          })
          .from(agencyDocuments)
          .where(and(eq(agencyDocuments.tenantId, tenantId), inArray(agencyDocuments.agencyId, agencyIds)))
          .orderBy(asc(agencyDocuments.createdAt));
  // One row per agency: its first owner.
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.agencyId) && seen.add(row.agencyId))
    .map((row) => ({
      ...row,
      documents: documents.filter((document) => document.agencyId === row.agencyId),
    }));
}

export async function findAgencyDocument(db: Db, tenantId: string, documentId: string) {
  const [row] = await db
    .select({
      storedName: agencyDocuments.storedName,
      contentType: agencyDocuments.contentType,
      kind: agencyDocuments.kind,
    })
    .from(agencyDocuments)
    .where(and(eq(agencyDocuments.tenantId, tenantId), eq(agencyDocuments.id, documentId)))
    .limit(1);
  return row ?? null;
}

export async function agencyExists(db: Db, tenantId: string, agencyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Moves a pending agency to its decision in one conditional update, so of two simultaneous reviews exactly one
 * wins. Answers the agency's name and email when this call made the change.
 */
export async function decidePendingAgency(
  db: Db,
  input: {
    tenantId: string;
    agencyId: string;
    status: 'active' | 'rejected';
    reason: string | null;
    now: Date;
  },
): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .update(agencies)
    .set({ status: input.status, rejectionReason: input.reason, reviewedAt: input.now, updatedAt: input.now })
    .where(
      and(
        eq(agencies.tenantId, input.tenantId),
        eq(agencies.id, input.agencyId),
        eq(agencies.status, 'pending'),
      ),
    )
    .returning({ name: agencies.name, email: agencies.email });
  return row ?? null;
}
