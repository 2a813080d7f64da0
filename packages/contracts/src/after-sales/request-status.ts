import { z } from 'zod';

/**
 * The request core (DESIGN §6a): an agency asks, the supplier or the provider's operators quote or decide, the
 * agency accepts, money moves. After-sales kinds are the first to use it; hotels on request, holidays, visas and
 * special fares add their kinds here.
 */
export const RequestKinds = ['Void', 'Refund', 'Exchange'] as const;
export const ZRequestKind = z.enum(RequestKinds);
export type RequestKind = z.infer<typeof ZRequestKind>;

/** Each kind's reference prefix: VD-2601000. */
export const RequestReferencePrefix: Record<RequestKind, string> = {
  Void: 'VD',
  Refund: 'RF',
  Exchange: 'EX',
};

export const RequestStatuses = [
  'Requested',
  'Quoted',
  'Accepted',
  'InProcess',
  'Completed',
  'Rejected',
  'Cancelled',
  'Expired',
] as const;
export const ZRequestStatus = z.enum(RequestStatuses);
export type RequestStatus = z.infer<typeof ZRequestStatus>;

/** Statuses after which nothing more happens to a request. */
export const ClosedRequestStatuses: readonly RequestStatus[] = ['Completed', 'Rejected', 'Cancelled'];

/**
 * What can happen to a request, and from which statuses: the one table every kind's status machine reads. An action
 * from any other status is refused with 409 REQUEST_WRONG_STATUS and changes nothing.
 * - Quote: the supplier's automatic quote or an operator's manual one; a new quote supersedes the last.
 * - Accept: the agency accepts the current quote: money and tickets move (Completed), or the airline's desk has
 *   still to act (InProcess).
 * - Complete: an operator records the airline's desk has acted on an accepted request.
 * - Expire: the scheduler, when the current quote's time runs out unanswered.
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
  Cancel: { from: ['Requested', 'Quoted', 'Expired'], to: 'Cancelled' },
  Reject: { from: ['Requested', 'Quoted', 'Expired', 'InProcess'], to: 'Rejected' },
  Expire: { from: ['Quoted'], to: 'Expired' },
  /** Assigning changes who works the request, not its status. */
  Assign: { from: ['Requested', 'Quoted', 'Accepted', 'InProcess', 'Expired'], to: null },
};

export function canTransition(action: RequestAction, status: RequestStatus): boolean {
  return RequestTransitions[action].from.includes(status);
}

/** The queue tabs of every kind: what waits for the agency, for the operators, and what is done. */
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
export const AfterSalesServiceFee: Record<RequestKind, number> = {
  Void: 300_00,
  Refund: 500_00,
  Exchange: 500_00,
};

/** How long an airline's automatic quote holds, and an operator's manual one by default (minutes). */
export const AutomaticQuoteMinutes = 15;
export const ManualQuoteMinutes = 24 * 60;
