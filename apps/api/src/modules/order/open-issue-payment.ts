import type { IssuePayment, OnlineIssueRequest, OnlineIssueResponse } from '@portal/contracts';
import type { PaymentGateway } from '../../adapters/payment-gateway';
import type { Db } from '../../db/client';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency/run-idempotent';
import { lockHeldOrder } from '../../orders/held-order';
import { partialNotAvailable, priceChanged } from '../../orders/order-errors';
import { partialTerms } from '../../orders/partial-terms';
import { openOnlinePayment } from '../../payments/open-online-payment';
import { pricePayment } from '../../payments/price-payment';

/** The payer comes back to the order's page, which reads the payment's outcome from the query. */
const orderPage = (orderReference: string) => (paymentId: string, code: string) =>
  `/flight-order?reference=${encodeURIComponent(orderReference)}&paymentId=${paymentId}&code=${code}`;

/**
 * Pay online to issue a held order (GetIssueTicketWithFullPayOnline / GetIssueTicketWithPartPayOnline), once per
 * Idempotency-Key. The order must be one of the agency's, on hold, within its time limit and still at the payable
 * the agent accepted (404/409 as issuing from the wallet). The checkout is opened for the accepted payable, or for
 * the part-payment minimum (422 when part payment is not offered), plus the method's surcharge; the payment keeps
 * the order, the way it is paid and the accepted payable, so the gateway's paid result can issue it. Nothing is
 * issued or posted here.
 */
export async function openIssuePayment(options: {
  db: Db;
  gateway: PaymentGateway;
  user: { tenantId: string; agencyId: string; branchId: string | null; userId: string };
  walletCurrency: string;
  request: OnlineIssueRequest;
  payment: IssuePayment;
  idempotencyKey: string;
  operation: string;
  now: Date;
}): Promise<IdempotentAnswer<OnlineIssueResponse>> {
  const { user, request, now } = options;
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
      const { order } = await lockHeldOrder(tx, scope, request.orderReference, now);
      if (order.payable !== request.acceptedPayable) throw priceChanged();
      let amount = request.acceptedPayable;
      if (options.payment === 'Partial') {
        const terms = partialTerms(order, now);
        if (!terms) throw partialNotAvailable();
        amount = terms.minimumPayable;
      }
      const paymentRequest = {
        amount,
        currency: order.currency,
        method: request.method,
        wallet: request.wallet,
        cardBin: request.cardBin,
      };
      return openOnlinePayment({
        tx,
        gateway: options.gateway,
        tenantId: user.tenantId,
        agencyId: user.agencyId,
        userId: user.userId,
        request: paymentRequest,
        priced: pricePayment(paymentRequest, options.walletCurrency),
        issue: {
          orderReference: order.reference,
          issuePayment: options.payment,
          acceptedPayable: request.acceptedPayable,
        },
        resultPage: orderPage(order.reference),
        now,
      });
    },
  );
}
