import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PartialPaymentPaths, ZOrderDuesPage, type OrderDuesPage } from '@portal/contracts';
import { api } from '../../../lib/api';
import { filtersToQuery, type DueFilters } from '../utils/due-filters';
import { partialPaymentKey } from './partial-payment-keys';

/** GET PartialPayment/GetOrders: one page of the agency's orders with dues. */
export function getOrders(filters: DueFilters, signal?: AbortSignal): Promise<OrderDuesPage> {
  return api.get(PartialPaymentPaths.getOrders, {
    query: { ...filtersToQuery(filters) },
    schema: ZOrderDuesPage,
    signal,
  });
}

export const ordersQuery = (filters: DueFilters) =>
  queryOptions({
    queryKey: [...partialPaymentKey, 'orders', filters],
    queryFn: ({ signal }) => getOrders(filters, signal),
  });

/** The previous page stays on screen while the next one (or a new filter) loads. */
export function useOrders(filters: DueFilters) {
  return useQuery({ ...ordersQuery(filters), placeholderData: keepPreviousData });
}
