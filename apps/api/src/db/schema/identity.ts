import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export const verificationPurpose = pgEnum('verification_purpose', [
  'device',
  'reset',
  'phone',
  'registration-email',
  'registration-phone',
]);

/**
 * One-time codes (device, reset, phone). Only a keyed hash of the code is kept, with its own salt. A code is bound
 * to its purpose, reference and user, and to what it proves (`subject`: a device id or a phone number).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null for registration codes, which prove an address before any user exists. */
    userId: uuid('user_id'),
    purpose: verificationPurpose('purpose').notNull(),
    reference: text('reference').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    subject: text('subject'),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once by the one right submission. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer code of the same purpose replaced this one. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** A verified reset code is spent by the password change it allows. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('verification_codes_reference_unique').on(table.reference),
    index('verification_codes_user_purpose_idx').on(table.tenantId, table.userId, table.purpose),
    check('verification_codes_tries_range', sql`${table.tries} >= 0`),
    foreignKey({
      name: 'verification_codes_user_same_tenant_fk',
      columns: [table.userId, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);

/** Browsers a user proved by an emailed code; a login from them needs no code again. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id').notNull(),
    deviceId: text('device_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('trusted_devices_user_device_unique').on(table.tenantId, table.userId, table.deviceId),
    foreignKey({
      name: 'trusted_devices_user_same_tenant_fk',
      columns: [table.userId, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);
