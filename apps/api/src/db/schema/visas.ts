import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  VisaApplicantTypes,
  VisaProductStatuses,
  VisaTypes,
  type VisaApplicantType,
  type VisaChecklistItem,
  type VisaDocumentCode,
  type VisaEntriesKind,
  type VisaFees,
  type VisaProductStatus,
  type VisaType,
} from '@portal/contracts';
import { ledgerTransactions } from './ledger';
import { serviceRequests } from './service-requests';
import { tenants } from './tenants';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A visa product (DESIGN §6b): one destination and visa type as the tenant's operators sell it, with its fees per
 * applicant type (government and service apart) and its document checklist.
 */
export const visaProducts = pgTable(
  'visa_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** ISO country of the destination (Schengen states each have their own product). */
    countryCode: char('country_code', { length: 2 }).notNull(),
    visaType: text('visa_type').$type<VisaType>().notNull(),
    title: text('title').notNull(),
    entries: text('entries').$type<VisaEntriesKind>().notNull(),
    validityDays: integer('validity_days').notNull(),
    stayDays: integer('stay_days').notNull(),
    processingDays: integer('processing_days').notNull(),
    /** ISO countries whose passport holders may apply through the tenant. */
    nationalities: text('nationalities').array().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    fees: jsonb('fees').$type<VisaFees>().notNull(),
    checklist: jsonb('checklist').$type<VisaChecklistItem[]>().notNull(),
    /** Plain-words notes shown to the agent (embassy appointment, biometrics…). */
    notes: text('notes').notNull(),
    status: text('status').$type<VisaProductStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('visa_products_country_type_unique').on(table.tenantId, table.countryCode, table.visaType),
    unique('visa_products_id_tenant_unique').on(table.id, table.tenantId),
    index('visa_products_search_idx').on(table.tenantId, table.status, table.countryCode),
    check('visa_products_type_check', sql`${table.visaType} in (${quoted(VisaTypes)})`),
    check('visa_products_status_check', sql`${table.status} in (${quoted(VisaProductStatuses)})`),
    check(
      'visa_products_days_check',
      sql`${table.validityDays} between 1 and 3650 and ${table.stayDays} between 1 and ${table.validityDays}
        and ${table.processingDays} between 1 and 120`,
    ),
  ],
);

/**
 * A visa application's own facts beside its request (kind Visa, reference VS-): the product as applied for (kept,
 * so later edits of the product change nothing), the fees charged and the ledger postings that paid and refunded
 * them. Amounts in minor units of `currency`.
 */
export const visaApplications = pgTable(
  'visa_applications',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => serviceRequests.id),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    productId: uuid('product_id').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    visaType: text('visa_type').$type<VisaType>().notNull(),
    nationality: char('nationality', { length: 2 }).notNull(),
    travelDate: date('travel_date', { mode: 'string' }).notNull(),
    /** The product as applied for: title, entries, validity, stay, processing, fees and checklist. */
    product: jsonb('product').$type<Record<string, unknown>>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    governmentFeeTotal: bigint('government_fee_total', { mode: 'number' }).notNull(),
    serviceFeeTotal: bigint('service_fee_total', { mode: 'number' }).notNull(),
    paymentTransactionId: uuid('payment_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    refundTransactionId: uuid('refund_transaction_id').references(() => ledgerTransactions.id),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }),
  },
  (table) => [
    foreignKey({
      name: 'visa_applications_product_same_tenant_fk',
      columns: [table.productId, table.tenantId],
      foreignColumns: [visaProducts.id, visaProducts.tenantId],
    }),
    index('visa_applications_agency_idx').on(table.tenantId, table.agencyId),
    check(
      'visa_applications_fees_check',
      sql`${table.governmentFeeTotal} >= 0 and ${table.serviceFeeTotal} >= 0`,
    ),
    check(
      'visa_applications_refund_check',
      sql`(${table.refundTransactionId} is null) = (${table.refundedAmount} is null)`,
    ),
  ],
);

/** One applicant of an application, with the passport details the embassy needs. */
export const visaApplicants = pgTable(
  'visa_applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id),
    tenantId: text('tenant_id').notNull(),
    position: integer('position').notNull(),
    applicantType: text('applicant_type').$type<VisaApplicantType>().notNull(),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    nationality: char('nationality', { length: 2 }).notNull(),
    passportNumber: text('passport_number').notNull(),
    passportIssuedOn: date('passport_issued_on', { mode: 'string' }),
    passportExpiresOn: date('passport_expires_on', { mode: 'string' }).notNull(),
    /** The saved traveller the details came from, if any. */
    travellerId: uuid('traveller_id'),
    governmentFee: bigint('government_fee', { mode: 'number' }).notNull(),
    serviceFee: bigint('service_fee', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('visa_applicants_position_unique').on(table.requestId, table.position),
    check('visa_applicants_type_check', sql`${table.applicantType} in (${quoted(VisaApplicantTypes)})`),
  ],
);

/**
 * Every document ever attached to an application, never deleted: an applicant's checklist uploads (a correction's
 * re-upload supersedes the earlier one, which stays as history) and, from the operators, the issued visa.
 */
export const visaDocuments = pgTable(
  'visa_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => visaApplicants.id),
    tenantId: text('tenant_id').notNull(),
    /** A checklist code, or 'Visa' for the issued visa. */
    code: text('code').$type<VisaDocumentCode | 'Visa'>().notNull(),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    side: text('side').$type<'Agency' | 'Operator'>().notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** When a later upload of the same slot replaced it. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    /** The correction this upload answered, if any. */
    correctionId: uuid('correction_id'),
  },
  (table) => [
    index('visa_documents_request_idx').on(table.requestId, table.applicantId, table.code),
    check('visa_documents_size_check', sql`${table.size} between 1 and 1048576`),
    check('visa_documents_side_check', sql`${table.side} in ('Agency', 'Operator')`),
  ],
);

/**
 * An upload waiting to be attached (Application/UploadDocument answers its id; Apply, Edit or Correct attach it).
 * Scoped to the agency that uploaded it; attached uploads are marked so one file is never attached twice.
 */
export const visaUploads = pgTable(
  'visa_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (table) => [
    index('visa_uploads_agency_idx').on(table.tenantId, table.agencyId, table.uploadedAt),
    check('visa_uploads_size_check', sql`${table.size} between 1 and 1048576`),
  ],
);

/**
 * An operator's request to upload named documents again, and when the agency answered it: the correction history
 * (ShowVisaCorrectionHistory).
 */
export const visaCorrections = pgTable(
  'visa_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id),
    tenantId: text('tenant_id').notNull(),
    items: jsonb('items')
      .$type<{ applicantId: string; code: VisaDocumentCode; reason: string }[]>()
      .notNull(),
    askedBy: uuid('asked_by').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answeredBy: uuid('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('visa_corrections_request_idx').on(table.requestId, table.askedAt)],
);
