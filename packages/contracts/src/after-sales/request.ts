import { z } from 'zod';
import { ZMoney } from '../common/money';
import { ZPassengerType } from '../flight/itinerary-details';
import { AfterSalesMessage } from './errors';
import { ZAfterSalesKind, ZRequestKind, ZRequestStatus, ZRequestTab } from './request-status';
import { ZAfterSalesJourney, ZRefundReason, ZTicketStatus } from './tickets';

const ZOrderReference = z.string().trim().min(4).max(32);
const ZRemark = z.string().trim().max(500, AfterSalesMessage.remarkTooLong).optional();
const ZPaxIds = z.array(z.number().int().positive().max(99)).min(1, AfterSalesMessage.nothingSelected).max(9);
export const ZRequestReference = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}-\d{5,12}$/, AfterSalesMessage.notFound);

/** Void/Request: void the chosen passengers' tickets. */
export const ZVoidRequestBody = z.strictObject({
  orderReference: ZOrderReference,
  paxIds: ZPaxIds,
  remark: ZRemark,
});
export type VoidRequestBody = z.infer<typeof ZVoidRequestBody>;

/** Refund/Request: refund the chosen passengers for the chosen unflown journeys. */
export const ZRefundRequestBody = z.strictObject({
  orderReference: ZOrderReference,
  paxIds: ZPaxIds,
  journeyIndexes: z.array(z.number().int().min(0).max(9)).min(1, AfterSalesMessage.nothingSelected).max(10),
  reason: ZRefundReason,
  remark: ZRemark,
});
export type RefundRequestBody = z.infer<typeof ZRefundRequestBody>;

/** What a quote line is for. Signed amounts: positive goes to the agency, negative is kept or charged. */
export const QuoteLineKinds = [
  'BaseFare',
  'Taxes',
  'Commission',
  'Ait',
  'Extras',
  'Penalty',
  'ServiceFee',
  'FareDifference',
  'TaxDifference',
  'ChangePenalty',
  'Residual',
  'Other',
] as const;
export const ZQuoteLineKind = z.enum(QuoteLineKinds);
export type QuoteLineKind = z.infer<typeof ZQuoteLineKind>;

export const ZQuoteLine = z.object({
  kind: ZQuoteLineKind,
  label: z.string(),
  /** The passenger the line is for; null for the whole request. */
  paxId: z.number().int().positive().nullable(),
  amount: ZMoney,
});
export type QuoteLine = z.infer<typeof ZQuoteLine>;

/** An immutable, itemised quote that expires; accepting names it, so a stale one is refused. */
export const ZRequestQuote = z.object({
  quoteId: z.uuid(),
  by: z.enum(['Airline', 'Operator']),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Current: the request's latest quote, not yet expired. */
  state: z.enum(['Current', 'Expired', 'Superseded']),
  lines: z.array(ZQuoteLine),
  /** The lines' sum: positive is credited to the wallet, negative is paid from it. */
  total: ZMoney,
  note: z.string().nullable(),
});
export type RequestQuote = z.infer<typeof ZRequestQuote>;

export const ZRequestEvent = z.object({
  at: z.string(),
  action: z.string(),
  status: ZRequestStatus,
  by: z.string(),
  side: z.enum(['Agency', 'Operator', 'System']),
  note: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof ZRequestEvent>;

/** One after-sales request as the agency and the operators see it. */
export const ZAfterSalesRequest = z.object({
  reference: z.string(),
  kind: ZRequestKind,
  status: ZRequestStatus,
  mode: z.enum(['Automatic', 'Manual']),
  orderReference: z.string(),
  pnr: z.string().nullable(),
  route: z.string(),
  validatingAirline: z.string(),
  agencyName: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  assignee: z.string().nullable(),
  reason: ZRefundReason.nullable(),
  remark: z.string().nullable(),
  passengers: z.array(
    z.object({
      paxId: z.number().int().positive(),
      name: z.string(),
      type: ZPassengerType,
      ticketNumber: z.string().nullable(),
      ticketStatus: ZTicketStatus,
    }),
  ),
  journeys: z.array(ZAfterSalesJourney),
  quote: ZRequestQuote.nullable(),
  /** Earlier quotes, newest first. */
  pastQuotes: z.array(ZRequestQuote),
  /** The amount posted to the wallet once completed (positive credited, negative debited). */
  settled: ZMoney.nullable(),
  history: z.array(ZRequestEvent),
});
export type AfterSalesRequest = z.infer<typeof ZAfterSalesRequest>;

/** UpdateStatus: Accept names the quote it accepts; Requote asks the airline again after a quote expired. */
export const ZUpdateRequestStatusBody = z.discriminatedUnion('action', [
  z.strictObject({ reference: ZRequestReference, action: z.literal('Accept'), quoteId: z.uuid() }),
  z.strictObject({ reference: ZRequestReference, action: z.enum(['Decline', 'Cancel', 'Requote']) }),
]);
export type UpdateRequestStatusBody = z.infer<typeof ZUpdateRequestStatusBody>;

export const ZRequestReferenceQuery = z.strictObject({ reference: ZRequestReference });

export const RequestQueueLimit = { defaultPageSize: 25, maxPageSize: 100, maxSearchLength: 64 } as const;

export const ZRequestQueueQuery = z.strictObject({
  tab: ZRequestTab.default('all'),
  search: z.string().trim().max(RequestQueueLimit.maxSearchLength).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(RequestQueueLimit.maxPageSize)
    .default(RequestQueueLimit.defaultPageSize),
});
export type RequestQueueQuery = z.infer<typeof ZRequestQueueQuery>;

export const ZRequestQueueRow = z.object({
  reference: z.string(),
  kind: ZRequestKind,
  status: ZRequestStatus,
  mode: z.enum(['Automatic', 'Manual']),
  orderReference: z.string(),
  pnr: z.string().nullable(),
  route: z.string(),
  agencyName: z.string(),
  passengers: z.array(z.string()),
  requestedBy: z.string(),
  requestedAt: z.string(),
  updatedAt: z.string(),
  assignee: z.string().nullable(),
  /** The current quote's total and when it lapses. */
  quoteTotal: ZMoney.nullable(),
  quoteExpiresAt: z.string().nullable(),
  /** Minutes since the request last waited on the side that must act (the operators' SLA column). */
  ageMinutes: z.number().int().nonnegative(),
});
export type RequestQueueRow = z.infer<typeof ZRequestQueueRow>;

export const ZRequestQueuePage = z.object({
  tabs: z.record(ZRequestTab, z.number().int().nonnegative()),
  requests: z.array(ZRequestQueueRow),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type RequestQueuePage = z.infer<typeof ZRequestQueuePage>;

/** Back office: the operators' queue adds the kind to the same query. */
export const ZOperatorRequestQueueQuery = ZRequestQueueQuery.extend({ kind: ZAfterSalesKind });

export const ZAssignRequestBody = z.strictObject({ reference: ZRequestReference, assignToMe: z.boolean() });

/** An operator's manual quote: itemised lines in minor units of the order's currency. */
export const ZOperatorQuoteBody = z.strictObject({
  reference: ZRequestReference,
  lines: z
    .array(
      z.strictObject({
        kind: ZQuoteLineKind,
        label: z.string().trim().min(1, AfterSalesMessage.quoteInvalid).max(80),
        paxId: z.number().int().positive().max(99).nullable(),
        amount: z.number().int(AfterSalesMessage.quoteInvalid).min(-100_000_000_00).max(100_000_000_00),
      }),
    )
    .min(1, AfterSalesMessage.quoteInvalid)
    .max(60),
  validMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(24 * 60),
  note: z.string().trim().max(500, AfterSalesMessage.remarkTooLong).optional(),
});
export type OperatorQuoteBody = z.infer<typeof ZOperatorQuoteBody>;

export const ZOperatorDecisionBody = z.strictObject({
  reference: ZRequestReference,
  decision: z.enum(['Complete', 'Reject']),
  note: z.string().trim().min(3, AfterSalesMessage.noteRequired).max(500, AfterSalesMessage.remarkTooLong),
});
export type OperatorDecisionBody = z.infer<typeof ZOperatorDecisionBody>;

/** PenaltyDetails / AutoAmountDetails: what the airline's own rules give for a request now. */
export const ZAutomaticAmounts = z.object({
  reference: z.string(),
  /** The penalty window the figures fall in (refunds), null for a void. */
  window: z.string().nullable(),
  lines: z.array(ZQuoteLine),
  total: ZMoney,
});
export type AutomaticAmounts = z.infer<typeof ZAutomaticAmounts>;
