import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrderPaths, OrderSearchLimit, ZOrderSearchResponse, type OrderSearchHit } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET SearchOrders?keyword: up to 10 of the agency's orders the keyword finds, whatever their status. */
export async function searchOrders(keyword: string, signal?: AbortSignal): Promise<OrderSearchHit[]> {
  const found = await api.get(OrderPaths.searchOrders, {
    query: { keyword },
    schema: ZOrderSearchResponse,
    signal,
  });
  return found.orders;
}

export const orderSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['order', 'search-orders', keyword],
    queryFn: ({ signal }) => searchOrders(keyword, signal),
  });

/** Asked only when allowed and once the keyword is long enough; the last answer stays while the next loads. */
export function useOrderSearch(keyword: string, allowed: boolean) {
  return useQuery({
    ...orderSearchQuery(keyword),
    enabled: allowed && keyword.length >= OrderSearchLimit.minLength,
    placeholderData: keepPreviousData,
  });
}
