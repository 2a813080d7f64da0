import { BannerPlacement } from '@portal/contracts';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export const bannerPlacement = pgEnum('banner_placement', BannerPlacement);

export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    placement: bannerPlacement('placement').notNull(),
    bannerPath: text('banner_path').notNull(),
    text: text('text').notNull(),
    /** A download-app banner opens the store link instead of showing Get Started (spec §2). */
    downloadApp: boolean('download_app').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('banners_tenant_placement_idx').on(table.tenantId, table.placement, table.sortOrder)],
);
