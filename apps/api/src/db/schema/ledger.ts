import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  char,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { LedgerAccountKind, LedgerTransactionKind } from '@portal/contracts';
import { agencies } from './agencies';
import { tenants } from './tenants';
import { users } from './users';

export const ledgerAccountKind = pgEnum('ledger_account_kind', LedgerAccountKind);
export const ledgerTransactionKind = pgEnum('ledger_transaction_kind', LedgerTransactionKind);

/**
 * An account of the double-entry ledger: an agency's wallet per currency, or one of the tenant's own accounts (bank,
 * gateway, supplier payable, sales, dues receivable, adjustments). `posted` is the sum of the account's entries,
 * credits positive, kept by the one posting function; a wallet may not go below minus its credit limit, which the
 * database itself refuses.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').references(() => agencies.id),
    kind: ledgerAccountKind('kind').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    posted: bigint('posted', { mode: 'number' }).notNull().default(0),
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_owner_unique')
      .on(table.tenantId, table.agencyId, table.kind, table.currency)
      .nullsNotDistinct(),
    check('ledger_accounts_credit_limit_check', sql`${table.creditLimit} >= 0`),
    check(
      'ledger_accounts_wallet_floor_check',
      sql`${table.kind} <> 'agency_wallet' or ${table.posted} >= -${table.creditLimit}`,
    ),
    check(
      'ledger_accounts_agency_check',
      sql`(${table.kind} = 'agency_wallet' or ${table.kind} = 'dues_receivable') = (${table.agencyId} is not null)`,
    ),
  ],
);

/** One business event that moves money (a deposit approved, a ticket paid, an adjustment), never changed. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The agency whose money moved, when one did. */
    agencyId: uuid('agency_id').references(() => agencies.id),
    kind: ledgerTransactionKind('kind').notNull(),
    /** What the money was for, e.g. a deposit or order reference, shown in the payment ledger. */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    /** A reversal names the transaction it undoes; each can be reversed once. */
    reversesId: uuid('reverses_id').unique(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_agency_idx').on(table.tenantId, table.agencyId, table.createdAt),
    index('ledger_transactions_reference_idx').on(table.tenantId, table.reference),
  ],
);

/**
 * One line of a transaction: an amount (minor units, credit positive, never zero) on one account, with the account's
 * balance right after it, so the payment ledger's running balance is read, not recomputed. Never updated or
 * deleted: the database refuses both.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    // Reports and statements read an account's lines over a range of days.
    index('ledger_entries_account_created_idx').on(table.accountId, table.createdAt, table.id),
    index('ledger_entries_transaction_idx').on(table.transactionId),
  ],
);

/**
 * The first answer to a call that moves money, kept under the caller's Idempotency-Key so a repeat gets the same
 * answer and changes nothing. Taken first in the database transaction of the change it answers, so a concurrent
 * repeat waits for that transaction and then reads its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** Method and path of the call, and a hash of its body: the same key with another call or body is refused. */
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Filled before the transaction that took the key commits, so no other caller ever sees them empty. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.userId, table.key] })],
);
