import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  foreignKey,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { OrderDueStoredStatuses } from '@portal/contracts';
import { agencies } from './agencies';
import { ledgerTransactions } from './ledger';
import { tenants } from './tenants';
import { users } from './users';

/** Only open and settled are stored; "overdue" is an open due past its due date, derived when read. */
export const orderDueStatus = pgEnum('order_due_status', OrderDueStoredStatuses);

/**
 * What an agency still owes on an order it issued with a partial payment: the total, the part paid from the
 * wallet at issue, and the outstanding rest, to be paid by the due date. Created with the issuing posting (kept
 * here) and settled from the wallet; amounts in minor units of `currency`. The database itself keeps the
 * figures and the status consistent.
 */
export const orderDues = pgTable(
  'order_dues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    orderReference: text('order_reference').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull(),
    outstandingAmount: bigint('outstanding_amount', { mode: 'number' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: orderDueStatus('status').notNull().default('open'),
    /** What the accountant recognises the order by: PNR, route, airline and passengers' names. */
    pnr: text('pnr'),
    route: text('route'),
    airline: text('airline'),
    passengers: jsonb('passengers').$type<string[]>().notNull().default([]),
    /** The issuing posting: the paid part from the wallet, the rest to dues receivable, the total to sales. */
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    unique('order_dues_reference_unique').on(table.tenantId, table.orderReference),
    index('order_dues_agency_idx').on(table.tenantId, table.agencyId, table.status, table.dueAt),
    foreignKey({
      name: 'order_dues_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    check('order_dues_total_check', sql`${table.totalAmount} > 0`),
    check(
      'order_dues_paid_check',
      sql`${table.paidAmount} >= 0 and ${table.paidAmount} < ${table.totalAmount}`,
    ),
    check(
      'order_dues_outstanding_check',
      sql`${table.outstandingAmount} >= 0 and ${table.outstandingAmount} <= ${table.totalAmount} - ${table.paidAmount}`,
    ),
    check(
      'order_dues_status_check',
      sql`(${table.status} = 'settled') = (${table.outstandingAmount} = 0) and (${table.status} = 'settled') = (${table.settledAt} is not null)`,
    ),
  ],
);

/** One payment of a due from the agency's wallet, with the posting that moved the money. */
export const orderDueSettlements = pgTable(
  'order_due_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    orderDueId: uuid('order_due_id')
      .notNull()
      .references(() => orderDues.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_due_settlements_due_idx').on(table.orderDueId, table.createdAt),
    foreignKey({
      name: 'order_due_settlements_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    check('order_due_settlements_amount_check', sql`${table.amount} > 0`),
  ],
);
