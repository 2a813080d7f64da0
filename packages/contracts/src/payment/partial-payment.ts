import { z } from 'zod';
import { ZDayFilter } from '../common/dates';
import { ZCurrencyCode } from '../common/money';

/**
 * Partial payments (spec §7 Utility "PartialPayment"): an order issued with part of its price paid from the wallet
 * leaves a due, to be paid by a due date. The agency's accountant sees what is owed, what is late and what falls
 * due this week, and settles an order's outstanding amount from the wallet.
 */
const utility = '/utility/api/v1/PartialPayment';

export const PartialPaymentPaths = {
  getSummary: `${utility}/GetSummary`,
  getOrders: `${utility}/GetOrders`,
  getOrderDues: `${utility}/GetOrderDues`,
  getSettlementDetails: `${utility}/GetSettlementDetails`,
  settleNow: `${utility}/SettleNow`,
} as const;

/** Stored states of a due; a third, overdue, is an open due past its due date. */
export const OrderDueStoredStatuses = ['open', 'settled'] as const;
export const OrderDueStatuses = ['open', 'overdue', 'settled'] as const;
export const ZOrderDueStatus = z.enum(OrderDueStatuses);
export type OrderDueStatus = z.infer<typeof ZOrderDueStatus>;

/** How many days ahead "due soon" looks. */
export const dueSoonDays = 7;

export const PartialPaymentErrorCode = {
  AlreadySettled: 'DUE_ALREADY_SETTLED',
  AmountChanged: 'DUE_AMOUNT_CHANGED',
} as const;

export const PartialPaymentMessage = {
  alreadySettled: 'This order’s due has already been settled.',
  amountChanged: 'The amount due has changed. Check the settlement details and try again.',
  orderReferenceRequired: 'Order reference is required',
  amountPositive: 'Amount must be a whole number of poisha above zero',
  dateInvalid: 'Dates are written YYYY-MM-DD',
} as const;

const ZOrderReference = z
  .string(PartialPaymentMessage.orderReferenceRequired)
  .trim()
  .min(1, PartialPaymentMessage.orderReferenceRequired)
  .max(40);

/** One order with a due, as the partial-payment list shows it. Amounts in minor units of `currency`. */
export const ZOrderDue = z.object({
  orderDueId: z.uuid(),
  orderReference: z.string(),
  pnr: z.string().nullable(),
  route: z.string().nullable(),
  airline: z.string().nullable(),
  passengers: z.array(z.string()),
  currency: ZCurrencyCode,
  totalAmount: z.number().int(),
  paidAmount: z.number().int(),
  outstandingAmount: z.number().int().nonnegative(),
  dueAt: z.string(),
  status: ZOrderDueStatus,
  issuedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type OrderDue = z.infer<typeof ZOrderDue>;

/** GetSummary: per currency, what is owed, what is late and what falls due within `dueSoonDays`. */
export const ZPartialPaymentSummary = z.object({
  currency: ZCurrencyCode,
  outstandingAmount: z.number().int().nonnegative(),
  openCount: z.number().int().nonnegative(),
  overdueAmount: z.number().int().nonnegative(),
  overdueCount: z.number().int().nonnegative(),
  dueSoonAmount: z.number().int().nonnegative(),
  dueSoonCount: z.number().int().nonnegative(),
});
export type PartialPaymentSummary = z.infer<typeof ZPartialPaymentSummary>;
export const ZPartialPaymentSummaryResponse = z.object({
  summaries: z.array(ZPartialPaymentSummary),
  dueSoonDays: z.number().int(),
});
export type PartialPaymentSummaryResponse = z.infer<typeof ZPartialPaymentSummaryResponse>;

/** GetOrders: filters by status, by due date (days of the tenant's calendar, both kept) and by reference or PNR. */
export const ZOrderDuesQuery = z.strictObject({
  status: ZOrderDueStatus.optional(),
  dueFrom: ZDayFilter.optional(),
  dueTo: ZDayFilter.optional(),
  term: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type OrderDuesQuery = z.infer<typeof ZOrderDuesQuery>;

export const ZOrderDuesPage = z.object({
  orders: z.array(ZOrderDue),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderDuesPage = z.infer<typeof ZOrderDuesPage>;

export const ZOrderReferenceQuery = z.strictObject({ orderReference: ZOrderReference });
export type OrderReferenceQuery = z.infer<typeof ZOrderReferenceQuery>;

export const ZDueSettlement = z.object({
  settlementId: z.uuid(),
  amount: z.number().int().positive(),
  currency: ZCurrencyCode,
  transactionId: z.uuid(),
  settledAt: z.string(),
});
export type DueSettlement = z.infer<typeof ZDueSettlement>;

/** GetOrderDues: one order's dues and the settlements paid against them. */
export const ZOrderDuesResponse = z.object({
  orderReference: z.string(),
  dues: z.array(ZOrderDue),
  settlements: z.array(ZDueSettlement),
});
export type OrderDuesResponse = z.infer<typeof ZOrderDuesResponse>;

/** GetSettlementDetails: what settling the order now takes from the wallet, and whether the wallet covers it. */
export const ZSettlementDetails = z.object({
  orderReference: z.string(),
  status: ZOrderDueStatus,
  currency: ZCurrencyCode,
  outstandingAmount: z.number().int().nonnegative(),
  dueAt: z.string(),
  walletBalance: z.number().int(),
  creditLimit: z.number().int().nonnegative(),
  /** Balance plus credit limit: what the wallet may pay out now. */
  availableBalance: z.number().int(),
  /** The wallet's balance once this due is paid. */
  balanceAfter: z.number().int(),
  canSettle: z.boolean(),
});
export type SettlementDetails = z.infer<typeof ZSettlementDetails>;

/** SettleNow: pays the order's whole outstanding amount, which must be what the caller was shown (Idempotency-Key). */
export const ZSettleNowRequest = z.strictObject({
  orderReference: ZOrderReference,
  amount: z
    .number({ error: PartialPaymentMessage.amountPositive })
    .int(PartialPaymentMessage.amountPositive)
    .positive(PartialPaymentMessage.amountPositive),
});
export type SettleNowRequest = z.infer<typeof ZSettleNowRequest>;

export const ZSettleNowResponse = z.object({
  order: ZOrderDue,
  settlement: ZDueSettlement,
  walletBalance: z.number().int(),
});
export type SettleNowResponse = z.infer<typeof ZSettleNowResponse>;
