import type { Db } from '../db/client';
import {
  lockRequest,
  type RequestScope,
  type ServiceRequestRow,
} from '../requests/service-request.repository';
import { reservationNotFound } from './group-fare-errors';
import { lockReservation, type GroupFareReservationRow } from './group-fare-reservation.repository';
import { findTenantBlock, type GroupFareBlockRow } from './group-fare-sales.repository';

export interface LockedReservation {
  request: ServiceRequestRow;
  reservation: GroupFareReservationRow;
  block: GroupFareBlockRow;
}

/**
 * A reservation for a change, locked until the caller's transaction ends: its request first, then its row (every
 * writer takes them in that order), with its block. Another tenant's, agency's or branch's answers 404.
 */
export async function lockGroupFareReservation(
  tx: Db,
  scope: RequestScope,
  reference: string,
): Promise<LockedReservation> {
  const request = await lockRequest(tx, scope, 'GroupFare', reference);
  const reservation = request && (await lockReservation(tx, scope.tenantId, request.id));
  const block = reservation && (await findTenantBlock(tx, scope.tenantId, reservation.blockId));
  if (!request || !reservation || !block) throw reservationNotFound();
  return { request, reservation, block };
}
