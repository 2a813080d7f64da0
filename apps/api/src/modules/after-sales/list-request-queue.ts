import {
  RequestTabs,
  RequestTabStatuses,
  type RequestKind,
  type RequestQueuePage,
  type RequestQueueQuery,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { passengersOfOrders } from '../../orders/operator-queue.repository';
import {
  namesOf,
  queuePage,
  quotesByIds,
  type RequestScope,
} from '../../requests/service-request.repository';

/**
 * A queue of one kind: the agency's own requests (newest first) or, for the operators, every agency's of the tenant
 * (longest waiting first), in status tabs with their counts, searched by request reference, order reference or PNR,
 * paged. ageMinutes counts from when the request began waiting on the side that must act.
 */
export async function listRequestQueue(options: {
  db: Db;
  scope: RequestScope;
  kind: RequestKind;
  query: RequestQueueQuery;
  now: Date;
}): Promise<RequestQueuePage> {
  const { db, query, now } = options;
  const page = await queuePage(db, {
    scope: options.scope,
    kind: options.kind,
    tab: query.tab,
    search: query.search || undefined,
    page: query.page,
    pageSize: query.pageSize,
    order: options.scope.agencyId === null ? 'longestWaiting' : 'newest',
  });
  const requests = page.rows.map((row) => row.request);
  const passengers = await passengersOfOrders(db, [
    ...new Set(requests.map((request) => request.orderId).filter((id): id is string => id !== null)),
  ]);
  const quotes = await quotesByIds(
    db,
    requests.map((request) => request.currentQuoteId).filter((id): id is string => id !== null),
  );
  const names = await namesOf(db, [
    ...requests.map((request) => request.requestedBy),
    ...requests.map((request) => request.assigneeId).filter((id): id is string => id !== null),
  ]);
  const tabs = Object.fromEntries(
    RequestTabs.map((tab) => [
      tab,
      tab === 'all'
        ? [...page.counts.values()].reduce((sum, value) => sum + value, 0)
        : RequestTabStatuses[tab].reduce((sum, status) => sum + (page.counts.get(status) ?? 0), 0),
    ]),
  ) as RequestQueuePage['tabs'];
  return {
    tabs,
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    requests: page.rows.map(({ request, orderReference, pnr, route, agencyName }) => {
      const quote = request.currentQuoteId ? quotes.get(request.currentQuoteId) : undefined;
      return {
        reference: request.reference,
        kind: request.kind,
        status: request.status,
        mode: request.mode,
        orderReference: orderReference ?? '',
        pnr,
        route: route ?? '',
        agencyName,
        passengers: passengers
          .filter((pax) => pax.orderId === request.orderId && request.details.paxIds.includes(pax.paxIndex))
          .map((pax) => `${pax.title} ${pax.firstName} ${pax.lastName}`),
        requestedBy: names.get(request.requestedBy) ?? '',
        requestedAt: request.createdAt.toISOString(),
        updatedAt: request.updatedAt.toISOString(),
        assignee: request.assigneeId ? (names.get(request.assigneeId) ?? null) : null,
        quoteTotal: quote ? { amount: quote.total, currency: quote.currency } : null,
        quoteExpiresAt: quote && request.status === 'Quoted' ? quote.expiresAt.toISOString() : null,
        ageMinutes: Math.max(0, Math.floor((now.getTime() - request.waitingSince.getTime()) / 60_000)),
      };
    }),
  };
}
