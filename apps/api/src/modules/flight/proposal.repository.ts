import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, flightProposals, type StoredProposal } from '../../db/schema';

export async function findAgencyName(db: Db, tenantId: string, agencyId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: agencies.name })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)))
    .limit(1);
  return row?.name ?? null;
}

export async function insertProposal(
  db: Db,
  input: { tenantId: string; agencyId: string; userId: string; payload: StoredProposal; createdAt: Date },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(flightProposals)
    .values(input)
    .returning({ id: flightProposals.id, createdAt: flightProposals.createdAt });
  if (!row) throw new Error('The proposal was not stored');
  return row;
}

/** A proposal of this agency; another agency's or tenant's is simply not found. */
export async function findProposal(
  db: Db,
  tenantId: string,
  agencyId: string,
  proposalId: string,
): Promise<{ id: string; createdAt: Date; payload: StoredProposal } | null> {
  const [row] = await db
    .select({
      id: flightProposals.id,
      createdAt: flightProposals.createdAt,
      payload: flightProposals.payload,
    })
    .from(flightProposals)
    .where(
      and(
        eq(flightProposals.tenantId, tenantId),
        eq(flightProposals.agencyId, agencyId),
        eq(flightProposals.id, proposalId),
      ),
    )
    .limit(1);
  return row ?? null;
}
