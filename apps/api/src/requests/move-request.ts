import {
  canTransition,
  ClosedRequestStatuses,
  type RequestAction,
  type RequestStatus,
} from '@portal/contracts';
import type { Db } from '../db/client';
import { requestAlreadyOpen, requestWrongStatus } from './request-errors';
import {
  insertEvent,
  openRequestOfOrder,
  updateRequest,
  type ServiceRequestRow,
} from './service-request.repository';

export type RequestSide = 'Agency' | 'Operator' | 'System';

/** Statuses in which a request no longer holds its order: another request may be opened on it. */
const notOpen: readonly RequestStatus[] = [...ClosedRequestStatuses, 'Expired'];

/**
 * The status machine's one door (RequestTransitions): an action from a status the table does not allow, or on a
 * request that moved on since it was read, answers 409 REQUEST_WRONG_STATUS and changes nothing. Every move writes
 * its history event; a move to a closed status stamps closedAt. `waiting` restarts the queues' age clock when the
 * request starts waiting on the other side. An expired request quoted again holds its order again, so it is refused
 * with 409 REQUEST_ALREADY_OPEN while another request is open on the same order.
 */
export async function moveRequest(
  tx: Db,
  options: {
    request: ServiceRequestRow;
    action: RequestAction;
    to: RequestStatus;
    side: RequestSide;
    userId: string | null;
    note?: string | null;
    now: Date;
    change?: Partial<
      Pick<ServiceRequestRow, 'currentQuoteId' | 'assigneeId' | 'settlementTransactionId' | 'settledAmount'>
    >;
    /** Whether the request now waits on the other side (true by default when its status changes). */
    restartsWait?: boolean;
  },
): Promise<ServiceRequestRow> {
  const { request, action, to, now } = options;
  if (!canTransition(action, request.status)) throw requestWrongStatus();
  if (request.orderId && notOpen.includes(request.status) && !notOpen.includes(to)) {
    const open = await openRequestOfOrder(tx, request.orderId);
    if (open && open.id !== request.id) throw requestAlreadyOpen();
  }
  const restartsWait = options.restartsWait ?? to !== request.status;
  const moved = await updateRequest(tx, request, {
    ...options.change,
    status: to,
    updatedAt: now,
    ...(restartsWait ? { waitingSince: now } : {}),
    ...(ClosedRequestStatuses.includes(to) ? { closedAt: now } : {}),
  });
  if (!moved) throw requestWrongStatus();
  await insertEvent(tx, {
    requestId: request.id,
    at: now,
    action,
    status: to,
    side: options.side,
    userId: options.userId,
    note: options.note ?? null,
  });
  return moved;
}
