import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AfterSalesOperatorPaths, ZAfterSalesRequest } from '@portal/contracts';
import { api } from '../../../lib/api';
import { afterSalesQueueKey } from './after-sales-queue';
import { afterSalesRequestKey } from './after-sales-request';

/** POST AfterSales/Assign: take the request (it shows as mine in the queue) or release it. */
export function useAssignAfterSalesRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reference: string; assignToMe: boolean }) =>
      api.post(AfterSalesOperatorPaths.assign, body, { schema: ZAfterSalesRequest }),
    onSuccess: (request) => queryClient.setQueryData(afterSalesRequestKey(request.reference), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: afterSalesQueueKey }),
  });
}
