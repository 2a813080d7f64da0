import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { AgencyDocumentKind } from '@portal/contracts';
import type { Db } from '../db/client';
import { agencies, agencyDocuments, agencyKycRemarks, users } from '../db/schema';

/** Every KYC call is scoped to one agency of one tenant: another's rows are never found. */
export interface AgencyScope {
  tenantId: string;
  agencyId: string;
}

/** Locks the agency's row (uploads and reviews of one agency's file never interleave); false when unknown. */
export async function lockAgencyFile(tx: Db, scope: AgencyScope): Promise<boolean> {
  const rows = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(and(eq(agencies.tenantId, scope.tenantId), eq(agencies.id, scope.agencyId)))
    .for('update');
  return rows.length > 0;
}

const documentColumns = {
  id: agencyDocuments.id,
  kind: agencyDocuments.kind,
  storedName: agencyDocuments.storedName,
  contentType: agencyDocuments.contentType,
  sizeBytes: agencyDocuments.sizeBytes,
  fileName: agencyDocuments.fileName,
  status: agencyDocuments.status,
  remark: agencyDocuments.remark,
  reviewedAt: agencyDocuments.reviewedAt,
  supersededAt: agencyDocuments.supersededAt,
  createdAt: agencyDocuments.createdAt,
  uploadedByFirstName: users.firstName,
  uploadedByLastName: users.lastName,
};

const ofAgency = (scope: AgencyScope) =>
  and(eq(agencyDocuments.tenantId, scope.tenantId), eq(agencyDocuments.agencyId, scope.agencyId));

const selectDocuments = (db: Db) =>
  db
    .select(documentColumns)
    .from(agencyDocuments)
    .leftJoin(
      users,
      and(eq(users.id, agencyDocuments.uploadedBy), eq(users.tenantId, agencyDocuments.tenantId)),
    );
export type DocumentRow = Awaited<ReturnType<typeof selectDocuments>>[number];

/** Every version of every document of the agency, newest first. */
export async function listAgencyDocuments(db: Db, scope: AgencyScope): Promise<DocumentRow[]> {
  return selectDocuments(db)
    .where(ofAgency(scope))
    .orderBy(desc(agencyDocuments.createdAt), desc(agencyDocuments.id));
}

/** One version of the agency's documents; another agency's id is not found. */
export async function findAgencyDocument(
  db: Db,
  scope: AgencyScope,
  documentId: string,
): Promise<DocumentRow | null> {
  const [row] = await selectDocuments(db)
    .where(and(ofAgency(scope), eq(agencyDocuments.id, documentId)))
    .limit(1);
  return row ?? null;
}

/** A document of any agency of the tenant (the back office's view), with its agency. */
export async function findTenantDocument(db: Db, tenantId: string, documentId: string) {
  const [row] = await db
    .select({ id: agencyDocuments.id, agencyId: agencyDocuments.agencyId })
    .from(agencyDocuments)
    .where(and(eq(agencyDocuments.tenantId, tenantId), eq(agencyDocuments.id, documentId)))
    .limit(1);
  return row ?? null;
}

/** Marks the current version of a kind as replaced (the new upload is inserted in the same transaction). */
export async function supersedeCurrent(
  tx: Db,
  scope: AgencyScope,
  kind: AgencyDocumentKind,
  now: Date,
): Promise<void> {
  await tx
    .update(agencyDocuments)
    .set({ supersededAt: now })
    .where(and(ofAgency(scope), eq(agencyDocuments.kind, kind), isNull(agencyDocuments.supersededAt)));
}

export async function insertDocument(
  tx: Db,
  scope: AgencyScope,
  input: {
    kind: AgencyDocumentKind;
    storedName: string;
    contentType: string;
    sizeBytes: number;
    fileName: string | null;
    uploadedBy: string;
    now: Date;
  },
): Promise<string> {
  const [row] = await tx
    .insert(agencyDocuments)
    .values({
      ...scope,
      kind: input.kind,
      storedName: input.storedName,
      contentType: input.contentType,
      sizeBytes: input.sizeBytes,
      fileName: input.fileName,
      uploadedBy: input.uploadedBy,
      status: 'pending',
      createdAt: input.now,
    })
    .returning({ id: agencyDocuments.id });
  if (!row) throw new Error('The document was not stored');
  return row.id;
}

/** The document's row locked for a review decision. */
export async function lockDocument(tx: Db, scope: AgencyScope, documentId: string) {
  const [row] = await tx
    .select({
      id: agencyDocuments.id,
      kind: agencyDocuments.kind,
      status: agencyDocuments.status,
      supersededAt: agencyDocuments.supersededAt,
    })
    .from(agencyDocuments)
    .where(and(ofAgency(scope), eq(agencyDocuments.id, documentId)))
    .for('update');
  return row ?? null;
}

export async function decideDocument(
  tx: Db,
  scope: AgencyScope,
  input: {
    documentId: string;
    status: 'approved' | 'rejected';
    remark: string | null;
    by: string;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(agencyDocuments)
    .set({ status: input.status, remark: input.remark, reviewedAt: input.now, reviewedBy: input.by })
    .where(and(ofAgency(scope), eq(agencyDocuments.id, input.documentId)));
}

export type KycRemarkRow = typeof agencyKycRemarks.$inferSelect;

/** The KYC conversation, oldest first. */
export async function listKycRemarks(db: Db, scope: AgencyScope): Promise<KycRemarkRow[]> {
  return db
    .select()
    .from(agencyKycRemarks)
    .where(and(eq(agencyKycRemarks.tenantId, scope.tenantId), eq(agencyKycRemarks.agencyId, scope.agencyId)))
    .orderBy(asc(agencyKycRemarks.createdAt), asc(agencyKycRemarks.id));
}

export async function insertKycRemark(
  tx: Db,
  scope: AgencyScope,
  input: {
    documentKind: AgencyDocumentKind | null;
    side: 'operator' | 'agency';
    authorId: string;
    authorName: string;
    text: string;
    now: Date;
  },
): Promise<KycRemarkRow> {
  const [row] = await tx
    .insert(agencyKycRemarks)
    .values({
      ...scope,
      documentKind: input.documentKind,
      side: input.side,
      authorId: input.authorId,
      authorName: input.authorName,
      text: input.text,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('The remark was not stored');
  return row;
}
