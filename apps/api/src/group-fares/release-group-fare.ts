import type { GroupFareReleaseReason } from '@portal/contracts';
import type { Db } from '../db/client';
import { duesAccount, tenantAccount, walletAccount } from '../ledger/accounts';
import { lockOrderDueOf, payDownOrderDue } from '../ledger/order-due.repository';
import { postTransaction } from '../ledger/post-transaction';
import { moneyText } from '../lib/pdf-document';
import { moveRequest, type RequestSide } from '../requests/move-request';
import { wrongStatus } from './group-fare-errors';
import {
  deactivateNames,
  liveReservationStatuses,
  updateReservation,
} from './group-fare-reservation.repository';
import { giveSeatsBack } from './group-fare-sales.repository';
import type { LockedReservation } from './lock-group-fare-reservation';

const reasonNote: Record<GroupFareReleaseReason, string> = {
  HoldExpired: 'Released: the deposit was not paid before the hold ended.',
  NameDeadline: 'Released: the names were not in by the name deadline.',
  BalanceDeadline: 'Released: the balance was not paid by the balance deadline.',
  TicketingDeadline: 'Released: not ticketed by the ticketing deadline.',
  Agency: 'Released by the agency.',
  Operator: 'Released by our operators.',
};

/**
 * Gives a live reservation's seats back, in the caller's transaction (its request and row locked): the block's
 * reserved seats and the agency's counter go down, its passengers stop holding their passports on the block, and the
 * request is Released with the reason. Money, when a deposit was paid: the unpaid part of the sale is undone (dues
 * back up, sales down) and the due closed; the deposit stays the tenant's sale under rule Kept, or goes back to the
 * wallet under rule Refunded; a balance already paid beyond the deposit always goes back. One posting does it all.
 */
export async function releaseLockedGroupFare(
  tx: Db,
  options: {
    locked: LockedReservation;
    reason: GroupFareReleaseReason;
    side: RequestSide;
    userId: string | null;
    now: Date;
  },
): Promise<void> {
  const { request, reservation, block } = options.locked;
  const { now } = options;
  if (!liveReservationStatuses.includes(request.status)) throw wrongStatus();
  const agency = { tenantId: reservation.tenantId, agencyId: reservation.agencyId };
  await giveSeatsBack(tx, agency, { blockId: block.id, seats: reservation.seats });
  await deactivateNames(tx, reservation);

  let kept = 0;
  let refunded = 0;
  let releaseTransactionId: string | null = null;
  let moneyNote = '';
  if (reservation.depositTransactionId) {
    const due = await lockOrderDueOf(tx, agency, request.reference);
    const outstanding = due && due.status === 'open' ? due.outstandingAmount : 0;
    const paid = reservation.totalAmount - outstanding;
    const depositPaid = Math.min(reservation.depositAmount, paid);
    kept = block.depositRule === 'Kept' ? depositPaid : 0;
    refunded = depositPaid - kept;
    const back = paid - kept;
    const { currency } = reservation;
    if (outstanding + back > 0) {
      const dues = await duesAccount(tx, agency.tenantId, agency.agencyId, currency);
      const wallet = await walletAccount(tx, agency.tenantId, agency.agencyId, currency);
      const sales = await tenantAccount(tx, agency.tenantId, 'sales', currency);
      const posted = await postTransaction(tx, {
        ...agency,
        kind: 'refund',
        reference: request.reference,
        description: `Group fare ${request.reference} released: ${block.route}`,
        lines: [
          ...(outstanding > 0 ? [{ accountId: dues.id, amount: outstanding }] : []),
          ...(back > 0 ? [{ accountId: wallet.id, amount: back }] : []),
          { accountId: sales.id, amount: -(outstanding + back) },
        ],
        createdBy: options.userId,
        now,
      });
      releaseTransactionId = posted.transactionId;
      if (due && outstanding > 0) {
        // Closed by the posting that cancelled what it still owed: nothing remains to pay.
        await payDownOrderDue(tx, {
          due,
          amount: outstanding,
          ledgerTransactionId: posted.transactionId,
          createdBy: options.userId,
          now,
        });
      }
    }
    const money = (amount: number) => moneyText({ amount, currency });
    moneyNote =
      kept > 0
        ? ` Deposit ${money(kept)} kept by the fare's rule${back > 0 ? `; ${money(back)} back to the wallet` : ''}.`
        : back > 0
          ? ` ${money(back)} back to the wallet.`
          : '';
  }
  await updateReservation(tx, reservation, {
    releaseReason: options.reason,
    keptAmount: kept,
    refundedAmount: refunded,
    releaseTransactionId,
    updatedAt: now,
  });
  await moveRequest(tx, {
    request,
    action: 'Release',
    to: 'Released',
    side: options.side,
    userId: options.userId,
    note: `${reasonNote[options.reason]}${moneyNote}`,
    now,
  });
}
