import { foreignKey, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';

export const agencyDocumentKind = pgEnum('agency_document_kind', [
  'nationalIdFront',
  'nationalIdBack',
  'tradeLicense',
  'civilAviation',
  'tinCertificate',
  'other',
]);

/** The operator's review of one uploaded document (KYC). A newer upload of the same kind starts pending again. */
export const agencyDocumentStatus = pgEnum('agency_document_status', ['pending', 'approved', 'rejected']);

/**
 * Files an agency uploaded at registration. The file lives under the data folder by a server-generated name; the
 * client's file name is never used for storage.
 */
export const agencyDocuments = pgTable(
  'agency_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    kind: agencyDocumentKind('kind').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The name the agency gave the file, shown only as text. */
    fileName: text('file_name'),
    status: agencyDocumentStatus('status').notNull().default('pending'),
    /** The operator's remark on the review (why it was rejected, what to upload instead). */
    remark: text('remark'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    uploadedBy: uuid('uploaded_by'),
    /** Set when a newer upload of the same kind replaced this one; every version is kept. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agency_documents_agency_idx').on(table.tenantId, table.agencyId),
    foreignKey({
      name: 'agency_documents_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }).onDelete('cascade'),
  ],
);

/**
 * The KYC conversation (loadkycremarks / updatekycremarks): the operators' remarks on the agency's documents and
 * the agency's answers, oldest first. Append-only.
 */
export const agencyKycRemarks = pgTable(
  'agency_kyc_remarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    /** The document kind the remark is about, or null for the agency's file as a whole. */
    documentKind: agencyDocumentKind('document_kind'),
    side: text('side', { enum: ['operator', 'agency'] }).notNull(),
    authorId: uuid('author_id').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agency_kyc_remarks_agency_idx').on(table.tenantId, table.agencyId, table.createdAt),
    foreignKey({
      name: 'agency_kyc_remarks_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }).onDelete('cascade'),
  ],
);
