import { boolean, index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Registration types of spec §2: proprietor (1), partnership (2), company/LLP (3), corporate (3 + flag). */
export const agencyType = pgEnum('agency_type', ['proprietor', 'partnership', 'company', 'corporate']);

/** A registration waits for an operator (pending) and is approved (active) or rejected, exactly once. */
export const agencyStatus = pgEnum('agency_status', ['pending', 'active', 'rejected']);

export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    type: agencyType('type').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    zipCode: text('zip_code'),
    status: agencyStatus('status').notNull().default('active'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    logoPath: text('logo_path'),
    /** Company settings' basic information: the zone the agency's office works in and the currency it sells in. */
    timeZone: text('time_zone').notNull().default('Asia/Dhaka'),
    currency: text('currency').notNull().default('BDT'),
    website: text('website'),
    /** Document info (spec §3); the user context asks for it while the trade licence number is missing. */
    tradeLicenseNumber: text('trade_license_number'),
    civilAviationNumber: text('civil_aviation_number'),
    /** Whether the document prompt may be skipped (for an hour at a time) while the documents are missing. */
    documentsSkippable: boolean('documents_skippable').notNull().default(true),
    documentsSkippedAt: timestamp('documents_skipped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agencies_tenant_idx').on(table.tenantId),
    // Lets users reference (agency, tenant) together, so a user can never sit in another tenant's agency.
    unique('agencies_id_tenant_unique').on(table.id, table.tenantId),
  ],
);
