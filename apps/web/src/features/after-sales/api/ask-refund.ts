import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefundPaths, ZAfterSalesRequest, type RefundRequestBody } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderKey } from '../../../lib/order-keys';
import { afterSalesRequestQuery } from './get-request';
import { afterSalesKey } from './request-keys';

/**
 * POST Refund/Request: asks to refund the chosen passengers for the chosen unflown journeys; quoted at once by the
 * fare's penalties, or left for the operators to quote where the airline's desk must act.
 */
export function useAskRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequestBody) =>
      api.post(RefundPaths.request, body, { schema: ZAfterSalesRequest }),
    onSuccess: (request) => {
      queryClient.setQueryData(afterSalesRequestQuery('Refund', request.reference).queryKey, request);
    },
    onSettled: async (_request, _error, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: flightOrderKey(body.orderReference) }),
        queryClient.invalidateQueries({ queryKey: [...afterSalesKey('Refund'), 'queue'] }),
      ]);
    },
  });
}
