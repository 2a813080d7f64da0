import { z } from 'zod';
import { ZMoney } from '../common/money';
import { ZIssuePayment } from '../flight/booking';
import { ZPassengerType } from '../flight/itinerary-details';
import { ZFlightOrderStatus } from './flight-order';

/**
 * The operators' queue of issues in doubt (DESIGN §6): an order whose ticketing answer was lost stays InProgress with
 * its debit posted until an operator completes it (the tickets exist) or fails it (the wallet is refunded).
 */
const queue = '/backoffice/api/v1/Order';
export const OperatorQueuePaths = {
  /** GET: the tenant's InProgress orders, longest waiting first. */
  getInProgressOrders: `${queue}/GetInProgressOrders`,
  /** POST: the tickets are confirmed (retrieved from the airline, or typed by the operator): Confirmed. */
  completeOrder: `${queue}/CompleteInProgressOrder`,
  /** POST (Idempotency-Key): the issue failed: the PNR is cancelled if still held, the wallet refunded. */
  failOrder: `${queue}/FailInProgressOrder`,
} as const;

export const OperatorQueueErrorCode = {
  NotInProgress: 'ORDER_NOT_IN_PROGRESS',
  TicketsMissing: 'TICKETS_MISSING',
} as const;

export const OperatorQueueMessage = {
  notInProgress: 'This order is no longer in progress: it was already completed or failed.',
  ticketsMissing:
    'The airline shows no tickets for this PNR. Type the ticket number of every passenger to complete it.',
  ticketNumber: 'A ticket number is the airline’s 3-digit code, a dash and 10 digits (997-2400000001)',
  ticketPassengers: 'Type one ticket number for each passenger of the order',
  noteRequired: 'Write why the issue failed (at least 3 characters)',
} as const;

export const ticketNumberPattern = /^\d{3}-\d{10}$/;

export const ZQueuePassenger = z.object({
  paxId: z.number().int().positive(),
  type: ZPassengerType,
  name: z.string(),
  ticketNumber: z.string().nullable(),
});
export type QueuePassenger = z.infer<typeof ZQueuePassenger>;

/** An order of the queue as the operator sees it; after a decision, the same shape with its new status. */
export const ZQueueOrder = z.object({
  orderReference: z.string(),
  status: ZFlightOrderStatus,
  agencyName: z.string(),
  bookedBy: z.string(),
  pnr: z.string().nullable(),
  airlinePnr: z.string().nullable(),
  route: z.string(),
  validatingAirline: z.string(),
  /** What the order costs the agency, and what its wallet has paid for it (at issue, and off its due since). */
  amount: ZMoney,
  paidAmount: ZMoney,
  paymentMode: ZIssuePayment.nullable(),
  /** When the order went InProgress (or, once decided, when it was decided). */
  since: z.string(),
  passengers: z.array(ZQueuePassenger),
});
export type QueueOrder = z.infer<typeof ZQueueOrder>;

export const ZOperatorQueueResponse = z.object({ orders: z.array(ZQueueOrder) });
export type OperatorQueueResponse = z.infer<typeof ZOperatorQueueResponse>;

export const ZQueueOrderAnswer = z.object({ order: ZQueueOrder });
export type QueueOrderAnswer = z.infer<typeof ZQueueOrderAnswer>;

const ZReference = z.string().trim().min(4).max(32);

export const ZTypedTicket = z.strictObject({
  paxId: z.number().int().positive().max(99),
  ticketNumber: z.string().trim().regex(ticketNumberPattern, OperatorQueueMessage.ticketNumber),
});
export type TypedTicket = z.infer<typeof ZTypedTicket>;

/**
 * Complete: the airline's tickets are stored when retrieving the PNR shows them; otherwise the ticket numbers the
 * operator typed (one per passenger) are, and without them the call refuses with 422 TICKETS_MISSING.
 */
export const ZCompleteOrderRequest = z.strictObject({
  orderReference: ZReference,
  ticketNumbers: z
    .array(ZTypedTicket)
    .max(9)
    .refine((tickets) => new Set(tickets.map((ticket) => ticket.paxId)).size === tickets.length, {
      message: OperatorQueueMessage.ticketPassengers,
    })
    .optional(),
  note: z.string().trim().max(500).optional(),
});
export type CompleteOrderRequest = z.infer<typeof ZCompleteOrderRequest>;

/** Fail: the operator's note says why; it is kept in the order's history. */
export const ZFailOrderRequest = z.strictObject({
  orderReference: ZReference,
  note: z.string().trim().min(3, OperatorQueueMessage.noteRequired).max(500),
});
export type FailOrderRequest = z.infer<typeof ZFailOrderRequest>;
