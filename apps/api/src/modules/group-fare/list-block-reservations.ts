import {
  GroupFareLimit,
  GroupFareReservationTabs,
  GroupFareReservationTabStatuses,
  type GroupFareBlockReservationsQuery,
  type GroupFareReservationsResponse,
  type GroupFareReservationSummary,
  type GroupFareReservationTab,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { blockNotFound } from '../../group-fares/group-fare-block-errors';
import { findTenantBlock, type GroupFareBlockRow } from '../../group-fares/group-fare-block.repository';
import { pageWindow } from '../../lib/list-page';
import { listBlockReservations, type BlockReservationLine } from './block-reservations.repository';

/** The deadline that matters next in a reservation's status; none once ticketed or released. */
function nextDeadlineOf(
  line: BlockReservationLine,
  block: GroupFareBlockRow,
  outstanding: number,
): GroupFareReservationSummary['nextDeadline'] {
  switch (line.status) {
    case 'Reserved':
      return { kind: 'Hold', at: line.reservation.holdExpiresAt.toISOString() };
    case 'DepositPaid':
      return { kind: 'Names', at: block.nameDeadline.toISOString() };
    case 'Named':
      return outstanding > 0
        ? { kind: 'Balance', at: block.balanceDeadline.toISOString() }
        : { kind: 'Ticketing', at: block.ticketingDeadline.toISOString() };
    default:
      return null;
  }
}

/** A reservation's money: the due tells what is paid once the deposit made one; before it nothing is. */
function moneyOf(line: BlockReservationLine) {
  const { reservation } = line;
  const depositPaid = reservation.depositTransactionId !== null;
  const paid = line.due?.paid ?? (depositPaid ? reservation.totalAmount : 0);
  const open = line.status !== 'Released' && line.status !== 'Completed';
  const outstanding = open ? (line.due?.outstanding ?? reservation.totalAmount - paid) : 0;
  return {
    currency: reservation.currency,
    total: reservation.totalAmount,
    deposit: reservation.depositAmount,
    paid,
    outstanding,
    kept: reservation.keptAmount,
    refunded: reservation.refundedAmount,
  };
}

function summaryOf(line: BlockReservationLine, block: GroupFareBlockRow): GroupFareReservationSummary {
  const { reservation } = line;
  const money = moneyOf(line);
  return {
    reference: line.reference,
    status: line.status,
    kind: block.kind,
    blockId: block.id,
    title: block.title,
    route: block.route,
    departureDate: block.departureDate,
    agencyName: line.agencyName,
    passengers: {
      adults: reservation.adults,
      children: reservation.children,
      infants: reservation.infants,
      seats: reservation.seats,
    },
    namesEntered: Number(line.namesEntered),
    money,
    nextDeadline: nextDeadlineOf(line, block, money.outstanding),
    orderReference: line.orderReference,
    createdAt: reservation.createdAt.toISOString(),
  };
}

/** Operator/Reservations: one block's reservations by every agency, in a status tab, paged, with the tabs' counts. */
export async function listOperatorBlockReservations(options: {
  db: Db;
  tenantId: string;
  query: GroupFareBlockReservationsQuery;
}): Promise<GroupFareReservationsResponse> {
  const { db, tenantId, query } = options;
  const block = await findTenantBlock(db, tenantId, query.blockId);
  if (!block) throw blockNotFound();
  const pageSize = GroupFareLimit.pageSize;
  const { rows, byStatus } = await listBlockReservations(db, tenantId, {
    blockId: block.id,
    tab: query.tab,
    search: query.search || undefined,
    ...pageWindow({ page: query.page, pageSize }),
  });
  const counts = Object.fromEntries(GroupFareReservationTabs.map((tab) => [tab, 0])) as Record<
    GroupFareReservationTab,
    number
  >;
  for (const row of byStatus) {
    counts.all += row.total;
    for (const tab of GroupFareReservationTabs) {
      if (tab !== 'all' && GroupFareReservationTabStatuses[tab].some((status) => status === row.status)) {
        counts[tab] += row.total;
      }
    }
  }
  return {
    items: rows.map((line) => summaryOf(line, block)),
    total: counts[query.tab],
    page: query.page,
    pageSize,
    counts,
  };
}
