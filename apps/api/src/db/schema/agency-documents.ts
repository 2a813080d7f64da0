import { foreignKey, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';

export const agencyDocumentKind = pgEnum('agency_document_kind', [
  'nationalIdFront',
  'nationalIdBack',
  'tradeLicense',
]);

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
