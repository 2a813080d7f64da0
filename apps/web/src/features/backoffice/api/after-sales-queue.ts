import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  AfterSalesOperatorPaths,
  RequestQueueLimit,
  ZRequestQueuePage,
  type RequestQueuePage,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import type { AfterSalesFilters } from '../utils/after-sales-filters';

export const afterSalesQueueKey = ['backoffice', 'after-sales', 'queue'] as const;
export const afterSalesPageSize = RequestQueueLimit.defaultPageSize;

/** GET AfterSales/Queue: one page of the tenant's requests of a kind in a tab, the longest waiting first. */
export function getAfterSalesQueue(
  filters: AfterSalesFilters,
  signal?: AbortSignal,
): Promise<RequestQueuePage> {
  return api.get(AfterSalesOperatorPaths.queue, {
    query: {
      kind: filters.kind,
      tab: filters.tab,
      search: filters.search || undefined,
      page: filters.page,
      pageSize: afterSalesPageSize,
    },
    schema: ZRequestQueuePage,
    signal,
  });
}

export const afterSalesQueueQuery = (filters: AfterSalesFilters) =>
  queryOptions({
    queryKey: [...afterSalesQueueKey, filters],
    queryFn: ({ signal }) => getAfterSalesQueue(filters, signal),
  });

/**
 * Agencies ask and accept while the desk is open, and the ages grow: read again on focus and every minute. The
 * previous page stays on screen while the next one (or another tab, kind or search) loads.
 */
export function useAfterSalesQueue(filters: AfterSalesFilters) {
  return useQuery({
    ...afterSalesQueueQuery(filters),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
