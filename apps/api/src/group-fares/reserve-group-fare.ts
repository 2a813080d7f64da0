import type { GroupFareReservation, ReserveGroupFareRequest } from '@portal/contracts';
import type { Db } from '../db/client';
import type { AgencyScope } from '../lib/agency-scope';
import { AppError } from '../lib/app-error';
import { createRequest } from '../requests/create-request';
import { blockNotFound, blockNotOpen, capReached, checkKindAccess, soldOut } from './group-fare-errors';
import type { AirlineNames } from './group-fare-offer-view';
import { insertReservation } from './group-fare-reservation.repository';
import { findVisibleBlock, takeAgencySeats, takeBlockSeats } from './group-fare-sales.repository';
import { loadGroupFareReservation } from './group-fare-view';
import { takeGroupFareDeposit } from './take-group-fare-deposit';

/**
 * Reserve (run under the caller's Idempotency-Key transaction): the block must be one the agency sees (404) of a kind
 * the user may buy (403) and still open (409 BLOCK_NOT_OPEN). The seats are then taken by two conditional
 * statements — the agency's counter within the cap (422 CAP_REACHED), then the block's seats within its total (409
 * SOLD_OUT) — so neither can be passed however many ask at once; a refusal undoes both. The reservation opens as a
 * GroupFare request (GF-…) holding the seats until its hold ends (never after the name deadline). A block asking no
 * deposit puts the whole price on the dues at once, so the reservation starts DepositPaid.
 */
export async function reserveGroupFare(options: {
  tx: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  body: ReserveGroupFareRequest;
  supply: AirlineNames;
  now: Date;
}): Promise<GroupFareReservation> {
  const { tx, scope, body, now } = options;
  const block = await findVisibleBlock(tx, scope, body.blockId, 'PublishedOrClosed');
  if (!block) throw blockNotFound();
  checkKindAccess(options.user, block.kind);
  if (block.status !== 'Published' || block.nameDeadline.getTime() <= now.getTime()) throw blockNotOpen();
  if ((body.children > 0 && block.fareChild === 0) || (body.infants > 0 && block.fareInfant === 0)) {
    throw new AppError('GROUP_FARE_TYPE_NOT_SOLD', 422, 'This fare is sold to adults only.');
  }
  const seats = body.adults + body.children;
  if (!(await takeAgencySeats(tx, scope, { blockId: block.id, seats, cap: block.perAgencyCap }))) {
    throw capReached();
  }
  const taken = await takeBlockSeats(tx, { tenantId: scope.tenantId, blockId: block.id, seats, now });
  // The block was open when read: refused now, its seats ran out (or it closed that instant; the same to the agent).
  if (!taken) throw soldOut();

  const total =
    body.adults * block.fareAdult + body.children * block.fareChild + body.infants * block.fareInfant;
  const deposit = Math.min(seats * block.depositPerSeat, total);
  const holdEnd = Math.min(now.getTime() + block.holdMinutes * 60_000, block.nameDeadline.getTime());
  const request = await createRequest(tx, {
    tenantId: scope.tenantId,
    agencyId: scope.agencyId,
    kind: 'GroupFare',
    orderId: null,
    mode: 'Automatic',
    details: { paxIds: [], journeyIndexes: [], reason: null, remark: null, groupFare: { blockId: block.id } },
    requestedBy: options.user.id,
    opening: { action: 'Reserve', status: 'Reserved' },
    note: `${seats} seat(s) on ${block.title} (${block.route}) held until the deposit is paid.`,
    now,
  });
  const reservation = await insertReservation(tx, {
    requestId: request.id,
    tenantId: scope.tenantId,
    agencyId: scope.agencyId,
    blockId: block.id,
    adults: body.adults,
    children: body.children,
    infants: body.infants,
    seats,
    currency: block.currency,
    totalAmount: total,
    depositAmount: deposit,
    holdExpiresAt: new Date(holdEnd),
    createdBy: options.user.id,
    createdAt: now,
    updatedAt: now,
  });
  if (deposit === 0) {
    await takeGroupFareDeposit(tx, {
      request,
      reservation,
      block: taken,
      userId: options.user.id,
      side: 'Agency',
      now,
    });
  }
  return loadGroupFareReservation(tx, { scope, reference: request.reference, supply: options.supply, now });
}
