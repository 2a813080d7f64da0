import {
  RequestReferencePrefix,
  type RequestAction,
  type RequestKind,
  type RequestStatus,
} from '@portal/contracts';
import type { Db } from '../db/client';
import type { ServiceRequestDetails } from '../db/schema';
import { requestAlreadyOpen } from './request-errors';
import {
  insertEvent,
  insertRequest,
  nextRequestNumber,
  type ServiceRequestRow,
} from './service-request.repository';

/** The request's reference: the kind's prefix, the year's two digits and the number (RF-261000). */
function referenceOf(kind: RequestKind, number: number, now: Date): string {
  return `${RequestReferencePrefix[kind]}-${String(now.getUTCFullYear()).slice(2)}${number}`;
}

/**
 * Opens a request in the caller's transaction, with its first history event. A request on an order (after-sales)
 * names it, and an order with an open request already answers 409 REQUEST_ALREADY_OPEN (the unique index on open
 * requests decides a race); a request that is not about an order (a holiday enquiry, a visa application) passes null.
 */
export async function createRequest(
  tx: Db,
  options: {
    tenantId: string;
    agencyId: string;
    kind: RequestKind;
    orderId: string | null;
    mode: 'Automatic' | 'Manual';
    details: ServiceRequestDetails;
    requestedBy: string;
    /** The first event's note; the after-sales remark when not given. */
    note?: string | null;
    /** How the request opens when not 'Request' → Requested: a special-fare reservation opens Reserved. */
    opening?: { action: Extract<RequestAction, 'Request' | 'Reserve'>; status: RequestStatus };
    now: Date;
  },
): Promise<ServiceRequestRow> {
  const { now } = options;
  const status: RequestStatus = options.opening?.status ?? 'Requested';
  const row = await insertRequest(tx, {
    tenantId: options.tenantId,
    agencyId: options.agencyId,
    kind: options.kind,
    reference: referenceOf(options.kind, await nextRequestNumber(tx), now),
    orderId: options.orderId,
    status,
    mode: options.mode,
    details: options.details,
    requestedBy: options.requestedBy,
    now,
  });
  if (!row) throw requestAlreadyOpen();
  await insertEvent(tx, {
    requestId: row.id,
    at: now,
    action: options.opening?.action ?? 'Request',
    status,
    side: 'Agency',
    userId: options.requestedBy,
    note: options.note ?? options.details.remark,
  });
  return row;
}
