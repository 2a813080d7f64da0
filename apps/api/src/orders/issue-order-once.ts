import type { IssuePayment, IssueTicketRequest, OrderAnswer } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { runIdempotent, type IdempotentAnswer } from '../lib/idempotency/run-idempotent';
import type { PermissionSubject } from '../lib/permission';
import { issueFlightOrder } from './issue-order';
import { loadFlightOrder } from './load-order';

/**
 * Issue a held order from the wallet, once per Idempotency-Key (AirTicket, GetFullPaymentForIssueTicket,
 * GetPartialPaymentForIssueTicket): twenty parallel calls with one key debit once and all answer the same order.
 */
export async function issueOrderOnce(options: {
  db: Db;
  /** Who asks: the order is answered as their permissions let them read it. */
  viewer: PermissionSubject;
  user: { tenantId: string; agencyId: string; branchId: string | null; userId: string };
  idempotencyKey: string;
  operation: string;
  request: IssueTicketRequest;
  payment: IssuePayment;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<IdempotentAnswer<OrderAnswer>> {
  const { user, request, now, viewer } = options;
  const scope = { tenantId: user.tenantId, agencyId: user.agencyId, branchId: user.branchId };
  return runIdempotent(
    {
      db: options.db,
      tenantId: user.tenantId,
      userId: user.userId,
      key: options.idempotencyKey,
      operation: options.operation,
      request: { ...request, payment: options.payment },
      now,
    },
    async (tx) => {
      await issueFlightOrder({
        tx,
        scope,
        orderReference: request.orderReference,
        payment: options.payment,
        acceptedPayable: request.acceptedPayable,
        supplier: options.supplier,
        userId: user.userId,
        now,
      });
      return {
        order: await loadFlightOrder({ db: tx, viewer, scope, orderReference: request.orderReference, now }),
      };
    },
  );
}
