import { resultCodeOf, type MobileWallet, type OnlinePaymentView } from '@portal/contracts';
import type { onlinePayments } from '../db/schema';

/**
 * A stored gateway payment as its agency sees it. Both the online-payment calls and the e-transactions list answer
 * this shape from the same table, and modules do not import each other, so the one mapping lives here.
 */
export function toOnlinePaymentView(row: typeof onlinePayments.$inferSelect): OnlinePaymentView {
  return {
    paymentId: row.id,
    reference: row.reference,
    method: row.method,
    wallet: (row.wallet as MobileWallet | null) ?? null,
    cardBrand: row.cardBrand,
    cardScope: row.cardScope,
    amount: row.amount,
    surcharge: row.surcharge,
    surchargeBasisPoints: row.surchargeBasisPoints,
    total: row.amount + row.surcharge,
    currency: row.currency,
    status: row.status,
    resultCode: resultCodeOf(row.status),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    paidWith: row.paidWith,
    transactionId: row.ledgerTransactionId,
  };
}
