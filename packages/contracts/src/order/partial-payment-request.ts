import { z } from 'zod';
import { ZMoney } from '../common/money';

/**
 * A request to enable part payment (InitiateRequestToEnablePartialPayment): a held booking that is not offered part
 * payment (its first flight is less than a week away) can still be paid in part when the tenant's operators agree.
 * The agent asks once at a time; an operator approves it with a due date for the rest, or declines it with a reason.
 * Once approved, the order offers part payment until that due date.
 */
export const PartialRequestStatus = ['Pending', 'Approved', 'Rejected'] as const;
export const ZPartialRequestStatus = z.enum(PartialRequestStatus);
export type PartialRequestStatus = z.infer<typeof ZPartialRequestStatus>;

/** Part payment is never arranged closer to departure than this, so the rest can be collected before travel. */
export const partialRequestMinLeadHours = 48;
/** An approved due date falls at least this long before the first flight. */
export const partialDueMinHoursBeforeDeparture = 24;

export const PartialRequestErrorCode = {
  AlreadyAvailable: 'PARTIAL_ALREADY_AVAILABLE',
  RequestPending: 'PARTIAL_REQUEST_PENDING',
  TooLate: 'PARTIAL_REQUEST_TOO_LATE',
  NotHeld: 'ORDER_WRONG_STATUS',
  RequestNotFound: 'PARTIAL_REQUEST_NOT_FOUND',
  AlreadyDecided: 'PARTIAL_REQUEST_DECIDED',
  DueDateInvalid: 'PARTIAL_DUE_DATE_INVALID',
} as const;

export const PartialRequestMessage = {
  alreadyAvailable: 'Part payment is already available for this booking.',
  requestPending: 'A request to enable part payment for this booking is already awaiting approval.',
  tooLate: 'Part payment cannot be arranged less than 2 days before departure.',
  notHeld: 'Part payment can be requested only for a booking on hold.',
  requestNotFound: 'This part-payment request was not found.',
  alreadyDecided: 'This part-payment request was already approved or declined.',
  orderNoLongerHeld: 'This booking is no longer on hold, so part payment cannot be enabled for it.',
  dueDateInvalid: 'Choose a due date after now and at least one day before departure.',
  reasonRequired: 'Write why the request is declined (at least 3 characters)',
} as const;

/** The order's latest part-payment request, as the flight-order page shows it. */
export const ZPartialPaymentRequestView = z.object({
  requestId: z.string(),
  status: ZPartialRequestStatus,
  requestedAt: z.string(),
  requestedBy: z.string(),
  message: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Approved: the operator's note, if any; declined: why. */
  decisionNote: z.string().nullable(),
  /** Approved: when the rest of the fare falls due. */
  dueAt: z.string().nullable(),
});
export type PartialPaymentRequestView = z.infer<typeof ZPartialPaymentRequestView>;

/** POST InitiateRequestToEnablePartialPayment: answers the order with its new pending request. */
export const ZEnablePartialPaymentRequest = z.strictObject({
  orderReference: z.string().trim().min(4).max(32),
  message: z.string().trim().max(500).optional(),
});
export type EnablePartialPaymentRequest = z.infer<typeof ZEnablePartialPaymentRequest>;

/** The back office's queue of part-payment requests awaiting a decision. */
const requests = '/backoffice/api/v1/PartialPaymentRequest';
export const PartialRequestQueuePaths = {
  /** GET: pending requests of the tenant whose orders are still held, the oldest first. */
  getPendingRequests: `${requests}/GetPendingRequests`,
  /** POST: approve with the due date of the rest. */
  approveRequest: `${requests}/ApproveRequest`,
  /** POST: decline with a reason the agent reads on the order page. */
  rejectRequest: `${requests}/RejectRequest`,
} as const;

export const ZPartialRequestQueueItem = z.object({
  requestId: z.string(),
  orderReference: z.string(),
  agencyName: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  message: z.string().nullable(),
  pnr: z.string().nullable(),
  route: z.string(),
  validatingAirline: z.string(),
  firstDepartureAt: z.string(),
  timeLimit: z.string().nullable(),
  /** What the order costs the agency, and what the wallet would pay at least when issuing in part. */
  amount: ZMoney,
  minimumPayable: ZMoney,
  /** The latest due date an approval may set (a day before the first flight). */
  latestDueAt: z.string(),
});
export type PartialRequestQueueItem = z.infer<typeof ZPartialRequestQueueItem>;

export const ZPartialRequestQueueResponse = z.object({ requests: z.array(ZPartialRequestQueueItem) });
export type PartialRequestQueueResponse = z.infer<typeof ZPartialRequestQueueResponse>;

export const ZApprovePartialRequest = z.strictObject({
  requestId: z.uuid(),
  dueAt: z.iso.datetime({ offset: true }),
  note: z.string().trim().max(500).optional(),
});
export type ApprovePartialRequest = z.infer<typeof ZApprovePartialRequest>;

export const ZRejectPartialRequest = z.strictObject({
  requestId: z.uuid(),
  note: z.string().trim().min(3, PartialRequestMessage.reasonRequired).max(500),
});
export type RejectPartialRequest = z.infer<typeof ZRejectPartialRequest>;

/** After a decision: the request as the agent will see it, with its order. */
export const ZPartialRequestDecision = z.object({
  orderReference: z.string(),
  request: ZPartialPaymentRequestView,
});
export type PartialRequestDecision = z.infer<typeof ZPartialRequestDecision>;
