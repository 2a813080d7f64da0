import type {
  GroupFareReservation,
  GroupFareReservationStatus,
  GroupFareReservationSummary,
} from '@portal/contracts';
import type { Db } from '../db/client';
import type { OrderDueRow } from '../ledger/order-due.repository';
import { findOrderById } from '../orders/flight-order.repository';
import {
  agencyContact,
  eventsOf,
  findRequest,
  type RequestScope,
  type ServiceRequestRow,
} from '../requests/service-request.repository';
import { checkKindAccess, reservationNotFound } from './group-fare-errors';
import { groupFareOfferOf, type AirlineNames } from './group-fare-offer-view';
import {
  duesOf,
  findReservation,
  namesOf,
  type GroupFareNameRow,
  type GroupFareReservationRow,
} from './group-fare-reservation.repository';
import { agencySeatsOn, findTenantBlock, type GroupFareBlockRow } from './group-fare-sales.repository';

const SupportTeam = 'Support team';

/** A reservation's money: what was paid, what is still due (the due's outstanding), what a release kept or gave back. */
export function moneyOf(reservation: GroupFareReservationRow, status: string, due: OrderDueRow | null) {
  const base = {
    currency: reservation.currency,
    total: reservation.totalAmount,
    deposit: reservation.depositAmount,
    kept: reservation.keptAmount,
    refunded: reservation.refundedAmount,
  };
  if (status === 'Released') {
    const paid = reservation.depositTransactionId ? reservation.keptAmount + reservation.refundedAmount : 0;
    return { ...base, paid, outstanding: 0 };
  }
  if (!reservation.depositTransactionId) return { ...base, paid: 0, outstanding: reservation.totalAmount };
  const outstanding = due ? due.outstandingAmount : 0;
  return { ...base, paid: reservation.totalAmount - outstanding, outstanding };
}

/** The deadline that matters next in this status; null once ticketed or released. */
export function nextDeadlineOf(
  status: string,
  reservation: GroupFareReservationRow,
  block: GroupFareBlockRow,
  outstanding: number,
): GroupFareReservationSummary['nextDeadline'] {
  if (status === 'Reserved') return { kind: 'Hold', at: reservation.holdExpiresAt.toISOString() };
  if (status === 'DepositPaid') return { kind: 'Names', at: block.nameDeadline.toISOString() };
  if (status === 'Named' && outstanding > 0)
    return { kind: 'Balance', at: block.balanceDeadline.toISOString() };
  if (status === 'Named') return { kind: 'Ticketing', at: block.ticketingDeadline.toISOString() };
  return null;
}

/** What the agent may do now (the API refuses the rest anyway). */
export function actionsOf(
  status: string,
  reservation: GroupFareReservationRow,
  block: GroupFareBlockRow,
  outstanding: number,
  now: Date,
): GroupFareReservation['actions'] {
  const before = (deadline: Date) => now.getTime() < deadline.getTime();
  const paid = status === 'DepositPaid' || status === 'Named';
  return {
    payDeposit: status === 'Reserved' && before(reservation.holdExpiresAt),
    editNames: paid && before(block.nameDeadline),
    payBalance: paid && outstanding > 0 && before(block.balanceDeadline),
    ticket: status === 'Named' && outstanding === 0 && before(block.ticketingDeadline),
    release: status === 'Reserved' || paid,
  };
}

export function summaryOf(options: {
  request: ServiceRequestRow;
  reservation: GroupFareReservationRow;
  block: GroupFareBlockRow;
  agencyName: string;
  namesEntered: number;
  due: OrderDueRow | null;
  orderReference: string | null;
}): GroupFareReservationSummary {
  const { request, reservation, block } = options;
  const money = moneyOf(reservation, request.status, options.due);
  return {
    reference: request.reference,
    status: request.status as GroupFareReservationStatus,
    kind: block.kind,
    blockId: block.id,
    title: block.title,
    route: block.route,
    departureDate: block.departureDate,
    agencyName: options.agencyName,
    passengers: {
      adults: reservation.adults,
      children: reservation.children,
      infants: reservation.infants,
      seats: reservation.seats,
    },
    namesEntered: options.namesEntered,
    money,
    nextDeadline: nextDeadlineOf(request.status, reservation, block, money.outstanding),
    orderReference: options.orderReference,
    createdAt: reservation.createdAt.toISOString(),
  };
}

const nameOf = (row: GroupFareNameRow) => ({
  type: row.type,
  title: row.title,
  firstName: row.firstName,
  lastName: row.lastName,
  dateOfBirth: row.dateOfBirth,
  gender: row.gender,
  nationality: row.nationality,
  passportNumber: row.passportNumber,
  passportExpiry: row.passportExpiry,
});

/**
 * One reservation in full, as its agency (scope of the agency, its branch) or the tenant's operators (agencyId null)
 * see it; another tenant's or agency's answers 404.
 */
export async function loadGroupFareReservation(
  db: Db,
  options: {
    scope: RequestScope;
    reference: string;
    supply: AirlineNames;
    now: Date;
    /** An agency user reading it needs the block's kind's functionality (403); operators see every kind. */
    user?: { functionalities: readonly number[] };
  },
): Promise<GroupFareReservation> {
  const { scope, now } = options;
  const request = await findRequest(db, scope, 'GroupFare', options.reference);
  const reservation = request && (await findReservation(db, scope.tenantId, request.id));
  const block = reservation && (await findTenantBlock(db, scope.tenantId, reservation.blockId));
  if (!request || !reservation || !block) throw reservationNotFound();
  if (options.user) checkKindAccess(options.user, block.kind);
  // One after another: inside a transaction every query shares one connection.
  const names = await namesOf(db, scope.tenantId, request.id);
  const dues = await duesOf(db, scope.tenantId, [request.reference]);
  const events = await eventsOf(db, request.id);
  const seats = await agencySeatsOn(db, { tenantId: scope.tenantId, agencyId: reservation.agencyId }, [
    block.id,
  ]);
  const order = reservation.orderId ? await findOrderById(db, reservation.orderId) : null;
  const { name: agencyName } = await agencyContact(db, reservation.agencyId);
  const summary = summaryOf({
    request,
    reservation,
    block,
    agencyName,
    namesEntered: names.length,
    due: dues.get(request.reference) ?? null,
    orderReference: order?.reference ?? null,
  });
  const agencySide = scope.agencyId !== null;
  return {
    ...summary,
    block: groupFareOfferOf(block, seats.get(block.id) ?? 0, options.supply),
    holdExpiresAt: reservation.holdExpiresAt.toISOString(),
    names: names.map(nameOf),
    releaseReason: reservation.releaseReason,
    actions: agencySide
      ? actionsOf(request.status, reservation, block, summary.money.outstanding, now)
      : { payDeposit: false, editNames: false, payBalance: false, ticket: false, release: false },
    history: events.map(({ event, firstName, lastName }) => ({
      at: event.at.toISOString(),
      action: event.action,
      status: event.status,
      by:
        event.side === 'System'
          ? 'System'
          : event.side === 'Operator' && agencySide
            ? SupportTeam
            : `${firstName ?? ''} ${lastName ?? ''}`.trim() || null,
      note: event.note,
    })),
  };
}
