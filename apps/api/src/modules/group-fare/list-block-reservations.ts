import {
  GroupFareLimit,
  GroupFareReservationTabs,
  GroupFareReservationTabStatuses,
  type GroupFareBlockReservationsQuery,
  type GroupFareReservationsResponse,
  type GroupFareReservationTab,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { blockNotFound } from '../../group-fares/group-fare-block-errors';
import { findTenantBlock } from '../../group-fares/group-fare-block.repository';
import { summaryOf } from '../../group-fares/group-fare-view';
import { pageWindow } from '../../lib/list-page';
import { listBlockReservations } from './block-reservations.repository';

/**
 * Operator/Reservations: one block's reservations by every agency, in a status tab, paged, with the tabs' counts.
 * Each line reads as the agency's own queue shows it (the same money and next deadline).
 */
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
    items: rows.map((line) =>
      summaryOf({
        request: line.request,
        reservation: line.reservation,
        block,
        agencyName: line.agencyName,
        namesEntered: Number(line.namesEntered),
        due: line.due,
        orderReference: line.orderReference,
      }),
    ),
    total: counts[query.tab],
    page: query.page,
    pageSize,
    counts,
  };
}
