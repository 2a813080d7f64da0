import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AfterSalesOperatorPaths, ZAfterSalesRequest, type OperatorQuoteBody } from '@portal/contracts';
import { api } from '../../../lib/api';
import { afterSalesQueueKey } from './after-sales-queue';
import { afterSalesRequestKey } from './after-sales-request';

/** POST AfterSales/Quote: a manual quote for the agency to accept; it supersedes any earlier one. */
export function useQuoteAfterSalesRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorQuoteBody) =>
      api.post(AfterSalesOperatorPaths.quote, body, { schema: ZAfterSalesRequest }),
    onSuccess: (request) => queryClient.setQueryData(afterSalesRequestKey(request.reference), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: afterSalesQueueKey }),
  });
}
