import { foreignKey, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { users } from './users';

/**
 * A staff invitation: the invitee sets a password through the mailed link. Only the SHA-256 of the link's token
 * is kept; the link works once and until it expires. A newer invitation for the same user ends the older one.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_invitations_user_idx').on(table.tenantId, table.userId),
    foreignKey({
      name: 'staff_invitations_user_fk',
      columns: [table.userId, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'staff_invitations_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }).onDelete('cascade'),
  ],
);

/**
 * The agency's audit log: every change to its company settings, branches, documents, roles and staff, with who
 * made it. Append-only: rows are never updated or deleted (a trigger in the migration refuses it).
 */
export const agencyAuditEvents = pgTable(
  'agency_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    /** The user who acted; an operator for KYC reviews, null for the system. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    /** What happened, e.g. "staff.invited", "role.updated" (contracts' AgencyAuditActions). */
    action: text('action').notNull(),
    /** What it happened to: "staff", "role", "branch", "company", "document", "bankAccount". */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A readable one-line summary, and the changed fields as before/after pairs where it applies. */
    summary: text('summary').notNull(),
    changes: jsonb('changes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agency_audit_events_agency_idx').on(table.tenantId, table.agencyId, table.createdAt),
    foreignKey({
      name: 'agency_audit_events_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }).onDelete('cascade'),
  ],
);
