import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IdempotencyHeader,
  VisaPaths,
  ZVisaApplication,
  type ApplyVisaBody,
  type VisaApplication,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { visaApplicationKey, visaApplicationsKey } from './visa-keys';

/**
 * POST Application/Apply under the submission's Idempotency-Key: the application is made and paid from the wallet
 * at once (a retry of the same submission pays once). The answer is the application.
 */
export function applyVisa(input: { body: ApplyVisaBody; idempotencyKey: string }): Promise<VisaApplication> {
  return api.post(VisaPaths.apply, input.body, {
    headers: { [IdempotencyHeader]: input.idempotencyKey },
    schema: ZVisaApplication,
  });
}

export function useApplyVisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyVisa,
    onSuccess: (application) =>
      queryClient.setQueryData(visaApplicationKey(application.orderReference), application),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visaApplicationsKey }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]),
  });
}
