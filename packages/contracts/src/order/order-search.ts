import { z } from 'zod';
import { ZRequestKind } from '../after-sales/request-status';
import { ZMoney } from '../common/money';
import { ZPartialRequestStatus } from './partial-payment-request';
import { ZFlightOrderStatus } from './flight-order';
import { ZHotelBookingStatus } from '../hotel/booking';

/** GET SearchOrders?keyword: the agency's orders a reference, PNR or traveller's name finds, newest first. */
export const OrderSearchLimit = { minLength: 3, maxLength: 64, maxResults: 10 } as const;

export const OrderSearchMessage = {
  tooShort: 'Please type at least 3 characters',
} as const;

export const ZOrderSearchQuery = z.strictObject({
  keyword: z
    .string()
    .trim()
    .min(OrderSearchLimit.minLength, OrderSearchMessage.tooShort)
    .max(OrderSearchLimit.maxLength),
});
export type OrderSearchQuery = z.infer<typeof ZOrderSearchQuery>;

export const ZOrderSearchHit = z.object({
  orderReference: z.string(),
  pnr: z.string().nullable(),
  status: ZFlightOrderStatus,
  /** Each journey's origin, then the final destination. */
  route: z.array(z.string()),
  /** The first flight's departure in its airport's local time, with its offset. */
  departure: z.string(),
  leadPassenger: z.string(),
  passengerCount: z.number().int().positive(),
  createdAt: z.string(),
});
export type OrderSearchHit = z.infer<typeof ZOrderSearchHit>;

export const ZOrderSearchResponse = z.object({ orders: z.array(ZOrderSearchHit) });
export type OrderSearchResponse = z.infer<typeof ZOrderSearchResponse>;

/**
 * GET GetNotifications: what needs the agency's attention on its orders. `timeLimit`: a held order whose seats lapse
 * within `OrderNotificationWindow.timeLimitHours`; `due`: a partly paid order's rest falls due within
 * `dueDays` (or is overdue); `statusChanged`: an order changed status within `statusChangeHours`, by the system
 * or by another user than the caller; `partialRequest`: the operators approved or declined a request to enable part
 * payment on a still held order within `statusChangeHours`; `requestQuoted`: a void, refund, exchange or holiday
 * quote waits for the agency's answer (`deadline` is when it lapses; a holiday's `orderReference` is its HL- request,
 * with no PNR or status); `requestCompleted`: a void, refund or exchange request was completed within
 * `statusChangeHours` (`amount` is what was credited, negative when paid); `hotelDeadline`: a hotel booking's hold
 * (pay before) or free cancellation ends within `hotelDeadlineHours` (`orderReference` is the HB- reference, `hotel`
 * says which deadline); `visaCorrectionAsked`: an operator asks for visa documents again (`request` names the VS-
 * application, `orderReference` too); `visaApproved`: a visa application was approved within `statusChangeHours`.
 */
export const OrderNotificationKinds = [
  'timeLimit',
  'due',
  'statusChanged',
  'partialRequest',
  'requestQuoted',
  'requestCompleted',
  'hotelDeadline',
  'visaCorrectionAsked',
  'visaApproved',
] as const;
export const ZOrderNotificationKind = z.enum(OrderNotificationKinds);
export type OrderNotificationKind = z.infer<typeof ZOrderNotificationKind>;

export const OrderNotificationWindow = {
  timeLimitHours: 6,
  dueDays: 3,
  statusChangeHours: 24,
  /** HotelLimit.deadlineAlertHours: hotel holds and free cancellations ending within it are flagged. */
  hotelDeadlineHours: 72,
  maxResults: 20,
} as const;

export const ZOrderNotification = z.object({
  kind: ZOrderNotificationKind,
  orderReference: z.string(),
  pnr: z.string().nullable(),
  /**
   * statusChanged: the status it changed to; otherwise the order's status now, null for a due of an order the portal
   * did not book.
   */
  status: ZFlightOrderStatus.nullable(),
  /** statusChanged: the status it left; null for the other kinds. */
  previousStatus: ZFlightOrderStatus.nullable(),
  /** When it began to need attention: the change, or the moment the deadline came within its window. */
  at: z.string(),
  /** timeLimit and due: the deadline; null for a change of status. */
  deadline: z.string().nullable(),
  /** due: what is still owed; null for the other kinds. */
  amount: ZMoney.nullable(),
  /** partialRequest: Approved (`deadline` is then when the rest falls due) or Rejected; null for the other kinds. */
  decision: ZPartialRequestStatus.nullable(),
  /**
   * requestQuoted and requestCompleted: the request (kind Holiday: open it on /holiday-requests); the visa kinds: the
   * application (kind Visa).
   */
  request: z.object({ kind: ZRequestKind, reference: z.string() }).nullable(),
  /** hotelDeadline: which deadline of the hotel booking comes, and the booking's hotel and status. */
  hotel: z
    .object({
      deadline: z.enum(['Hold', 'FreeCancellation']),
      hotelName: z.string(),
      status: ZHotelBookingStatus,
    })
    .nullable()
    .optional(),
});
export type OrderNotification = z.infer<typeof ZOrderNotification>;

/** Newest first, at most `OrderNotificationWindow.maxResults`. */
export const ZOrderNotificationsResponse = z.object({ notifications: z.array(ZOrderNotification) });
export type OrderNotificationsResponse = z.infer<typeof ZOrderNotificationsResponse>;
