import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { DepositMethods, DepositStatuses, type DepositDetails } from '@portal/contracts';
import { agencies } from './agencies';
import { providerBankAccounts } from './bank-accounts';
import { ledgerTransactions } from './ledger';
import { tenants } from './tenants';
import { users } from './users';

export const depositMethod = pgEnum('deposit_method', DepositMethods);
export const depositStatus = pgEnum('deposit_status', DepositStatuses);

/**
 * An agency's request to have money it paid in credited to its wallet. It waits for an operator and is approved
 * (the money is posted, and the posting's transaction kept here) or rejected with a reason, exactly once. The
 * database itself refuses a decided deposit without its decision's traces.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    /** DP-XXXXXXXX, what the agency and the payment ledger call the deposit. */
    reference: text('reference').notNull(),
    method: depositMethod('method').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The method's own fields (dates, slip or cheque number, sender...) as the agency sent them. */
    details: jsonb('details').$type<DepositDetails>().notNull(),
    /** The tenant's account the money was paid into; null for mobile banking (paid to a wallet's number). */
    providerBankAccountId: uuid('provider_bank_account_id').references(() => providerBankAccounts.id),
    note: text('note'),
    /** The slip in the file store, when one was sent. */
    slipFileKey: text('slip_file_key'),
    slipContentType: text('slip_content_type'),
    slipSizeBytes: integer('slip_size_bytes'),
    status: depositStatus('status').notNull().default('pending'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The posting that credited the wallet; one deposit, one posting. */
    ledgerTransactionId: uuid('ledger_transaction_id')
      .unique()
      .references(() => ledgerTransactions.id),
  },
  (table) => [
    unique('deposits_reference_unique').on(table.tenantId, table.reference),
    index('deposits_agency_idx').on(table.tenantId, table.agencyId, table.createdAt),
    index('deposits_status_idx').on(table.tenantId, table.status, table.createdAt),
    // The agency must be the tenant's own.
    foreignKey({
      name: 'deposits_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    check('deposits_amount_check', sql`${table.amount} > 0`),
    check(
      'deposits_account_check',
      sql`(${table.method} = 'mobile_banking') = (${table.providerBankAccountId} is null)`,
    ),
    check(
      'deposits_slip_check',
      sql`(${table.slipFileKey} is null) = (${table.slipContentType} is null) and (${table.slipFileKey} is null) = (${table.slipSizeBytes} is null)`,
    ),
    check('deposits_decided_check', sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
    check(
      'deposits_approved_check',
      sql`(${table.status} = 'approved') = (${table.ledgerTransactionId} is not null)`,
    ),
    check(
      'deposits_rejected_check',
      sql`(${table.status} = 'rejected') = (${table.rejectionReason} is not null)`,
    ),
  ],
);
