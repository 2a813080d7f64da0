import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PartialRequestStatus } from '@portal/contracts';
import { agencies } from './agencies';
import { flightOrders } from './flight-orders';
import { tenants } from './tenants';
import { users } from './users';

/**
 * An agent's request to enable part payment on a held order that is not offered it, and the operator's decision.
 * One request per order awaits a decision at a time; a declined order may be asked for again.
 */
export const partialPaymentRequests = pgTable(
  'partial_payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => flightOrders.id),
    status: text('status').$type<PartialRequestStatus>().notNull(),
    message: text('message'),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('partial_payment_requests_one_pending')
      .on(table.orderId)
      .where(sql`${table.status} = 'Pending'`),
    index('partial_payment_requests_order_idx').on(table.orderId, table.requestedAt),
    index('partial_payment_requests_pending_idx').on(table.tenantId, table.status, table.requestedAt),
    foreignKey({
      name: 'partial_payment_requests_agency_same_tenant_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    foreignKey({
      name: 'partial_payment_requests_user_same_tenant_fk',
      columns: [table.requestedBy, table.tenantId],
      foreignColumns: [users.id, users.tenantId],
    }),
    check(
      'partial_payment_requests_status_check',
      sql`${table.status} in ('Pending', 'Approved', 'Rejected')`,
    ),
    // A decided request says who decided and when; only an approval carries a due date.
    check(
      'partial_payment_requests_decision_check',
      sql`(${table.status} = 'Pending') = (${table.decidedAt} is null)
        and (${table.status} = 'Approved') = (${table.dueAt} is not null)`,
    ),
  ],
);
