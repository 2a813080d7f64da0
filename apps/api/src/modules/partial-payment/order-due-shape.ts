import type { DueSettlement, OrderDue, OrderDueStatus } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { OrderDueRow, SettlementRow } from './partial-payment.repository';

/** Overdue is not stored: an open due is overdue from the instant its due date passes. */
export function statusOf(row: Pick<OrderDueRow, 'status' | 'dueAt'>, now: Date): OrderDueStatus {
  if (row.status === 'settled') return 'settled';
  return row.dueAt.getTime() < now.getTime() ? 'overdue' : 'open';
}

export function toOrderDue(row: OrderDueRow, now: Date): OrderDue {
  return {
    orderDueId: row.id,
    orderReference: row.orderReference,
    pnr: row.pnr,
    route: row.route,
    airline: row.airline,
    passengers: row.passengers,
    currency: row.currency,
    totalAmount: row.totalAmount,
    // The row keeps what was paid at issue; settling pays off the rest, so paid is all but what is still owed.
    paidAmount: row.totalAmount - row.outstandingAmount,
    outstandingAmount: row.outstandingAmount,
    dueAt: row.dueAt.toISOString(),
    status: statusOf(row, now),
    issuedAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export function toSettlement(row: SettlementRow): DueSettlement {
  return {
    settlementId: row.id,
    amount: row.amount,
    currency: row.currency,
    transactionId: row.ledgerTransactionId,
    settledAt: row.createdAt.toISOString(),
  };
}

/** Another agency's or tenant's order is not found, like one that never existed. */
export const orderDueNotFound = () => AppError.notFound('No due was found for this order.');
