import { GroupFareMessage, type GroupFarePaymentRequest, type GroupFareReservation } from '@portal/contracts';
import type { Db } from '../db/client';
import type { AgencyScope } from '../lib/agency-scope';
import { amountChanged, checkKindAccess, deadlinePassed, wrongStatus } from './group-fare-errors';
import type { AirlineNames } from './group-fare-offer-view';
import { loadGroupFareReservation } from './group-fare-view';
import { lockGroupFareReservation } from './lock-group-fare-reservation';
import { takeGroupFareDeposit } from './take-group-fare-deposit';

/**
 * PayDeposit (under the caller's Idempotency-Key transaction): a Reserved reservation whose hold still runs pays the
 * deposit it was quoted (another amount: 409 AMOUNT_CHANGED) from the wallet; the rest becomes a due.
 */
export async function payGroupFareDeposit(options: {
  tx: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  body: GroupFarePaymentRequest;
  supply: AirlineNames;
  now: Date;
}): Promise<GroupFareReservation> {
  const { tx, scope, body, now } = options;
  const { request, reservation, block } = await lockGroupFareReservation(tx, scope, body.reference);
  checkKindAccess(options.user, block.kind);
  if (request.status !== 'Reserved') throw wrongStatus();
  if (reservation.holdExpiresAt.getTime() <= now.getTime())
    throw deadlinePassed(GroupFareMessage.holdExpired);
  const toPay = Math.min(reservation.depositAmount, reservation.totalAmount);
  if (body.amount !== toPay) throw amountChanged();
  await takeGroupFareDeposit(tx, {
    request,
    reservation,
    block,
    userId: options.user.id,
    side: 'Agency',
    now,
  });
  return loadGroupFareReservation(tx, { scope, reference: request.reference, supply: options.supply, now });
}
