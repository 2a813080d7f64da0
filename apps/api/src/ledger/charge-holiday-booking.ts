import type { Db } from '../db/client';
import { tenantAccount, walletAccount } from './accounts';
import { createOrderDue } from './create-order-due';
import type { OrderDueRow } from './order-due.repository';
import { postTransaction } from './post-transaction';

/**
 * A holiday quote accepted (DESIGN §7), inside the caller's transaction that confirms the request and takes the
 * seats: the deposit out of the agency's wallet (422 'insufficient balance' when balance plus credit limit does not
 * reach it) and the rest onto its dues with a due date, the whole total to the tenant's sales, in one posting of
 * kind `holiday` under the request's HL- reference. A deposit of the whole total leaves no due; a deposit of zero
 * puts the whole total on the dues.
 */
export async function chargeHolidayBooking(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  requestReference: string;
  packageTitle: string;
  currency: string;
  total: number;
  deposit: number;
  /** When the balance falls due; null only with a deposit of the whole total (no balance). */
  dueAt: Date | null;
  /** What the dues list shows in its route column (the destination and nights) and for its travellers. */
  route: string;
  travellers: string[];
  createdBy: string | null;
  now: Date;
}): Promise<{ transactionId: string; due: OrderDueRow | null; walletBalance: number }> {
  const { db, tenantId, agencyId, currency, total, deposit, now } = options;
  if (!Number.isSafeInteger(total) || total <= 0)
    throw new Error(`a holiday costs a positive amount, got ${total}`);
  if (!Number.isSafeInteger(deposit) || deposit < 0 || deposit > total)
    throw new Error(`a deposit lies between zero and the total, got ${deposit} of ${total}`);
  const wallet = await walletAccount(db, tenantId, agencyId, currency);
  const title = `Holiday ${options.requestReference}: ${options.packageTitle}`;
  if (deposit === total) {
    const sales = await tenantAccount(db, tenantId, 'sales', currency);
    const posted = await postTransaction(db, {
      tenantId,
      agencyId,
      kind: 'holiday',
      reference: options.requestReference,
      description: `${title}, paid in full`,
      lines: [
        { accountId: wallet.id, amount: -total },
        { accountId: sales.id, amount: total },
      ],
      createdBy: options.createdBy,
      now,
    });
    return {
      transactionId: posted.transactionId,
      due: null,
      walletBalance: posted.balances.get(wallet.id) ?? 0,
    };
  }
  if (!options.dueAt) throw new Error('a balance left on the dues needs a due date');
  const { orderDue, transactionId } = await createOrderDue({
    db,
    tenantId,
    agencyId,
    orderReference: options.requestReference,
    kind: 'holiday',
    description: deposit > 0 ? `${title}, deposit paid` : `${title}, on dues`,
    currency,
    totalAmount: total,
    paidAmount: deposit,
    dueAt: options.dueAt,
    route: options.route,
    passengers: options.travellers,
    createdBy: options.createdBy,
    now,
  });
  // The wallet's balance after the posting (unchanged when nothing was paid now).
  const walletBalance = (await walletAccount(db, tenantId, agencyId, currency)).posted;
  return { transactionId, due: orderDue, walletBalance };
}
