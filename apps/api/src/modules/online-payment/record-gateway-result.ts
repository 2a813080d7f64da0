import {
  MobileWalletLabel,
  OnlinePaymentErrorCode,
  OnlinePaymentMessage,
  OnlinePaymentMethodLabel,
  type GatewayAcknowledgement,
  type GatewayResult,
  type MobileWallet,
} from '@portal/contracts';
import type { FlightBookingSupplier } from '../../adapters/flight-booking';
import { merchantSecret, verifyGatewayResult } from '../../adapters/payment-gateway';
import type { Db } from '../../db/client';
import { tenantAccount, walletAccount } from '../../ledger/accounts';
import { postTransaction } from '../../ledger/post-transaction';
import { AppError } from '../../lib/app-error';
import { issuePaidOrder } from '../../orders/issue-paid-order';
import { lockPaymentBySession, markPaymentDecided, type OnlinePaymentRow } from './online-payment.repository';
import { wholeAgency } from '../../lib/agency-scope';

const acknowledge = (row: OnlinePaymentRow): GatewayAcknowledgement => ({
  paymentId: row.id,
  status: row.status,
});

/** The payment ledger's words, e.g. 'Online payment by Visa ending 0008' or 'Online payment by bKash'. */
function describePayment(row: OnlinePaymentRow, paidWith: string | null): string {
  const means =
    paidWith ??
    (row.method === 'mobile_wallet'
      ? MobileWalletLabel[row.wallet as MobileWallet]
      : OnlinePaymentMethodLabel[row.method]);
  return `Online payment by ${means}`;
}

/**
 * The gateway's result of a checkout (its callback, server to server). Only a result signed with the tenant's
 * secret is read (else 400); it must name a session we opened (else 404) for exactly the payment's reference,
 * charged total, currency and method (else 422). In one transaction the payment is locked and decided once:
 * paid posts the gateway's money to the agency's wallet (the amount) and the tenant's sales (the surcharge); any
 * other outcome posts nothing. A paid payment made to issue a held order then issues it from the wallet it just
 * credited, in the same transaction (a refusal leaves the money in the wallet and a note in the order's history).
 * A repeat of the same result answers as the first did and changes nothing; a different outcome for a decided
 * payment answers 409.
 */
export async function recordGatewayResult(options: {
  db: Db;
  serverSecret: string;
  result: GatewayResult;
  signature: string;
  supplier: FlightBookingSupplier;
  now: Date;
}): Promise<GatewayAcknowledgement> {
  const { result, now } = options;
  const secret = merchantSecret(options.serverSecret, result.tenantId);
  if (!verifyGatewayResult(secret, result, options.signature)) {
    throw new AppError(OnlinePaymentErrorCode.SignatureInvalid, 400, OnlinePaymentMessage.signatureInvalid);
  }
  return options.db.transaction(async (tx) => {
    const payment = await lockPaymentBySession(tx, result.tenantId, result.sessionId);
    if (!payment) throw AppError.notFound(OnlinePaymentMessage.sessionUnknown);
    if (
      payment.id !== result.merchantReference ||
      payment.amount + payment.surcharge !== result.amount ||
      payment.currency !== result.currency ||
      payment.method !== result.method
    ) {
      throw new AppError(OnlinePaymentErrorCode.ResultMismatch, 422, OnlinePaymentMessage.resultMismatch);
    }
    if (payment.status !== 'pending') {
      if (payment.status === result.status) return acknowledge(payment);
      throw new AppError(OnlinePaymentErrorCode.AlreadyDecided, 409, OnlinePaymentMessage.alreadyDecided);
    }

    let ledgerTransactionId: string | null = null;
    if (result.status === 'paid') {
      const { tenantId, agencyId, currency } = payment;
      const wallet = await walletAccount(tx, tenantId, agencyId, currency);
      const gateway = await tenantAccount(tx, tenantId, 'provider_gateway', currency);
      const sales = await tenantAccount(tx, tenantId, 'sales', currency);
      const posted = await postTransaction(tx, {
        tenantId,
        agencyId,
        kind: 'online_payment',
        reference: payment.reference,
        description: describePayment(payment, result.paidWith),
        lines: [
          { accountId: wallet.id, amount: payment.amount },
          ...(payment.surcharge > 0 ? [{ accountId: sales.id, amount: payment.surcharge }] : []),
          { accountId: gateway.id, amount: -(payment.amount + payment.surcharge) },
        ],
        createdBy: payment.createdBy,
        now,
      });
      ledgerTransactionId = posted.transactionId;
    }
    const decided = await markPaymentDecided(tx, {
      tenantId: payment.tenantId,
      paymentId: payment.id,
      status: result.status,
      failureReason: result.status === 'paid' ? null : (result.reason ?? 'Not completed'),
      gatewayTransactionId: result.gatewayTransactionId,
      paidWith: result.paidWith,
      ledgerTransactionId,
      now,
    });
    // The lock above keeps this from happening; the condition is what guarantees it (the posting is undone too).
    if (!decided)
      throw new AppError(OnlinePaymentErrorCode.AlreadyDecided, 409, OnlinePaymentMessage.alreadyDecided);
    if (
      decided.status === 'paid' &&
      decided.orderReference &&
      decided.issuePayment &&
      decided.acceptedPayable
    ) {
      await issuePaidOrder({
        tx,
        scope: wholeAgency(decided.tenantId, decided.agencyId),
        orderReference: decided.orderReference,
        payment: decided.issuePayment,
        acceptedPayable: decided.acceptedPayable,
        supplier: options.supplier,
        userId: decided.createdBy,
        now,
      });
    }
    return acknowledge(decided);
  });
}
