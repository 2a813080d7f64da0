import { z } from 'zod';
import { ZMoney } from '../common/money';
import { ZFareBreakdown, ZPassengerType } from '../flight/itinerary-details';
import { ZFlightLeg, ZJourney } from '../flight/search-results';
import { PassengerTitles, ZIssuePayment, ZRepriceOutcome } from '../flight/booking';
import { ZPartialPaymentRequestView } from './partial-payment-request';
import { ZTicketStatus } from '../after-sales/tickets';

/** Orders service calls (spec §7 "Orders", POST unless noted). */
const order = '/order/api/v1/Order';

export const OrderPaths = {
  airGetOrder: `${order}/AirGetOrder`,
  getFullPaymentForIssueTicket: `${order}/GetFullPaymentForIssueTicket`,
  getPartialPaymentForIssueTicket: `${order}/GetPartialPaymentForIssueTicket`,
  getOrderHistory: `${order}/GetOrderHistory`,
  getUpdatedTimeLimit: `${order}/GetUpdatedTimeLimit`,
  airVerifyPrice: `${order}/AirVerifyPrice`,
  searchOrders: `${order}/SearchOrders`,
  getNotifications: `${order}/GetNotifications`,
  getUpdatedTravelerSsrStatus: `${order}/GetUpdatedTravelerSSRStatus`,
  airSsrHistory: `${order}/AirSSRHistory`,
  initiateRequestToEnablePartialPayment: `${order}/InitiateRequestToEnablePartialPayment`,
  getExtendTimeLimitRequest: `${order}/GetExtendTimeLimitRequest`,
  updateExtendTimeLimitRequest: `${order}/UpdateExtendTimeLimitRequest`,
  getIssueTicketWithFullPayOnline: `${order}/GetIssueTicketWithFullPayOnline`,
  getIssueTicketWithPartPayOnline: `${order}/GetIssueTicketWithPartPayOnline`,
} as const;

/** Print calls (spec §7 "Orders", Print): the ticket and the invoices as PDF. */
const print = '/order/api/v1/Print';
export const OrderPrintPaths = {
  getBookingPdf: `${print}/GetBookingPdf`,
} as const;

/** Import of a PNR made outside the portal (spec §7 "Orders", ImportPNR; the queue-share pages). */
const importPnr = '/order/api/v1/ImportPNR';
export const ImportPnrPaths = {
  airGetImportPnr: `${importPnr}/AirGetImportPNR`,
  airGetImportPnrOrderDetails: `${importPnr}/AirGetImportPNROrderDetails`,
  airCreateImportPnrOrder: `${importPnr}/AirCreateImportPNROrder`,
} as const;

/**
 * Order statuses (DESIGN §6): OnHold (PNR held until its time limit), Pending (booking in doubt), InProgress
 * (issuing in doubt, in the operators' queue), Unconfirmed, Confirmed (ticketed), Cancelled, Expired.
 */
export const FlightOrderStatus = [
  'OnHold',
  'Pending',
  'InProgress',
  'Unconfirmed',
  'Confirmed',
  'Cancelled',
  'Expired',
] as const;
export const ZFlightOrderStatus = z.enum(FlightOrderStatus);
export type FlightOrderStatus = z.infer<typeof ZFlightOrderStatus>;

export const OrderErrorCode = {
  OrderNotFound: 'ORDER_NOT_FOUND',
  WrongStatus: 'ORDER_WRONG_STATUS',
  TimeLimitPassed: 'TIME_LIMIT_PASSED',
  PartialNotAvailable: 'PARTIAL_NOT_AVAILABLE',
  TicketingRefused: 'TICKETING_REFUSED',
} as const;

export const OrderMessage = {
  notFound: 'An error occurred while fetching order details.',
  cannotIssue: 'Only a booking on hold can be issued.',
  cannotCancel: 'Only a booking on hold can be cancelled. A ticketed booking needs a void or refund request.',
  timeLimitPassed: 'The time limit of this booking has passed. Please book again.',
  partialNotAvailable: 'Part payment is not available for this booking.',
  ticketingRefused: 'The airline refused to issue the tickets',
} as const;

export const ZGetOrderQuery = z.strictObject({
  orderReference: z.string().trim().min(4).max(32),
  firstTime: z.enum(['true', 'false']).optional(),
});
export const ZOrderReferenceRequest = z.strictObject({ orderReference: z.string().trim().min(4).max(32) });

export const ZOrderPassenger = z.object({
  paxId: z.number().int().positive(),
  type: ZPassengerType,
  title: z.enum(PassengerTitles),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(['Male', 'Female']),
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  /** The ticket's state once issued (Voided, Refunded... after an after-sales request); null before ticketing. */
  ticketStatus: ZTicketStatus.nullable(),
  extras: z.array(
    z.object({
      legKey: z.string(),
      seat: z.string().nullable(),
      mealCode: z.string().nullable(),
      extraBaggageKg: z.number().int(),
      ssrCodes: z.array(z.string()),
      price: ZMoney,
    }),
  ),
});
export type OrderPassenger = z.infer<typeof ZOrderPassenger>;

export const ZOrderPayment = z.object({
  mode: ZIssuePayment.nullable(),
  /** What the wallet paid for this order so far. */
  paidAmount: ZMoney,
  /** What is still owed on a partly paid order, and by when. */
  dueAmount: ZMoney,
  dueAt: z.string().nullable(),
});

/** Part payment: what the wallet must pay now at least, and when the rest falls due. */
export const ZPartialPaymentOffer = z.object({
  minimumPayable: ZMoney,
  dueAt: z.string(),
});
export type PartialPaymentOffer = z.infer<typeof ZPartialPaymentOffer>;

/** GET AirGetOrder?orderReference: the order as the flight-order page shows it. */
export const ZFlightOrder = z.object({
  orderReference: z.string(),
  status: ZFlightOrderStatus,
  pnr: z.string().nullable(),
  airlinePnr: z.string().nullable(),
  fareType: z.enum(['OnHold', 'Web']),
  validatingAirline: z.string(),
  brandName: z.string(),
  cabin: z.string(),
  refundable: z.boolean(),
  createdAt: z.string(),
  /** OnHold: when the held seats lapse (the order expires a minute before). */
  timeLimit: z.string().nullable(),
  issuedAt: z.string().nullable(),
  bookedBy: z.string(),
  journeys: z.array(ZJourney),
  legs: z.record(z.string(), ZFlightLeg),
  passengers: z.array(ZOrderPassenger),
  contact: z.object({ email: z.string(), phone: z.string() }),
  fareBreakdown: z.array(ZFareBreakdown),
  totals: z.object({
    fareGross: ZMoney,
    fareAgent: ZMoney,
    /** What makes up the agent fare: fareAgent = fareGross − commission + ait (AIT and other taxes added). */
    commission: ZMoney,
    ait: ZMoney,
    extras: ZMoney,
    payable: ZMoney,
  }),
  payment: ZOrderPayment,
  partialPayment: ZPartialPaymentOffer.nullable(),
  /** The latest request to enable part payment while the order is held (InitiateRequestToEnablePartialPayment). */
  partialPaymentRequest: ZPartialPaymentRequestView.nullable(),
  /** What the caller may do now: the page shows only these actions. */
  actions: z.object({
    issue: z.boolean(),
    cancel: z.boolean(),
    print: z.boolean(),
    /** Held, not offered part payment, none awaiting approval, and departure far enough away to arrange it. */
    requestPartialPayment: z.boolean(),
  }),
});
export type FlightOrder = z.infer<typeof ZFlightOrder>;

export const ZOrderAnswer = z.object({ order: ZFlightOrder });
export type OrderAnswer = z.infer<typeof ZOrderAnswer>;

/**
 * Issue from the wallet (Idempotency-Key): in full (GetFullPaymentForIssueTicket) or in part
 * (GetPartialPaymentForIssueTicket). `acceptedPayable` is the payable total the agent confirmed; a different
 * current price refuses with 409 PRICE_CHANGED and the order page shows the new one (AirVerifyPrice).
 */
export const ZIssueTicketRequest = z.strictObject({
  orderReference: z.string().trim().min(4).max(32),
  acceptedPayable: z.number().int().positive(),
});
export type IssueTicketRequest = z.infer<typeof ZIssueTicketRequest>;

/** POST Ticket/AirTicket: issue from the booking flow with the payment chosen there. */
export const ZAirTicketRequest = ZIssueTicketRequest.extend({ payment: ZIssuePayment.default('Full') });
export type AirTicketRequest = z.infer<typeof ZAirTicketRequest>;

export const ZOrderEvent = z.object({
  at: z.string(),
  action: z.string(),
  status: ZFlightOrderStatus,
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export const ZOrderHistory = z.object({ events: z.array(ZOrderEvent) });
export type OrderHistory = z.infer<typeof ZOrderHistory>;

/** POST AirVerifyPrice: the held order priced again before issuing; a change is stored for the agent to accept. */
export const ZVerifyPriceResponse = z.object({ reprice: ZRepriceOutcome, order: ZFlightOrder });
export type VerifyPriceResponse = z.infer<typeof ZVerifyPriceResponse>;
