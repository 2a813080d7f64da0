import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VoidPaths, ZAfterSalesRequest, type VoidRequestBody } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderKey } from '../../../lib/order-keys';
import { afterSalesRequestQuery } from './get-request';
import { afterSalesKey } from './request-keys';

/** POST Void/Request: asks to void the chosen passengers' tickets; the airline's quote comes back at once. */
export function useAskVoid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VoidRequestBody) => api.post(VoidPaths.request, body, { schema: ZAfterSalesRequest }),
    onSuccess: (request) => {
      queryClient.setQueryData(afterSalesRequestQuery('Void', request.reference).queryKey, request);
    },
    onSettled: async (_request, _error, body) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: flightOrderKey(body.orderReference) }),
        queryClient.invalidateQueries({ queryKey: [...afterSalesKey('Void'), 'queue'] }),
      ]);
    },
  });
}
