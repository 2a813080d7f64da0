import { z } from 'zod';
import { ZPassengerType } from '../flight/itinerary-details';
import { ZRequestKind, ZRequestStatus } from './request-status';

/** A ticket's state at the airline, as the order and its after-sales pages show it. */
export const TicketStatuses = [
  'Issued',
  'Voided',
  'Refunded',
  'PartlyRefunded',
  'Exchanged',
  'InProcess',
] as const;
export const ZTicketStatus = z.enum(TicketStatuses);
export type TicketStatus = z.infer<typeof ZTicketStatus>;

/** Refund reasons; the involuntary ones (the airline changed or cancelled the flight) waive the penalty. */
export const RefundReasons = [
  'Voluntary',
  'FlightCancelled',
  'ScheduleChange',
  'Medical',
  'VisaRefused',
] as const;
export const ZRefundReason = z.enum(RefundReasons);
export type RefundReason = z.infer<typeof ZRefundReason>;
export const InvoluntaryRefundReasons: readonly RefundReason[] = ['FlightCancelled', 'ScheduleChange'];

/** Whether an action is offered now, and if not, why (AfterSalesReason); how it is handled when it is. */
export const ZActionEligibility = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  /** Automatic: the airline quotes and acts at once. Manual: the provider's operators quote and act. */
  mode: z.enum(['Automatic', 'Manual']).nullable(),
});
export type ActionEligibility = z.infer<typeof ZActionEligibility>;

export const ZAfterSalesJourney = z.object({
  index: z.number().int().nonnegative(),
  origin: z.string(),
  destination: z.string(),
  /** The first flight's local departure, with its offset. */
  departure: z.string(),
  flown: z.boolean(),
});
export type AfterSalesJourney = z.infer<typeof ZAfterSalesJourney>;

export const ZAfterSalesTicket = z.object({
  paxId: z.number().int().positive(),
  name: z.string(),
  type: ZPassengerType,
  ticketNumber: z.string().nullable(),
  status: ZTicketStatus,
  /** The journeys this ticket may still be used, refunded or changed for. */
  openJourneys: z.array(z.number().int().nonnegative()),
  void: ZActionEligibility,
  refund: ZActionEligibility,
  exchange: ZActionEligibility,
});
export type AfterSalesTicket = z.infer<typeof ZAfterSalesTicket>;

/** AirGetOrderRequest: an order's tickets and what may be done to each now. */
export const ZAfterSalesOptions = z.object({
  orderReference: z.string(),
  pnr: z.string().nullable(),
  validatingAirline: z.string(),
  route: z.string(),
  issuedAt: z.string().nullable(),
  /** The end of the void window (23:59 of the issue day in the ticketing office's zone), while it is open. */
  voidDeadline: z.string().nullable(),
  /** The ticketing office's zone the void window is counted in. */
  officeTimeZone: z.string(),
  journeys: z.array(ZAfterSalesJourney),
  tickets: z.array(ZAfterSalesTicket),
  openRequests: z.array(z.object({ kind: ZRequestKind, reference: z.string(), status: ZRequestStatus })),
});
export type AfterSalesOptions = z.infer<typeof ZAfterSalesOptions>;
