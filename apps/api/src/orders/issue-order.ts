import { OrderErrorCode, OrderMessage, type IssuePayment } from '@portal/contracts';
import type { FlightBookingSupplier } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { chargeTicket } from '../ledger/charge-ticket';
import { createOrderDue } from '../ledger/create-order-due';
import { AppError } from '../lib/app-error';
import {
  insertOrderEvent,
  setTicketNumbers,
  updateOrder,
  type AgencyScope,
  type FlightOrderRow,
} from './flight-order.repository';
import { lockHeldOrder, repriceHeldOrder, storeRepricedFare } from './held-order';
import { fromSupplierError, partialNotAvailable, priceChanged } from './order-errors';
import { toSupplierPassengers } from './order-passengers';
import { partialTerms } from './partial-terms';

/**
 * Issues a held order inside the caller's transaction (DESIGN §6, §7): the fare is priced again at the supplier
 * ('issue' reprice) and must equal what the agent accepted, the wallet pays in full or in part (a partial issue
 * leaves a due through the ledger), and the supplier tickets the PNR in the same transaction, so a ticket is never
 * issued without its debit nor debited without its ticket. A refusal rolls everything back; an answer in doubt
 * keeps the debit and puts the order InProgress, for the operators to complete or fail.
 */
export async function issueFlightOrder(options: {
  tx: Db;
  scope: AgencyScope;
  orderReference: string;
  payment: IssuePayment;
  acceptedPayable: number;
  supplier: FlightBookingSupplier;
  userId: string;
  now: Date;
}): Promise<FlightOrderRow> {
  const { tx, scope, now, supplier } = options;
  const held = await lockHeldOrder(tx, scope, options.orderReference, now);
  const { passengers } = held;
  const fare = await repriceHeldOrder(tx, held, supplier);
  const { payable } = fare;
  if (payable !== options.acceptedPayable) throw priceChanged();
  const order =
    fare.outcome.change === 'None' ? held.order : await storeRepricedFare(tx, held.order, fare, now);
  const supplierPassengers = toSupplierPassengers(passengers);

  const names = passengers.map((pax) => `${pax.firstName} ${pax.lastName}`);
  let paid = payable;
  let transactionId: string;
  if (options.payment === 'Partial') {
    const terms = partialTerms({ ...order, payable }, now);
    if (!terms) throw partialNotAvailable();
    paid = terms.minimumPayable;
    const due = await createOrderDue({
      db: tx,
      tenantId: scope.tenantId,
      agencyId: scope.agencyId,
      orderReference: order.reference,
      currency: order.currency,
      totalAmount: payable,
      paidAmount: paid,
      dueAt: terms.dueAt,
      pnr: order.recordLocator,
      route: order.route,
      airline: order.validatingAirline,
      passengers: names,
      createdBy: options.userId,
      now,
    });
    transactionId = due.transactionId;
  } else {
    const posted = await chargeTicket({
      db: tx,
      tenantId: scope.tenantId,
      agencyId: scope.agencyId,
      orderReference: order.reference,
      description: `Ticket ${order.reference}: ${order.route}${order.recordLocator ? `, PNR ${order.recordLocator}` : ''}`,
      currency: order.currency,
      amount: payable,
      createdBy: options.userId,
      now,
    });
    transactionId = posted.transactionId;
  }

  const answer = await supplier
    .ticketPnr(tx, { recordLocator: order.recordLocator ?? '', passengers: supplierPassengers, now })
    .catch((error: unknown) => {
      throw fromSupplierError(error);
    });
  if (answer.status === 'Refused') {
    throw new AppError(
      OrderErrorCode.TicketingRefused,
      422,
      `${OrderMessage.ticketingRefused}: ${answer.reason}`,
    );
  }
  const paidChanges = {
    paymentMode: options.payment,
    paidAmount: paid,
    issueTransactionId: transactionId,
    updatedAt: now,
  };
  if (answer.status === 'InDoubt') {
    const inProgress = await updateOrder(tx, order, { ...paidChanges, status: 'InProgress' });
    await insertOrderEvent(tx, {
      orderId: order.id,
      at: now,
      action: 'IssueInDoubt',
      status: 'InProgress',
      userId: options.userId,
      note: 'The airline did not confirm the tickets. Our operators are checking them.',
    });
    return inProgress;
  }
  await setTicketNumbers(tx, order.id, answer.tickets);
  const confirmed = await updateOrder(tx, order, {
    ...paidChanges,
    status: 'Confirmed',
    issuedAt: answer.issuedAt,
  });
  await insertOrderEvent(tx, {
    orderId: order.id,
    at: now,
    action: options.payment === 'Partial' ? 'IssuedPartlyPaid' : 'Issued',
    status: 'Confirmed',
    userId: options.userId,
  });
  return confirmed;
}
