import type { LedgerTransactionKind } from '@portal/contracts';
import type { Db } from '../db/client';
import { duesAccount, tenantAccount, walletAccount } from './accounts';
import { insertOrderDue, type OrderDueRow } from './order-due.repository';
import { postTransaction } from './post-transaction';

export interface CreateOrderDueOptions {
  /** The caller's database transaction: the due is stored with the ticket it pays for, or not at all. */
  db: Db;
  tenantId: string;
  agencyId: string;
  orderReference: string;
  /** The posting's kind: a ticket unless the order is another product's (a holiday booking). */
  kind?: Extract<LedgerTransactionKind, 'ticket' | 'holiday'>;
  /** The passbook line's text; a ticket's is written from its route and PNR. */
  description?: string;
  currency: string;
  /** Minor units: the order's whole price, and the part the wallet pays now (zero or more, below the total). */
  totalAmount: number;
  paidAmount: number;
  /** When the rest must be paid. */
  dueAt: Date;
  pnr?: string | null;
  route?: string | null;
  airline?: string | null;
  passengers?: string[];
  createdBy: string | null;
  now: Date;
}

/** Figures the booking code computes; a wrong one is our mistake, never the agency's, so it fails loudly. */
function assertFigures(options: CreateOrderDueOptions): void {
  const { totalAmount, paidAmount } = options;
  if (!Number.isSafeInteger(totalAmount) || !Number.isSafeInteger(paidAmount)) {
    throw new Error('order due amounts are whole minor units');
  }
  if (totalAmount <= 0 || paidAmount < 0 || paidAmount >= totalAmount) {
    throw new Error(`a due needs 0 <= paid < total, got paid ${paidAmount} of ${totalAmount}`);
  }
  if (!/^[A-Z]{3}$/.test(options.currency)) throw new Error(`bad currency ${options.currency}`);
  if (Number.isNaN(options.dueAt.getTime())) throw new Error('a due needs a due date');
}

function describe(options: CreateOrderDueOptions): string {
  if (options.description) return options.description;
  const parts = [options.route, options.pnr ? `PNR ${options.pnr}` : null].filter(Boolean);
  return `Ticket ${options.orderReference}, partly paid${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/**
 * Issuing with a partial payment (DESIGN §6), or confirming a holiday with its deposit: inside the caller's
 * transaction, posts one balanced transaction — the paid part out of the agency's wallet (422 'insufficient
 * balance' when it does not fit), the unpaid part onto the agency's dues receivable, the whole price to the tenant's
 * sales — and stores the due with that posting.
 *
 * The total goes to sales rather than supplier payable: this is the tenant selling a ticket to its agency, and the
 * agency's debt (wallet plus dues) is to the tenant. What the tenant owes the airline is a separate posting between
 * its own accounts when the supplier bills it, so the agency's side never depends on supplier terms.
 */
export async function createOrderDue(
  options: CreateOrderDueOptions,
): Promise<{ orderDue: OrderDueRow; transactionId: string }> {
  assertFigures(options);
  const { db, tenantId, agencyId, currency, totalAmount, paidAmount, now } = options;
  const unpaid = totalAmount - paidAmount;
  const wallet = await walletAccount(db, tenantId, agencyId, currency);
  const dues = await duesAccount(db, tenantId, agencyId, currency);
  const sales = await tenantAccount(db, tenantId, 'sales', currency);
  const posted = await postTransaction(db, {
    tenantId,
    agencyId,
    kind: options.kind ?? 'ticket',
    reference: options.orderReference,
    description: describe(options),
    lines: [
      // A wallet line only when the agency paid something now: ledger amounts are never zero.
      ...(paidAmount > 0 ? [{ accountId: wallet.id, amount: -paidAmount }] : []),
      { accountId: dues.id, amount: -unpaid },
      { accountId: sales.id, amount: totalAmount },
    ],
    createdBy: options.createdBy,
    now,
  });
  const row = await insertOrderDue(db, {
    tenantId,
    agencyId,
    orderReference: options.orderReference,
    currency,
    totalAmount,
    paidAmount,
    outstandingAmount: unpaid,
    dueAt: options.dueAt,
    pnr: options.pnr ?? null,
    route: options.route ?? null,
    airline: options.airline ?? null,
    passengers: options.passengers ?? [],
    ledgerTransactionId: posted.transactionId,
    createdBy: options.createdBy,
    createdAt: now,
    updatedAt: now,
  });
  return { orderDue: row, transactionId: posted.transactionId };
}
