import {
  GroupFareKindFunctionality,
  GroupFareKinds,
  GroupFareLimit,
  hasFunctionality,
  type GroupFareReservationsQuery,
  type GroupFareReservationsResponse,
} from '@portal/contracts';
import type { Db } from '../db/client';
import type { AgencyScope } from '../lib/agency-scope';
import { duesOf, findOrderRefs, nameCounts, reservationQueue } from './group-fare-reservation.repository';
import { blocksByIds } from './group-fare-sales.repository';
import { summaryOf } from './group-fare-view';

/** The agency's group-fare queue: tabs with counts, a kind filter, search by reference, title or route, paged. */
export async function listGroupFareReservations(options: {
  db: Db;
  scope: AgencyScope;
  user: { functionalities: readonly number[] };
  query: GroupFareReservationsQuery;
}): Promise<GroupFareReservationsResponse> {
  const { db, scope, query } = options;
  const kinds = GroupFareKinds.filter((kind) =>
    hasFunctionality(options.user.functionalities, GroupFareKindFunctionality[kind]),
  );
  const page = await reservationQueue(db, scope, { ...query, kinds });
  const requestIds = page.rows.map((row) => row.request.id);
  const references = page.rows.map((row) => row.request.reference);
  const [blocks, names, dues, orders] = await Promise.all([
    blocksByIds(db, scope.tenantId, [...new Set(page.rows.map((row) => row.reservation.blockId))]),
    nameCounts(db, scope.tenantId, requestIds),
    duesOf(db, scope.tenantId, references),
    findOrderRefs(
      db,
      scope.tenantId,
      page.rows.map((row) => row.reservation.orderId).filter((id): id is string => id !== null),
    ),
  ]);
  return {
    items: page.rows.flatMap((row) => {
      const block = blocks.get(row.reservation.blockId);
      if (!block) return [];
      return [
        summaryOf({
          request: row.request,
          reservation: row.reservation,
          block,
          agencyName: row.agencyName,
          namesEntered: names.get(row.request.id) ?? 0,
          due: dues.get(row.request.reference) ?? null,
          orderReference: row.reservation.orderId ? (orders.get(row.reservation.orderId) ?? null) : null,
        }),
      ];
    }),
    total: page.total,
    page: query.page,
    pageSize: GroupFareLimit.pageSize,
    counts: page.counts,
  };
}
