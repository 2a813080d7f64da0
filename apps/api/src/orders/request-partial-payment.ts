import type { EnablePartialPaymentRequest, OrderAnswer } from '@portal/contracts';
import type { Db } from '../db/client';
import type { PermissionSubject } from '../lib/permission';
import { insertOrderEvent, lockAgencyOrder, type AgencyScope } from './flight-order.repository';
import { isStillHeld } from './held-order';
import { loadFlightOrder } from './load-order';
import { orderNotFound, partialNotAvailable } from './order-errors';
import { insertPartialRequest, latestRequestOfOrder } from './partial-payment-request.repository';
import {
  partialAlreadyAvailable,
  partialRequestNotHeld,
  partialRequestPending,
  partialRequestTooLate,
} from './partial-request-errors';
import { minimumPartialPayable, partialRequestInTime, partialTerms } from './partial-terms';

/**
 * InitiateRequestToEnablePartialPayment: the agent asks the tenant's operators to allow part payment on a held
 * order that is not offered it. Under the order's lock, so an issue, a cancel or the expiry sweep go first or wait;
 * one request awaits a decision at a time (a unique index backs this up).
 */
export async function requestPartialPayment(options: {
  db: Db;
  /** Who asks: the order is answered as their permissions let them read it. */
  viewer: PermissionSubject;
  scope: AgencyScope;
  userId: string;
  request: EnablePartialPaymentRequest;
  now: Date;
}): Promise<OrderAnswer> {
  const { scope, now, request, viewer } = options;
  return options.db.transaction(async (tx) => {
    const order = await lockAgencyOrder(tx, scope, request.orderReference);
    if (!order) throw orderNotFound();
    if (!isStillHeld(order, now)) throw partialRequestNotHeld();
    const offered = partialTerms(order, now);
    if (offered) throw partialAlreadyAvailable();
    const latest = await latestRequestOfOrder(tx, scope, order.id);
    if (latest?.request.status === 'Pending') throw partialRequestPending();
    if (!partialRequestInTime({ firstDepartureAt: order.firstDepartureAt, now }))
      throw partialRequestTooLate();
    if (minimumPartialPayable(order.payable) === null) throw partialNotAvailable();

    const message = request.message ? request.message : null;
    await insertPartialRequest(tx, {
      ...scope,
      orderId: order.id,
      message,
      requestedBy: options.userId,
      requestedAt: now,
    });
    await insertOrderEvent(tx, {
      orderId: order.id,
      at: now,
      action: 'PartPaymentRequested',
      status: order.status,
      userId: options.userId,
      note: message,
    });
    return {
      order: await loadFlightOrder({ db: tx, viewer, scope, orderReference: order.reference, now }),
    };
  });
}
