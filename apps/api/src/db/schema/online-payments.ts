import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { CardBrands, CardScopes, OnlinePaymentMethods, OnlinePaymentStatuses } from '@portal/contracts';
import { agencies } from './agencies';
import { ledgerTransactions } from './ledger';
import { tenants } from './tenants';
import { users } from './users';

export const onlinePaymentMethod = pgEnum('online_payment_method', OnlinePaymentMethods);
export const onlinePaymentStatus = pgEnum('online_payment_status', OnlinePaymentStatuses);
export const cardBrand = pgEnum('card_brand', CardBrands);
export const cardScope = pgEnum('card_scope', CardScopes);

/**
 * An agency's top-up through the payment gateway's hosted checkout. It stays pending while the payer is at the
 * checkout and is decided once by the gateway's signed result: paid (the wallet credited, the posting kept here),
 * failed, cancelled or expired. The database itself refuses a decision without its traces.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    /** OP-XXXXXXXX, what the agency, the gateway and the payment ledger call the payment. */
    reference: text('reference').notNull(),
    method: onlinePaymentMethod('method').notNull(),
    /** bkash or nagad for a mobile wallet payment. */
    wallet: text('wallet'),
    /** The card's first digits as priced, its brand and whether it was charged the local rate. */
    cardBin: text('card_bin'),
    cardBrand: cardBrand('card_brand'),
    cardScope: cardScope('card_scope'),
    /** Minor units credited to the wallet. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Minor units the payer bears on top, at `surcharge_basis_points`. */
    surcharge: bigint('surcharge', { mode: 'number' }).notNull(),
    surchargeBasisPoints: integer('surcharge_basis_points').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: onlinePaymentStatus('status').notNull().default('pending'),
    /** The gateway's checkout session and page. */
    gatewaySessionId: text('gateway_session_id').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    gatewayTransactionId: text('gateway_transaction_id'),
    paidWith: text('paid_with'),
    /**
     * A payment made to issue a held order (GetIssueTicketWith…PayOnline): the order, how it is paid and the payable
     * the agent accepted. Once paid, the money reaches the wallet and the order is issued from it.
     */
    orderReference: text('order_reference'),
    issuePayment: text('issue_payment', { enum: ['Full', 'Partial'] }),
    acceptedPayable: bigint('accepted_payable', { mode: 'number' }),
    /** The posting that credited the wallet; one payment, one posting. */
    ledgerTransactionId: uuid('ledger_transaction_id')
      .unique()
      .references(() => ledgerTransactions.id),
  },
  (table) => [
    unique('online_payments_reference_unique').on(table.tenantId, table.reference),
    unique('online_payments_session_unique').on(table.tenantId, table.gatewaySessionId),
    index('online_payments_agency_idx').on(table.tenantId, table.agencyId, table.createdAt),
    foreignKey({
      name: 'online_payments_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }),
    check('online_payments_amount_check', sql`${table.amount} > 0 and ${table.surcharge} >= 0`),
    check(
      'online_payments_wallet_check',
      sql`(${table.method} = 'mobile_wallet') = (${table.wallet} is not null)`,
    ),
    check(
      'online_payments_issue_check',
      sql`(${table.orderReference} is null) = (${table.issuePayment} is null) and (${table.orderReference} is null) = (${table.acceptedPayable} is null)`,
    ),
    check('online_payments_decided_check', sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
    check(
      'online_payments_paid_check',
      sql`(${table.status} = 'paid') = (${table.ledgerTransactionId} is not null)`,
    ),
  ],
);

export const SandboxSessionStatuses = ['open', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type SandboxSessionStatus = (typeof SandboxSessionStatuses)[number];

/**
 * The built-in sandbox gateway's own state: one hosted checkout session each. It belongs to the gateway, not to
 * us, so it names the merchant (tenant) and its reference but has no keys into our tables.
 */
export const sandboxGatewaySessions = pgTable(
  'sandbox_gateway_sessions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    merchantReference: text('merchant_reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    method: text('method').notNull(),
    wallet: text('wallet'),
    /** When the merchant priced the payment for a card, only cards starting with these digits are taken. */
    cardBin: text('card_bin'),
    status: text('status', { enum: SandboxSessionStatuses }).notNull().default('open'),
    /** Where the payer's browser goes after each outcome, and where the result is posted. */
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    callbackUrl: text('callback_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    gatewayTransactionId: text('gateway_transaction_id'),
    paidWith: text('paid_with'),
    /** Wrong one-time codes entered for a wallet payment; the third fails the payment. */
    wrongCodes: integer('wrong_codes').notNull().default(0),
    /** The mobile wallet step: the number a code was sent to. */
    walletNumber: text('wallet_number'),
    /** When the merchant acknowledged the result (a 2xx to the callback); retried while null. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (table) => [
    unique('sandbox_gateway_sessions_reference_unique').on(table.tenantId, table.merchantReference),
  ],
);
