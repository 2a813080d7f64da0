import { z } from 'zod';
import { ZDayFilter } from '../common/dates';
import { ZCurrencyCode } from '../common/money';

/**
 * Accounts of the ledger: an agency's wallet (what the provider owes the agency, less what it has spent on credit)
 * and what the agency owes on partly paid tickets; and the tenant's own accounts money moves against.
 */
export const LedgerAccountKind = [
  'agency_wallet',
  'dues_receivable',
  'provider_bank',
  'provider_gateway',
  'supplier_payable',
  'sales',
  'adjustments',
] as const;
export type LedgerAccountKind = (typeof LedgerAccountKind)[number];

/** What a transaction was for; the payment ledger's type filter. */
export const LedgerTransactionKind = [
  'deposit',
  'online_payment',
  'ticket',
  'settlement',
  'refund',
  'adjustment',
  'reversal',
  /** A hotel booking paid from the wallet, and what a cancellation or refusal gave back. */
  'hotel',
  'hotel_refund',
  /** A holiday quote accepted: the deposit from the wallet, the balance onto the agency's dues. */
  'holiday',
  /** A visa application paid from the wallet, and what a cancellation gave back. */
  'visa',
  'visa_refund',
] as const;
export const ZLedgerTransactionKind = z.enum(LedgerTransactionKind);
export type LedgerTransactionKind = (typeof LedgerTransactionKind)[number];

/** The money service's error codes; the web shows the message. */
export const MoneyErrorCode = {
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  IdempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  AlreadyReversed: 'ALREADY_REVERSED',
  CreditInUse: 'CREDIT_IN_USE',
} as const;

export const MoneyMessage = {
  insufficientBalance: 'insufficient balance',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyRequired:
    'An Idempotency-Key header (8 to 64 letters, digits, dashes or underscores) is required.',
  alreadyReversed: 'This transaction has already been reversed.',
  amountPositive: 'Amount must be a whole number of poisha above zero',
  amountTooLarge: 'Amount is too large',
  reasonRequired: 'Reason is required',
  creditLimitInvalid: 'Credit limit must be zero or a whole number of poisha above zero',
  creditInUse: 'The agency already uses more credit than this limit. Collect the difference first.',
} as const;

/** Header of every call that moves money. */
export const IdempotencyHeader = 'idempotency-key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** Under this much available money (minor units: 10,000 taka) the balance menu asks the agency to top up. */
export const lowBalanceMark = 10_000_00;

/** The largest amount one posting may move: 10 crore taka in poisha, far above any booking. */
export const maxPostingAmount = 100_000_000_00;

const ZPositiveAmount = z
  .number({ error: MoneyMessage.amountPositive })
  .int(MoneyMessage.amountPositive)
  .positive(MoneyMessage.amountPositive)
  .max(maxPostingAmount, MoneyMessage.amountTooLarge);

/**
 * passbook/mybalance (spec §3 "Wallet balance"): the wallet's balance in minor units, with the credit the agency may
 * use beyond it. status says whether the agency should top up: Low when what is available is under the tenant's
 * low-balance mark.
 */
export const ZWalletBalance = z.object({
  walletCurrency: ZCurrencyCode,
  walletBalance: z.number().int(),
  creditLimit: z.number().int().nonnegative(),
  /** What the agency can spend now: balance plus credit limit. */
  availableBalance: z.number().int(),
  /** Partly paid tickets' dues not yet settled. */
  dueAmount: z.number().int().nonnegative(),
  status: z.enum(['Ok', 'Low', 'OnCredit']),
  subscription: z.string().nullable(),
  errorDetail: z.string().nullable(),
});
export type WalletBalance = z.infer<typeof ZWalletBalance>;

/** One line of the payment ledger: a transaction as it touched the agency's wallet. */
export const ZPassbookEntry = z.object({
  entryId: z.number().int(),
  transactionId: z.uuid(),
  postedAt: z.string(),
  kind: ZLedgerTransactionKind,
  reference: z.string(),
  description: z.string(),
  /** Money out of the wallet, minor units (0 when the line is a credit). */
  debit: z.number().int().nonnegative(),
  credit: z.number().int().nonnegative(),
  /** The wallet's balance right after this line. */
  balance: z.number().int(),
  currency: ZCurrencyCode,
});
export type PassbookEntry = z.infer<typeof ZPassbookEntry>;

export const ZPassbookQuery = z.strictObject({
  from: ZDayFilter.optional(),
  to: ZDayFilter.optional(),
  kind: ZLedgerTransactionKind.optional(),
  /** Matches the reference or description. */
  term: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type PassbookQuery = z.infer<typeof ZPassbookQuery>;

export const ZPassbookPage = z.object({
  entries: z.array(ZPassbookEntry),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Totals over every line matching the filters, not just this page. */
  totalDebit: z.number().int().nonnegative(),
  totalCredit: z.number().int().nonnegative(),
  currency: ZCurrencyCode,
});
export type PassbookPage = z.infer<typeof ZPassbookPage>;

/** passbook/searchpad: a quick look-up over the whole ledger, whatever the page's other filters. */
export const PassbookSearchLimit = {
  /** At most this many lines answer, newest first. */
  maxLines: 8,
  minTermLength: 2,
  maxTermLength: 64,
} as const;

export const ZPassbookSearchQuery = z.strictObject({
  term: z
    .string('Type a reference or description to search for')
    .trim()
    .min(PassbookSearchLimit.minTermLength, 'Type at least 2 characters to search')
    .max(PassbookSearchLimit.maxTermLength),
});
export type PassbookSearchQuery = z.infer<typeof ZPassbookSearchQuery>;

export const ZPassbookSearchResponse = z.object({ entries: z.array(ZPassbookEntry) });
export type PassbookSearchResponse = z.infer<typeof ZPassbookSearchResponse>;

/** passbook/export: the filtered payment ledger as a spreadsheet (oldest first, at most `maxPassbookExportLines`). */
export const ZPassbookExportQuery = ZPassbookQuery.omit({ page: true, pageSize: true }).extend({
  format: z.enum(['csv', 'xlsx']),
});
export type PassbookExportQuery = z.infer<typeof ZPassbookExportQuery>;
export const maxPassbookExportLines = 10_000;

/** passbook/availfilter: what the payment ledger can be filtered by. */
export const ZPassbookFilterOptions = z.object({ kinds: z.array(ZLedgerTransactionKind) });

/** Back office: an operator's manual correction of an agency's wallet, posted against the adjustments account. */
export const ZPostAdjustmentRequest = z.strictObject({
  agencyId: z.uuid(),
  direction: z.enum(['credit', 'debit']),
  amount: ZPositiveAmount,
  currency: ZCurrencyCode.default('BDT'),
  reason: z.string().trim().min(1, MoneyMessage.reasonRequired).max(300),
});
export type PostAdjustmentRequest = z.infer<typeof ZPostAdjustmentRequest>;

export const ZPostedTransaction = z.object({
  transactionId: z.uuid(),
  kind: ZLedgerTransactionKind,
  reference: z.string(),
  postedAt: z.string(),
  /** The agency wallet's balance after the posting. */
  walletBalance: z.number().int(),
  currency: ZCurrencyCode,
});
export type PostedTransaction = z.infer<typeof ZPostedTransaction>;

export const ZSetCreditLimitRequest = z.strictObject({
  agencyId: z.uuid(),
  currency: ZCurrencyCode.default('BDT'),
  creditLimit: z
    .number({ error: MoneyMessage.creditLimitInvalid })
    .int(MoneyMessage.creditLimitInvalid)
    .nonnegative(MoneyMessage.creditLimitInvalid)
    .max(maxPostingAmount, MoneyMessage.amountTooLarge),
});

export const ZAgencyWallet = z.object({
  agencyId: z.uuid(),
  agencyName: z.string(),
  currency: ZCurrencyCode,
  balance: z.number().int(),
  creditLimit: z.number().int().nonnegative(),
});
export type AgencyWallet = z.infer<typeof ZAgencyWallet>;
export const ZAgencyWalletsResponse = z.object({ wallets: z.array(ZAgencyWallet) });

/** Back office ledger audit: per currency, debits equal credits, and every cached balance equals its entries. */
export const ZLedgerAudit = z.object({
  currencies: z.array(
    z.object({
      currency: ZCurrencyCode,
      totalDebit: z.number().int().nonnegative(),
      totalCredit: z.number().int().nonnegative(),
      balanced: z.boolean(),
    }),
  ),
  transactionCount: z.number().int().nonnegative(),
  unbalancedTransactions: z.array(z.uuid()),
  /** Accounts whose cached balance differs from the sum of their entries (always empty when all is well). */
  mismatchedAccounts: z.array(z.uuid()),
});
export type LedgerAudit = z.infer<typeof ZLedgerAudit>;
