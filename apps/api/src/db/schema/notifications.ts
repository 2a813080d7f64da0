import { NotificationAudiences, NotificationKinds } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { tenants } from './tenants';
import { users } from './users';

export const notificationAudience = pgEnum('notification_audience', NotificationAudiences);
/** New kinds (order and payment events) arrive as values added to this type by later migrations. */
export const notificationKind = pgEnum('notification_kind', NotificationKinds);

/**
 * Notifications shown to agency users as popups: announcements written by operators now, order and payment events
 * later. 'tenant' reaches every agency user of the tenant, 'agency' the users of agency_id, 'user' just user_id.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    audience: notificationAudience('audience').notNull(),
    agencyId: uuid('agency_id'),
    userId: uuid('user_id'),
    kind: notificationKind('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** A portal path ("/my-bookings") or an https address; its label is set exactly when it is. */
    linkPath: text('link_path'),
    linkLabel: text('link_label'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: shown until withdrawn. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The operator who wrote it; null for the ones the system raises. */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    // "Active for the tenant now": the tenant's not-withdrawn rows by start, newest first.
    index('notifications_tenant_active_idx')
      .on(table.tenantId, table.startsAt.desc())
      .where(sql`${table.withdrawnAt} is null`),
    index('notifications_tenant_kind_created_idx').on(table.tenantId, table.kind, table.createdAt),
    check(
      'notifications_audience_target',
      sql`case ${table.audience}
        when 'tenant' then ${table.agencyId} is null and ${table.userId} is null
        when 'agency' then ${table.agencyId} is not null and ${table.userId} is null
        when 'user' then ${table.userId} is not null and ${table.agencyId} is null
      end`,
    ),
    check('notifications_title_length', sql`char_length(${table.title}) between 1 and 80`),
    check('notifications_message_length', sql`char_length(${table.message}) between 1 and 600`),
    check('notifications_link_label_length', sql`char_length(${table.linkLabel}) between 1 and 40`),
    check('notifications_link_with_label', sql`(${table.linkPath} is null) = (${table.linkLabel} is null)`),
    check(
      'notifications_ends_after_start',
      sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
    // The pairs keep the addressed agency and user, and the author, inside the notification's tenant.
    foreignKey({
      name: 'notifications_agency_same_tenant_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    foreignKey({
      name: 'notifications_user_same_tenant_fk',
      columns: [table.userId, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'notifications_author_same_tenant_fk',
      columns: [table.createdBy, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
  ],
);

/** Who closed which popup; a dismissed notification is not shown to that user again. */
export const notificationDismissals = pgTable(
  'notification_dismissals',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.userId] })],
);
