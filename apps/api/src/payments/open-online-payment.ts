import { randomUUID } from 'node:crypto';
import {
  PaymentPaths,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type IssuePayment,
} from '@portal/contracts';
import type { PaymentGateway } from '../adapters/payment-gateway';
import type { Db } from '../db/client';
import { toOnlinePaymentView } from '../lib/online-payment-view';
import { insertPayment, type OnlinePaymentRow } from './online-payment.repository';
import { newPaymentReference } from './payment-reference';
import type { PricedPayment } from './price-payment';

/** A reference is drawn again when taken; five draws of 40 bits all taken means something else is wrong. */
const referenceDraws = 5;

/** A payment made to issue a held order: once paid, the order is issued from the wallet it credited. */
export interface IssueIntent {
  orderReference: string;
  issuePayment: IssuePayment;
  acceptedPayable: number;
}

/**
 * Opens the gateway's checkout for the amount plus its surcharge (as `pricePayment` priced it) and stores the
 * payment pending, inside the caller's transaction. Nothing is posted: only the gateway's signed result moves
 * money. `resultPage` says where the payer's browser comes back to for each outcome.
 */
export async function openOnlinePayment(options: {
  tx: Db;
  gateway: PaymentGateway;
  tenantId: string;
  agencyId: string;
  userId: string;
  request: CreatePaymentRequest;
  priced: PricedPayment;
  issue?: IssueIntent;
  resultPage: (paymentId: string, code: 'success' | 'failure' | 'cancel') => string;
  now: Date;
}): Promise<CreatePaymentResponse> {
  const { tx, tenantId, request, priced, now, resultPage } = options;
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
      orderReference: options.issue?.orderReference ?? null,
      issuePayment: options.issue?.issuePayment ?? null,
      acceptedPayable: options.issue?.acceptedPayable ?? null,
      createdBy: options.userId,
      createdAt: now,
    });
  }
  if (!row) throw new Error('no free payment reference was found');
  return { payment: toOnlinePaymentView(row), checkoutUrl: session.checkoutUrl };
}
