import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderPaths, ZVerifyPriceResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderQuery } from './get-order';

/**
 * POST Order/AirVerifyPrice: the held order priced again before issuing. A new price is stored on the order, so
 * the page shows the order as it now stands whatever the agent decides.
 */
export function useVerifyPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderReference: string) =>
      api.post(OrderPaths.airVerifyPrice, { orderReference }, { schema: ZVerifyPriceResponse }),
    onSuccess: (answer) => {
      queryClient.setQueryData(flightOrderQuery(answer.order.orderReference).queryKey, answer.order);
    },
  });
}
