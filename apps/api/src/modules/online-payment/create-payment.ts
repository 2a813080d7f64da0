import { randomUUID } from 'node:crypto';
import { PaymentPaths, type CreatePaymentRequest, type CreatePaymentResponse } from '@portal/contracts';
import type { PaymentGateway } from '../../adapters/payment-gateway';
import type { Db } from '../../db/client';
import { runIdempotent, type IdempotentAnswer } from '../../lib/idempotency/run-idempotent';
import { toOnlinePaymentView } from '../../lib/online-payment-view';
import { insertPayment, type OnlinePaymentRow } from './online-payment.repository';
import { newPaymentReference } from './payment-reference';
import { pricePayment } from './price-payment';

/** A reference is drawn again when taken; five draws of 40 bits all taken means something else is wrong. */
const referenceDraws = 5;

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
    async (tx) => {
      const paymentId = randomUUID();
      const session = await options.gateway.openCheckout(
        {
          tenantId,
          merchantReference: paymentId,
          amount: request.amount + priced.surcharge,
          currency: request.currency,
          method: request.method,
          wallet: request.wallet ?? null,
          cardBin: request.cardBin ?? null,
          successUrl: resultPage(paymentId, 'success'),
          failUrl: resultPage(paymentId, 'failure'),
          cancelUrl: resultPage(paymentId, 'cancel'),
          callbackUrl: PaymentPaths.online.gatewayCallback,
        },
        tx,
      );
      let row: OnlinePaymentRow | null = null;
      for (let draw = 0; draw < referenceDraws && !row; draw += 1) {
        row = await insertPayment(tx, {
          id: paymentId,
          tenantId,
          agencyId: options.agencyId,
          reference: newPaymentReference(),
          method: request.method,
          wallet: request.wallet ?? null,
          cardBin: request.cardBin ?? null,
          cardBrand: priced.cardBrand,
          cardScope: priced.cardScope,
          amount: request.amount,
          surcharge: priced.surcharge,
          surchargeBasisPoints: priced.surchargeBasisPoints,
          currency: request.currency,
          gatewaySessionId: session.sessionId,
          checkoutUrl: session.checkoutUrl,
          expiresAt: session.expiresAt,
          createdBy: options.userId,
          createdAt: now,
        });
      }
      if (!row) throw new Error('no free payment reference was found');
      return { payment: toOnlinePaymentView(row), checkoutUrl: session.checkoutUrl };
    },
  );
}
