import { foreignKey, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

export const sessionRestriction = pgEnum('session_restriction', ['change_password', 'verify_phone']);

/** Server-side sessions: only the SHA-256 of the bearer token is kept, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').notNull(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A session that may call only one sign-in step (forced password change, phone verification). */
    restriction: sessionRestriction('restriction'),
    /** Set when an operator ended the session: the next user-context call tells the user, every other call is 401. */
    forcedLogoutAt: timestamp('forced_logout_at', { withTimezone: true }),
    logoutMessage: text('logout_message'),
    /** The device description the browser sent with the user-context call (validated, size-limited). */
    geoData: jsonb('geo_data'),
    /** When the current token was issued; an old token is rotated through the user context. */
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token before the last rotation, still accepted for a short while so calls in flight do not fail. */
    previousTokenHash: text('previous_token_hash'),
    previousTokenValidUntil: timestamp('previous_token_valid_until', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_previous_token_idx').on(table.previousTokenHash),
    // A session belongs to a user of its own tenant, enforced by the database rather than remembered.
    foreignKey({
      name: 'sessions_user_same_tenant_fk',
      columns: [table.userId, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);
