import { OnlineIssueFailedAction, type IssuePayment } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { isAppError } from '../lib/app-error';
import { findAgencyOrder, insertOrderEvent, type AgencyScope } from './flight-order.repository';
import { issueFlightOrder } from './issue-order';

/**
 * Issues a held order from the wallet that an online payment has just credited, inside the caller's transaction
 * (the one that posted the credit). Issuing runs under a savepoint: when it refuses (price changed, time limit
 * passed, airline refused...), only its own writes are undone, the money stays in the wallet, and the order's
 * history gets an 'OnlineIssueFailed' event saying why, its status unchanged. An answer in doubt is not a refusal:
 * the order goes InProgress for the operators, as any issue in doubt. Anything unexpected is thrown, so the whole
 * result is undone and the gateway tells us again.
 */
export async function issuePaidOrder(options: {
  tx: Db;
  scope: AgencyScope;
  orderReference: string;
  payment: IssuePayment;
  acceptedPayable: number;
  supplier: FlightBookingSupplier;
  userId: string;
  now: Date;
}): Promise<void> {
  const { tx, scope, orderReference, now } = options;
  try {
    await tx.transaction((savepoint) =>
      issueFlightOrder({
        tx: savepoint,
        scope,
        orderReference,
        payment: options.payment,
        acceptedPayable: options.acceptedPayable,
        supplier: options.supplier,
        userId: options.userId,
        now,
      }),
    );
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    const order = await findAgencyOrder(tx, scope, orderReference);
    if (!order) return;
    await insertOrderEvent(tx, {
      orderId: order.id,
      at: now,
      action: OnlineIssueFailedAction,
      status: order.status,
      userId: options.userId,
      note: error.message,
    });
  }
}
