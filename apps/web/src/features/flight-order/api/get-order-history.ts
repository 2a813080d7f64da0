import { useQuery } from '@tanstack/react-query';
import { OrderPaths, ZOrderHistory, type OrderHistory } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderKey } from '../../../lib/order-keys';

/** POST Order/GetOrderHistory: what happened to the order, oldest first, and who did it. */
export function getOrderHistory(orderReference: string, signal?: AbortSignal): Promise<OrderHistory> {
  return api.post(OrderPaths.getOrderHistory, { orderReference }, { schema: ZOrderHistory, signal });
}

/** Read only while the history panel is open, and afresh each time it opens. */
export function useOrderHistory(orderReference: string, enabled: boolean) {
  return useQuery({
    queryKey: [...flightOrderKey(orderReference), 'history'],
    queryFn: ({ signal }) => getOrderHistory(orderReference, signal),
    enabled,
    staleTime: 0,
  });
}
