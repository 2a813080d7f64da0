import { foreignKey, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { users } from './users';

/** The operator who looks after an agency (the user context's associatedStaff); at most one per agency. */
export const agencyAccountManagers = pgTable(
  'agency_account_managers',
  {
    agencyId: uuid('agency_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    operatorId: uuid('operator_id').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'agency_account_managers_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'agency_account_managers_operator_fk',
      columns: [table.operatorId, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }).onDelete('cascade'),
  ],
);
