import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRequestQueuePage, type RequestQueuePage } from '@portal/contracts';
import { api } from '../../../lib/api';
import type { AfterSalesPageKind } from '../../../lib/after-sales-paths';
import { KindCalls } from '../utils/kinds';
import { queueFiltersToQuery, type QueueFilters } from '../utils/queue-filters';
import { afterSalesKey } from './request-keys';

/** GET Void/Queue or Refund/Queue: one page of the agency's requests of a kind in a tab, with every tab's count. */
export function getRequestQueue(
  kind: AfterSalesPageKind,
  filters: QueueFilters,
  signal?: AbortSignal,
): Promise<RequestQueuePage> {
  return api.get(KindCalls[kind].paths.queue, {
    query: queueFiltersToQuery(filters),
    schema: ZRequestQueuePage,
    signal,
  });
}

export const requestQueueQuery = (kind: AfterSalesPageKind, filters: QueueFilters) =>
  queryOptions({
    queryKey: [...afterSalesKey(kind), 'queue', filters],
    queryFn: ({ signal }) => getRequestQueue(kind, filters, signal),
  });

/** The previous page stays on screen while the next one (or another tab or search) loads. */
export function useRequestQueue(kind: AfterSalesPageKind, filters: QueueFilters) {
  return useQuery({ ...requestQueueQuery(kind, filters), placeholderData: keepPreviousData });
}
