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
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { tenants } from './tenants';
import { users } from './users';

/** A review written in the portal waits as pending until an operator publishes it; only published ones are listed. */
export const reviewStatus = pgEnum('review_status', ['published', 'pending']);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Null for testimonials the brand collected outside the portal. */
    userId: uuid('user_id'),
    agencyId: uuid('agency_id'),
    reviewerName: text('reviewer_name').notNull(),
    designation: text('designation'),
    companyName: text('company_name').notNull(),
    city: text('city'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    status: reviewStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_tenant_status_created_idx').on(table.tenantId, table.status, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    // The pairs keep a review's user and agency inside the review's tenant.
    foreignKey({
      name: 'reviews_user_same_tenant_fk',
      columns: [table.userId, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    foreignKey({
      name: 'reviews_agency_same_tenant_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
  ],
);
