import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { VisaDocumentCode } from '@portal/contracts';
import type { Db } from '../../db/client';
import {
  agencies,
  visaApplicants,
  visaApplications,
  visaCorrections,
  visaDocuments,
  visaUploads,
} from '../../db/schema';

/**
 * The visa applications' storage (the request core keeps their status and history). Every function takes the tenant;
 * the agency's side reaches an application only through the request core's scoped find or lock, so another agency's
 * application is never read here.
 */
export type VisaApplicationRow = typeof visaApplications.$inferSelect;
export type VisaApplicantRow = typeof visaApplicants.$inferSelect;
export type VisaDocumentRow = typeof visaDocuments.$inferSelect;
export type VisaUploadRow = typeof visaUploads.$inferSelect;
export type VisaCorrectionRow = typeof visaCorrections.$inferSelect;

export async function insertUpload(
  db: Db,
  values: Omit<typeof visaUploads.$inferInsert, 'id' | 'attachedAt'>,
): Promise<VisaUploadRow> {
  const [row] = await db.insert(visaUploads).values(values).returning();
  if (!row) throw new Error('the upload was not stored');
  return row;
}

/** How many of the agency's uploads wait unattached (the cap on uploads counts them). */
export async function countUnattachedUploads(
  db: Db,
  scope: { tenantId: string; agencyId: string },
): Promise<number> {
  return db.$count(
    visaUploads,
    and(
      eq(visaUploads.tenantId, scope.tenantId),
      eq(visaUploads.agencyId, scope.agencyId),
      isNull(visaUploads.attachedAt),
    ),
  );
}

/** The scheduler's look over every tenant: uploads never attached and made before `before`, oldest first. */
export async function lapsedUploads(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ id: string; tenantId: string }[]> {
  return db
    .select({ id: visaUploads.id, tenantId: visaUploads.tenantId })
    .from(visaUploads)
    .where(and(isNull(visaUploads.attachedAt), lt(visaUploads.uploadedAt, before)))
    .orderBy(asc(visaUploads.uploadedAt))
    .limit(limit);
}

/**
 * Deletes one lapsed upload's record while it is still unattached and old enough, answering its stored file name
 * (null when an application claimed it meanwhile, or another sweep got there first).
 */
export async function deleteLapsedUpload(
  db: Db,
  upload: { id: string; tenantId: string },
  before: Date,
): Promise<string | null> {
  const [row] = await db
    .delete(visaUploads)
    .where(
      and(
        eq(visaUploads.tenantId, upload.tenantId),
        eq(visaUploads.id, upload.id),
        isNull(visaUploads.attachedAt),
        lt(visaUploads.uploadedAt, before),
      ),
    )
    .returning({ storedName: visaUploads.storedName });
  return row?.storedName ?? null;
}

/**
 * Marks the agency's own unattached uploads attached, all or none: the rows it could claim. A missing id, another
 * agency's upload or one already attached is simply not returned, so the caller refuses and its transaction undoes
 * the claim; two calls racing for one upload take turns on its row and the second finds it attached.
 */
export async function claimUploads(
  tx: Db,
  scope: { tenantId: string; agencyId: string },
  uploadIds: string[],
  now: Date,
): Promise<VisaUploadRow[]> {
  if (uploadIds.length === 0) return [];
  return tx
    .update(visaUploads)
    .set({ attachedAt: now })
    .where(
      and(
        eq(visaUploads.tenantId, scope.tenantId),
        eq(visaUploads.agencyId, scope.agencyId),
        inArray(visaUploads.id, uploadIds),
        isNull(visaUploads.attachedAt),
      ),
    )
    .returning();
}

export async function insertApplication(
  tx: Db,
  values: typeof visaApplications.$inferInsert,
): Promise<VisaApplicationRow> {
  const [row] = await tx.insert(visaApplications).values(values).returning();
  if (!row) throw new Error('the application was not stored');
  return row;
}

export async function insertApplicants(
  tx: Db,
  values: (typeof visaApplicants.$inferInsert)[],
): Promise<VisaApplicantRow[]> {
  return tx.insert(visaApplicants).values(values).returning();
}

export async function insertDocuments(
  tx: Db,
  values: (typeof visaDocuments.$inferInsert)[],
): Promise<VisaDocumentRow[]> {
  if (values.length === 0) return [];
  return tx.insert(visaDocuments).values(values).returning();
}

export async function findApplication(
  db: Db,
  tenantId: string,
  requestId: string,
): Promise<VisaApplicationRow | null> {
  const [row] = await db
    .select()
    .from(visaApplications)
    .where(and(eq(visaApplications.tenantId, tenantId), eq(visaApplications.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/** The applicants in the order they were applied. */
export async function applicantsOf(db: Db, tenantId: string, requestId: string): Promise<VisaApplicantRow[]> {
  return db
    .select()
    .from(visaApplicants)
    .where(and(eq(visaApplicants.tenantId, tenantId), eq(visaApplicants.requestId, requestId)))
    .orderBy(asc(visaApplicants.position));
}

/** Every document ever attached, oldest first (replaced ones included). */
export async function documentsOf(db: Db, tenantId: string, requestId: string): Promise<VisaDocumentRow[]> {
  return db
    .select()
    .from(visaDocuments)
    .where(and(eq(visaDocuments.tenantId, tenantId), eq(visaDocuments.requestId, requestId)))
    .orderBy(asc(visaDocuments.uploadedAt), asc(visaDocuments.id));
}

export async function findDocument(
  db: Db,
  tenantId: string,
  requestId: string,
  documentId: string,
): Promise<VisaDocumentRow | null> {
  const [row] = await db
    .select()
    .from(visaDocuments)
    .where(
      and(
        eq(visaDocuments.tenantId, tenantId),
        eq(visaDocuments.requestId, requestId),
        eq(visaDocuments.id, documentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the current document of a slot (an applicant's checklist code, or 'Visa') replaced. */
export async function supersedeDocument(
  tx: Db,
  slot: { tenantId: string; requestId: string; applicantId: string; code: VisaDocumentCode | 'Visa' },
  now: Date,
): Promise<VisaDocumentRow | null> {
  const [row] = await tx
    .update(visaDocuments)
    .set({ supersededAt: now })
    .where(
      and(
        eq(visaDocuments.tenantId, slot.tenantId),
        eq(visaDocuments.requestId, slot.requestId),
        eq(visaDocuments.applicantId, slot.applicantId),
        eq(visaDocuments.code, slot.code),
        isNull(visaDocuments.supersededAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function updateApplicant(
  tx: Db,
  key: { tenantId: string; requestId: string; applicantId: string },
  values: Pick<
    VisaApplicantRow,
    | 'title'
    | 'firstName'
    | 'lastName'
    | 'gender'
    | 'dateOfBirth'
    | 'nationality'
    | 'passportNumber'
    | 'passportIssuedOn'
    | 'passportExpiresOn'
  >,
): Promise<void> {
  await tx
    .update(visaApplicants)
    .set(values)
    .where(
      and(
        eq(visaApplicants.tenantId, key.tenantId),
        eq(visaApplicants.requestId, key.requestId),
        eq(visaApplicants.id, key.applicantId),
      ),
    );
}

/** Corrections asked of an application, oldest first. */
export async function correctionsOf(
  db: Db,
  tenantId: string,
  requestId: string,
): Promise<VisaCorrectionRow[]> {
  return db
    .select()
    .from(visaCorrections)
    .where(and(eq(visaCorrections.tenantId, tenantId), eq(visaCorrections.requestId, requestId)))
    .orderBy(asc(visaCorrections.askedAt), asc(visaCorrections.id));
}

export async function insertCorrection(
  tx: Db,
  values: Omit<typeof visaCorrections.$inferInsert, 'id' | 'answeredBy' | 'answeredAt'>,
): Promise<VisaCorrectionRow> {
  const [row] = await tx.insert(visaCorrections).values(values).returning();
  if (!row) throw new Error('the correction was not stored');
  return row;
}

export async function answerCorrection(
  tx: Db,
  key: { tenantId: string; correctionId: string },
  answeredBy: string,
  now: Date,
): Promise<void> {
  await tx
    .update(visaCorrections)
    .set({ answeredBy, answeredAt: now })
    .where(
      and(
        eq(visaCorrections.tenantId, key.tenantId),
        eq(visaCorrections.id, key.correctionId),
        isNull(visaCorrections.answeredAt),
      ),
    );
}

/** The cancellation's refund posting and amount (both, or neither: a check keeps them together). */
export async function recordRefund(
  tx: Db,
  key: { tenantId: string; requestId: string },
  refund: { transactionId: string; amount: number },
): Promise<void> {
  await tx
    .update(visaApplications)
    .set({ refundTransactionId: refund.transactionId, refundedAmount: refund.amount })
    .where(and(eq(visaApplications.tenantId, key.tenantId), eq(visaApplications.requestId, key.requestId)));
}

/** The agency as an invoice bills it and a mail reaches it. */
export async function agencyParty(
  db: Db,
  tenantId: string,
  agencyId: string,
): Promise<{ name: string; address: string; city: string; phone: string; email: string | null }> {
  const [row] = await db
    .select({
      name: agencies.name,
      address: agencies.address,
      city: agencies.city,
      phone: agencies.phone,
      email: agencies.email,
    })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)))
    .limit(1);
  return {
    name: row?.name ?? '',
    address: row?.address ?? '',
    city: row?.city ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? null,
  };
}
