import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderPaths, ZOrderAnswer, ZTimeLimitExtension, ZUpdatedTimeLimit } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderQuery } from './get-order';
import { flightOrderKey } from '../../../lib/order-keys';

/** POST Order/GetExtendTimeLimitRequest: read while the extend dialog is open, afresh each time it opens. */
export function useTimeLimitExtension(orderReference: string, enabled: boolean) {
  return useQuery({
    queryKey: [...flightOrderKey(orderReference), 'time-limit-extension'],
    queryFn: ({ signal }) =>
      api.post(
        OrderPaths.getExtendTimeLimitRequest,
        { orderReference },
        { schema: ZTimeLimitExtension, signal },
      ),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * POST Order/UpdateExtendTimeLimitRequest: the airline grants at most its latest time limit; the page shows the
 * order as granted, and every read of it (history, the extension offer) is taken again.
 */
export function useExtendTimeLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderReference: string; timeLimit: string }) =>
      api.post(OrderPaths.updateExtendTimeLimitRequest, body, { schema: ZOrderAnswer }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(flightOrderQuery(order.orderReference).queryKey, order);
    },
    onSettled: async (_answer, _error, body) => {
      await queryClient.invalidateQueries({ queryKey: flightOrderKey(body.orderReference) });
    },
  });
}

/** POST Order/GetUpdatedTimeLimit: the time limit read from the airline again and kept on the order. */
export function useRefreshTimeLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderReference: string) =>
      api.post(OrderPaths.getUpdatedTimeLimit, { orderReference }, { schema: ZUpdatedTimeLimit }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(flightOrderQuery(order.orderReference).queryKey, order);
    },
  });
}
