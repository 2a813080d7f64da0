import type { Db } from '../../db/client';
import { findOrderById, type FlightOrderRow } from '../../orders/flight-order.repository';
import { requestNotFound, requestWrongStatus } from '../../requests/request-errors';
import {
  findRequest,
  type RequestScope,
  type ServiceRequestRow,
} from '../../requests/service-request.repository';

/**
 * An agency's automatic exchange request and its order, for the calls that search and price it: only while it waits
 * on the agency (Requested, Quoted, or its quote Expired). A manual request is the operators' to quote (409).
 */
export async function openAutomaticExchange(
  db: Db,
  options: { scope: RequestScope; reference: string },
): Promise<{ request: ServiceRequestRow; order: FlightOrderRow }> {
  const request = await findRequest(db, options.scope, 'Exchange', options.reference);
  if (!request?.orderId) throw requestNotFound();
  if (request.mode !== 'Automatic' || !['Requested', 'Quoted', 'Expired'].includes(request.status)) {
    throw requestWrongStatus();
  }
  const order = await findOrderById(db, request.orderId);
  if (!order) throw requestNotFound();
  return { request, order };
}

/** The journeys and dates an exchange request asked for. */
export const askedChanges = (request: ServiceRequestRow) =>
  (request.details.exchange ?? []).map((change) => ({
    journeyIndex: change.journeyIndex,
    date: change.date,
  }));
