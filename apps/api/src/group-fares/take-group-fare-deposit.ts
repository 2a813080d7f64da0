import type { Db } from '../db/client';
import { chargeTicket } from '../ledger/charge-ticket';
import { createOrderDue } from '../ledger/create-order-due';
import { moneyText } from '../lib/pdf-document';
import { moveRequest, type RequestSide } from '../requests/move-request';
import type { ServiceRequestRow } from '../requests/service-request.repository';
import { updateReservation, type GroupFareReservationRow } from './group-fare-reservation.repository';
import type { GroupFareBlockRow } from './group-fare-sales.repository';

/**
 * The deposit paid, in the caller's transaction: the whole price is posted as the tenant's sale at once, the deposit
 * out of the agency's wallet (422 when it does not fit) and the rest onto its dues as a due under the GF reference,
 * due at the block's balance deadline. A deposit that covers the whole price leaves no due; a deposit of 0 puts the
 * whole price on the dues. The reservation moves to DepositPaid.
 */
export async function takeGroupFareDeposit(
  tx: Db,
  options: {
    request: ServiceRequestRow;
    reservation: GroupFareReservationRow;
    block: GroupFareBlockRow;
    userId: string | null;
    side: RequestSide;
    now: Date;
  },
): Promise<GroupFareReservationRow> {
  const { request, reservation, block, now } = options;
  const money = (amount: number) => moneyText({ amount, currency: reservation.currency });
  const description = `Group fare ${request.reference}: ${block.route}, ${reservation.seats} seat(s)`;
  let transactionId: string;
  let note: string;
  if (reservation.depositAmount >= reservation.totalAmount) {
    const posted = await chargeTicket({
      db: tx,
      tenantId: reservation.tenantId,
      agencyId: reservation.agencyId,
      orderReference: request.reference,
      description: `${description}, paid in full`,
      currency: reservation.currency,
      amount: reservation.totalAmount,
      createdBy: options.userId,
      now,
    });
    transactionId = posted.transactionId;
    note = `${money(reservation.totalAmount)} paid from the wallet: paid in full.`;
  } else {
    const due = await createOrderDue({
      db: tx,
      tenantId: reservation.tenantId,
      agencyId: reservation.agencyId,
      orderReference: request.reference,
      kind: 'ticket',
      description: `${description}, deposit paid`,
      currency: reservation.currency,
      totalAmount: reservation.totalAmount,
      paidAmount: reservation.depositAmount,
      dueAt: block.balanceDeadline,
      route: block.route,
      airline: block.validatingAirline,
      passengers: [],
      createdBy: options.userId ?? reservation.createdBy,
      now,
    });
    transactionId = due.transactionId;
    const balance = reservation.totalAmount - reservation.depositAmount;
    note = `Deposit ${money(reservation.depositAmount)} paid from the wallet; balance ${money(balance)} due by the balance deadline.`;
  }
  const updated = await updateReservation(tx, reservation, {
    depositTransactionId: transactionId,
    updatedAt: now,
  });
  await moveRequest(tx, {
    request,
    action: 'PayDeposit',
    to: 'DepositPaid',
    side: options.side,
    userId: options.userId,
    note,
    now,
  });
  return updated;
}
