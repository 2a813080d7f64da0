import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AfterSalesOperatorPaths,
  IdempotencyHeader,
  ZAfterSalesRequest,
  type OperatorDecisionBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { agencyWalletsKey } from './agency-wallets';
import { afterSalesQueueKey } from './after-sales-queue';
import { afterSalesRequestKey } from './after-sales-request';
import { ledgerAuditKey } from './ledger-audit';

/**
 * POST AfterSales/Decide under an Idempotency-Key (one per submission, reused on a retry): completing posts the
 * accepted quote to the agency's wallet once; rejecting closes the request with the reason mailed to the agency.
 */
export function useDecideAfterSalesRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OperatorDecisionBody; idempotencyKey: string }) =>
      api.post(AfterSalesOperatorPaths.decide, body, {
        headers: { [IdempotencyHeader]: idempotencyKey },
        schema: ZAfterSalesRequest,
      }),
    onSuccess: (request) => queryClient.setQueryData(afterSalesRequestKey(request.reference), request),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: afterSalesQueueKey }),
        queryClient.invalidateQueries({ queryKey: agencyWalletsKey }),
        queryClient.invalidateQueries({ queryKey: ledgerAuditKey }),
      ]),
  });
}
