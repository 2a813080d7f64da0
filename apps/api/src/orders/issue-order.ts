import { OrderErrorCode, OrderMessage, type IssuePayment } from '@portal/contracts';
import type { FlightBookingSupplier, SupplierPassenger } from '../adapters/flight-booking';
import type { Db } from '../db/client';
import { chargeTicket } from '../ledger/charge-ticket';
import { createOrderDue } from '../ledger/create-order-due';
import { AppError } from '../lib/app-error';
import {
  insertOrderEvent,
  lockAgencyOrder,
  passengersOf,
  setTicketNumbers,
  updateOrder,
  type AgencyScope,
  type FlightOrderRow,
  type OrderPassengerRow,
} from './flight-order.repository';
import {
  cannotIssue,
  fromSupplierError,
  orderNotFound,
  priceChanged,
  soldOut,
  timeLimitPassed,
} from './order-errors';
import { partialTerms } from './partial-terms';

/** The order's travellers as the supplier takes them: infant n sits on adult n's lap (adults are listed first). */
export function toSupplierPassengers(
  rows: Omit<OrderPassengerRow, 'id' | 'orderId' | 'extras' | 'ticketNumber'>[],
): SupplierPassenger[] {
  const adults = rows.filter((pax) => pax.type === 'ADT');
  let infants = 0;
  return rows.map((pax) => ({
    index: pax.paxIndex,
    type: pax.type,
    title: pax.title,
    firstName: pax.firstName,
    lastName: pax.lastName,
    dateOfBirth: pax.dateOfBirth,
    gender: pax.gender,
    nationality: pax.nationality,
    passportNumber: pax.passportNumber,
    passportExpiry: pax.passportExpiry,
    travellingWith: pax.type === 'INF' ? (adults[infants++]?.paxIndex ?? null) : null,
  }));
}

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
  let order = await lockAgencyOrder(tx, scope, options.orderReference);
  if (!order) throw orderNotFound();
  if (order.status !== 'OnHold') throw cannotIssue();
  if (order.timeLimit && order.timeLimit <= now) throw timeLimitPassed();
  const passengers = await passengersOf(tx, order.id);
  const supplierPassengers = toSupplierPassengers(passengers);

  const repriced = await supplier.reprice({
    query: order.query,
    source: order.source,
    offerId: order.offerId,
    brandCode: order.brandCode,
    point: 'issue',
    db: tx,
    surnames: passengers.map((pax) => pax.lastName),
    recordLocator: order.recordLocator ?? undefined,
  });
  const brand = repriced.offer?.brands[repriced.brandIndex];
  if (!repriced.offer || !brand) throw soldOut();
  const payable = brand.totalAgent + order.extrasTotal;
  if (payable !== options.acceptedPayable) throw priceChanged();
  if (payable !== order.payable) {
    order = await updateOrder(tx, order, {
      offer: repriced.offer,
      brandIndex: repriced.brandIndex,
      fareGross: brand.totalGross,
      fareAgent: brand.totalAgent,
      payable,
      updatedAt: now,
    });
  }

  const names = passengers.map((pax) => `${pax.firstName} ${pax.lastName}`);
  let paid = payable;
  let transactionId: string;
  if (options.payment === 'Partial') {
    const terms = partialTerms({ payable, firstDepartureAt: order.firstDepartureAt, now });
    if (!terms) throw new AppError(OrderErrorCode.PartialNotAvailable, 422, OrderMessage.partialNotAvailable);
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
