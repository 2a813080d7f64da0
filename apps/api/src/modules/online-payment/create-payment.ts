import { type CreatePaymentRequest, type CreatePaymentResponse } from '@portal/contracts';
import type { PaymentGateway } from '../../adapters/payment-gateway';
import type { Db } from '../../db/client';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency/run-idempotent';
import { openOnlinePayment } from '../../payments/open-online-payment';
import { pricePayment } from '../../payments/price-payment';

/** Where the payer's browser comes back to after the checkout, per outcome. */
const resultPage = (paymentId: string, code: string) => `/payment-result?paymentId=${paymentId}&code=${code}`;

/**
 * An agency starts a top-up through the gateway (online/CreatePayment): the request is checked and priced, then,
 * once per Idempotency-Key, a checkout session is opened for the amount plus its surcharge and the payment stored
 * pending. Nothing is posted: only the gateway's signed result moves money. A repeat of the key answers the same
 * payment and checkout; the same key with another body is refused (409).
 */
export async function createPayment(options: {
  db: Db;
  gateway: PaymentGateway;
  tenantId: string;
  agencyId: string;
  userId: string;
  walletCurrency: string;
  request: CreatePaymentRequest;
  idempotencyKey: string;
  operation: string;
  now: Date;
}): Promise<IdempotentAnswer<CreatePaymentResponse>> {
  const { tenantId, request, now } = options;
  const priced = pricePayment(request, options.walletCurrency);
  return runIdempotent(
    {
      db: options.db,
      tenantId,
      userId: options.userId,
      key: options.idempotencyKey,
      operation: options.operation,
      request,
      now,
    },
    (tx) =>
      openOnlinePayment({
        tx,
        gateway: options.gateway,
        tenantId,
        agencyId: options.agencyId,
        userId: options.userId,
        request,
        priced,
        resultPage,
        now,
      }),
  );
}
