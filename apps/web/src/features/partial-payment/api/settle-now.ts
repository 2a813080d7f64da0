import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IdempotencyHeader,
  PartialPaymentPaths,
  ZSettleNowResponse,
  type SettleNowRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { partialPaymentKey } from './partial-payment-keys';

/**
 * POST PartialPayment/SettleNow under an Idempotency-Key kept per submission, so a double click or a retry after a
 * lost answer pays once. The dues and the top bar's balance are read again afterwards, whatever the answer.
 */
export function useSettleNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SettleNowRequest; idempotencyKey: string }) =>
      api.post(PartialPaymentPaths.settleNow, body, {
        headers: { [IdempotencyHeader]: idempotencyKey },
        schema: ZSettleNowResponse,
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partialPaymentKey }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]);
    },
  });
}
