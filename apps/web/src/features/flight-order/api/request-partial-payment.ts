import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderPaths, ZOrderAnswer, type EnablePartialPaymentRequest } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderQuery } from './get-order';
import { flightOrderKey } from '../../../lib/order-keys';

/**
 * POST Order/InitiateRequestToEnablePartialPayment: asks the tenant's operators to allow part payment on a held
 * booking; the answered order carries the pending request, and its history is read again.
 */
export function useRequestPartialPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnablePartialPaymentRequest) =>
      api.post(OrderPaths.initiateRequestToEnablePartialPayment, body, { schema: ZOrderAnswer }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(flightOrderQuery(order.orderReference).queryKey, order);
    },
    onSettled: async (_answer, _error, body) => {
      await queryClient.invalidateQueries({ queryKey: flightOrderKey(body.orderReference) });
    },
  });
}
