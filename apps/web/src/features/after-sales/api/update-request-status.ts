import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IdempotencyHeader, ZAfterSalesRequest, type UpdateRequestStatusBody } from '@portal/contracts';
import { api } from '../../../lib/api';
import type { AfterSalesPageKind } from '../../../lib/after-sales-paths';
import { flightOrderKey } from '../../../lib/order-keys';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { KindCalls } from '../utils/kinds';
import { afterSalesRequestQuery } from './get-request';
import { afterSalesKey } from './request-keys';

/**
 * POST Void/UpdateStatus or Refund/UpdateStatus: accept the current quote (under an Idempotency-Key kept per
 * submission, so a double click or a retry moves the money once), decline it, cancel, or ask for a new quote.
 * Afterwards the request, its kind's queue, the order's tickets and the top bar's balance are read again.
 */
export function useUpdateRequestStatus(kind: AfterSalesPageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: UpdateRequestStatusBody;
      orderReference: string;
      idempotencyKey?: string;
    }) =>
      api.post(KindCalls[kind].paths.updateStatus, body, {
        headers: idempotencyKey ? { [IdempotencyHeader]: idempotencyKey } : {},
        schema: ZAfterSalesRequest,
      }),
    onSuccess: (request) => {
      queryClient.setQueryData(afterSalesRequestQuery(kind, request.reference).queryKey, request);
    },
    onSettled: async (_request, _error, { body, orderReference }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: afterSalesRequestQuery(kind, body.reference).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...afterSalesKey(kind), 'queue'] }),
        queryClient.invalidateQueries({ queryKey: flightOrderKey(orderReference) }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]);
    },
  });
}
