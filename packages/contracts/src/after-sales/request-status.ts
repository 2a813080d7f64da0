import { z } from 'zod';

/**
 * The request core (DESIGN §6a): an agency asks, the supplier or the provider's operators quote or decide, the
 * agency accepts, money moves. After-sales kinds are the first to use it; hotels on request, holidays, visas and
 * special fares add their kinds here.
 */
export const RequestKinds = ['Void', 'Refund', 'Exchange', 'Holiday', 'Visa', 'GroupFare'] as const;
export const ZRequestKind = z.enum(RequestKinds);
export type RequestKind = z.infer<typeof ZRequestKind>;

/** The after-sales kinds: requests on a ticketed flight order. */
export const AfterSalesKinds = ['Void', 'Refund', 'Exchange'] as const satisfies readonly RequestKind[];
export const ZAfterSalesKind = z.enum(AfterSalesKinds);
export type AfterSalesKind = z.infer<typeof ZAfterSalesKind>;

/**
 * Each kind's reference prefix: VD-2601000, HL-261000 (a holiday enquiry), VS-261000 (a visa application),
 * GF-261000 (a reservation of special-fare seats).
 */
export const RequestReferencePrefix: Record<RequestKind, string> = {
  Void: 'VD',
  Refund: 'RF',
  Exchange: 'EX',
  Holiday: 'HL',
  Visa: 'VS',
  GroupFare: 'GF',
};

export const RequestStatuses = [
  'Requested',
  /** A visa application waiting on the agency to re-upload the documents an operator named. */
  'CorrectionAsked',
  'Quoted',
  'Accepted',
  'InProcess',
  'Completed',
  'Rejected',
  'Cancelled',
  'Expired',
  /** Special-fare seats held for the agency, the countdown to the deposit running. */
  'Reserved',
  'DepositPaid',
  /** Every passenger of a special-fare reservation named. */
  'Named',
  /** Special-fare seats given back to their block (by the agency, an operator or a missed deadline). */
  'Released',
] as const;
export const ZRequestStatus = z.enum(RequestStatuses);
export type RequestStatus = z.infer<typeof ZRequestStatus>;

/** Statuses after which nothing more happens to a request. */
export const ClosedRequestStatuses: readonly RequestStatus[] = [
  'Completed',
  'Rejected',
  'Cancelled',
  'Released',
];

/**
 * What can happen to a request, and from which statuses: the one table every kind's status machine reads. An action
 * from any other status is refused with 409 REQUEST_WRONG_STATUS and changes nothing.
 * - Quote: the supplier's automatic quote or an operator's manual one; a new quote supersedes the last.
 * - Accept: the agency accepts the current quote: money and tickets move (Completed), or the airline's desk has
 *   still to act (InProcess).
 * - Complete: an operator records the airline's desk has acted on an accepted request.
 * - Expire: the scheduler, when the current quote's time runs out unanswered.
 * - AskCorrection / Correct: an operator names visa documents to upload again; the agency uploads them.
 * - Submit: an operator has lodged a visa application with the embassy (InProcess); Complete then means approved.
 * - Edit: the agency changed an application's details while it may (its status stays).
 * - Reserve / PayDeposit / Name / PayBalance / Ticket / Release: a special-fare reservation's life (Ticket ends it
 *   Completed, as a flight order).
 */
export const RequestActions = [
  'Request',
  'Quote',
  'Accept',
  'Complete',
  'Decline',
  'Cancel',
  'Reject',
  'Expire',
  'Assign',
  'AskCorrection',
  'Correct',
  'Submit',
  'Edit',
  'Reserve',
  'PayDeposit',
  'Name',
  'PayBalance',
  'Ticket',
  'Release',
] as const;
export type RequestAction = (typeof RequestActions)[number];

export const RequestTransitions: Record<
  RequestAction,
  { from: readonly RequestStatus[]; to: RequestStatus | null }
> = {
  Request: { from: [], to: 'Requested' },
  Quote: { from: ['Requested', 'Quoted', 'Expired'], to: 'Quoted' },
  /** `to` is decided by the path: Completed when the supplier acts at once, InProcess when its desk must. */
  Accept: { from: ['Quoted'], to: null },
  Complete: { from: ['Accepted', 'InProcess'], to: 'Completed' },
  Decline: { from: ['Quoted'], to: 'Cancelled' },
  Cancel: { from: ['Requested', 'CorrectionAsked', 'Quoted', 'Expired'], to: 'Cancelled' },
  Reject: { from: ['Requested', 'CorrectionAsked', 'Quoted', 'Expired', 'InProcess'], to: 'Rejected' },
  Expire: { from: ['Quoted'], to: 'Expired' },
  /** Assigning changes who works the request, not its status. */
  Assign: { from: ['Requested', 'CorrectionAsked', 'Quoted', 'Accepted', 'InProcess', 'Expired'], to: null },
  AskCorrection: { from: ['Requested'], to: 'CorrectionAsked' },
  Correct: { from: ['CorrectionAsked'], to: 'Requested' },
  Submit: { from: ['Requested'], to: 'InProcess' },
  /** Editing changes an application's details, not its status. */
  Edit: { from: ['Requested', 'CorrectionAsked'], to: null },
  Reserve: { from: [], to: 'Reserved' },
  PayDeposit: { from: ['Reserved'], to: 'DepositPaid' },
  /** Names may be typed or uploaded again until the name deadline. */
  Name: { from: ['DepositPaid', 'Named'], to: 'Named' },
  /** Paying the balance leaves the status; ticketing follows when every name is in. */
  PayBalance: { from: ['DepositPaid', 'Named'], to: null },
  Ticket: { from: ['Named'], to: 'Completed' },
  Release: { from: ['Reserved', 'DepositPaid', 'Named'], to: 'Released' },
};

export function canTransition(action: RequestAction, status: RequestStatus): boolean {
  return RequestTransitions[action].from.includes(status);
}

/** The after-sales queues' tabs: what waits for the agency, for the operators, and what is done. */
export const RequestTabs = ['all', 'requested', 'quoted', 'inProcess', 'completed', 'closed'] as const;
export const ZRequestTab = z.enum(RequestTabs);
export type RequestTab = z.infer<typeof ZRequestTab>;

export const RequestTabStatuses: Record<Exclude<RequestTab, 'all'>, readonly RequestStatus[]> = {
  requested: ['Requested'],
  quoted: ['Quoted'],
  inProcess: ['Accepted', 'InProcess'],
  completed: ['Completed'],
  closed: ['Rejected', 'Cancelled', 'Expired'],
};

/** The provider's service fee per ticket for each after-sales action, minor units of BDT (kept from the refund). */
export const AfterSalesServiceFee: Record<AfterSalesKind, number> = {
  Void: 300_00,
  Refund: 500_00,
  Exchange: 500_00,
};

/** How long an airline's automatic quote holds, and an operator's manual one by default (minutes). */
export const AutomaticQuoteMinutes = 15;
export const ManualQuoteMinutes = 24 * 60;

/** The holiday requests' tabs (spec §2 /holiday-requests): New, Quoted, Confirmed, Cancelled and Expired. */
export const HolidayRequestTabs = ['all', 'new', 'quoted', 'confirmed', 'cancelled', 'expired'] as const;
export const ZHolidayRequestTab = z.enum(HolidayRequestTabs);
export type HolidayRequestTab = z.infer<typeof ZHolidayRequestTab>;
export const HolidayRequestTabStatuses: Record<
  Exclude<HolidayRequestTab, 'all'>,
  readonly RequestStatus[]
> = {
  new: ['Requested'],
  quoted: ['Quoted'],
  /** Accepting a quote pays the deposit and confirms the booking at once (the balance is a due). */
  confirmed: ['Completed'],
  cancelled: ['Cancelled', 'Rejected'],
  expired: ['Expired'],
};

/**
 * The visa applications' tabs (/visa-myapplications and the operators' desk). A visa application is paid when it is
 * made, so it starts Requested ("Documents received"); Submitted is InProcess; Approved is Completed.
 */
export const VisaApplicationTabs = [
  'all',
  'received',
  'correction',
  'submitted',
  'approved',
  'rejected',
  'cancelled',
] as const;
export const ZVisaApplicationTab = z.enum(VisaApplicationTabs);
export type VisaApplicationTab = z.infer<typeof ZVisaApplicationTab>;
export const VisaApplicationTabStatuses: Record<
  Exclude<VisaApplicationTab, 'all'>,
  readonly RequestStatus[]
> = {
  received: ['Requested'],
  correction: ['CorrectionAsked'],
  submitted: ['InProcess'],
  approved: ['Completed'],
  rejected: ['Rejected'],
  cancelled: ['Cancelled'],
};
