import { type GroupFarePaymentRequest, type GroupFareReservation } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { duesAccount, walletAccount } from '../ledger/accounts';
import { lockOrderDueOf, payDownOrderDue } from '../ledger/order-due.repository';
import { postTransaction } from '../ledger/post-transaction';
import type { AgencyScope } from '../lib/agency-scope';
import { moneyText } from '../lib/pdf-document';
import { moveRequest } from '../requests/move-request';
import { amountChanged, checkKindAccess, deadlinePassed, wrongStatus } from './group-fare-errors';
import type { AirlineNames } from './group-fare-offer-view';
import { loadGroupFareReservation } from './group-fare-view';
import { ticketIfReady, type TicketSupply } from './ticket-group-fare';
import { lockGroupFareReservation } from './lock-group-fare-reservation';

/**
 * PayBalance (under the caller's Idempotency-Key transaction): the due's whole outstanding amount (another figure:
 * 409 AMOUNT_CHANGED) from the wallet to the dues, as SettleNow settles a due, before the balance deadline. Named
 * and now paid in full, the seats are ticketed at once; should the airline refuse, the payment stands and Ticket
 * can be tried again.
 */
export async function payGroupFareBalance(options: {
  tx: Db;
  scope: AgencyScope;
  user: { id: string; functionalities: readonly number[] };
  body: GroupFarePaymentRequest;
  supplier: FlightBookingSupplier;
  supply: AirlineNames & TicketSupply;
  now: Date;
}): Promise<GroupFareReservation> {
  const { tx, scope, body, now } = options;
  const locked = await lockGroupFareReservation(tx, scope, body.reference);
  const { request, reservation, block } = locked;
  checkKindAccess(options.user, block.kind);
  if (request.status !== 'DepositPaid' && request.status !== 'Named') throw wrongStatus();
  if (block.balanceDeadline.getTime() <= now.getTime()) {
    throw deadlinePassed('The balance deadline has passed.');
  }
  const due = await lockOrderDueOf(tx, scope, request.reference);
  if (!due || due.status !== 'open') throw wrongStatus();
  if (body.amount !== due.outstandingAmount) throw amountChanged();
  const wallet = await walletAccount(tx, scope.tenantId, scope.agencyId, due.currency);
  const dues = await duesAccount(tx, scope.tenantId, scope.agencyId, due.currency);
  const posted = await postTransaction(tx, {
    tenantId: scope.tenantId,
    agencyId: scope.agencyId,
    kind: 'settlement',
    reference: request.reference,
    description: `Group fare ${request.reference}: balance paid`,
    lines: [
      { accountId: wallet.id, amount: -due.outstandingAmount },
      { accountId: dues.id, amount: due.outstandingAmount },
    ],
    createdBy: options.user.id,
    now,
  });
  await payDownOrderDue(tx, {
    due,
    amount: due.outstandingAmount,
    ledgerTransactionId: posted.transactionId,
    createdBy: options.user.id,
    now,
  });
  const moved = await moveRequest(tx, {
    request,
    action: 'PayBalance',
    to: request.status,
    side: 'Agency',
    userId: options.user.id,
    note: `Balance ${moneyText({ amount: due.outstandingAmount, currency: due.currency })} paid from the wallet.`,
    now,
    restartsWait: false,
  });
  await ticketIfReady(tx, {
    locked: { ...locked, request: moved, reservation },
    supplier: options.supplier,
    supply: options.supply,
    userId: options.user.id,
    now,
  });
  return loadGroupFareReservation(tx, { scope, reference: request.reference, supply: options.supply, now });
}
