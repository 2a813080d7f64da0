import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IdempotencyHeader,
  VisaPaths,
  ZVisaApplication,
  type CancelVisaApplicationBody,
  type VisaApplication,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { visaApplicationKey, visaApplicationsKey } from './visa-keys';

/**
 * POST Application/Cancel under the submission's Idempotency-Key: the government fees come back to the wallet once.
 * The application, the list and the wallet are read again.
 */
export function cancelVisaApplication(input: {
  body: CancelVisaApplicationBody;
  idempotencyKey: string;
}): Promise<VisaApplication> {
  return api.post(VisaPaths.cancel, input.body, {
    headers: { [IdempotencyHeader]: input.idempotencyKey },
    schema: ZVisaApplication,
  });
}

export function useCancelVisaApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelVisaApplication,
    onSuccess: (application) =>
      queryClient.setQueryData(visaApplicationKey(application.orderReference), application),
    onSettled: (_answer, _error, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visaApplicationKey(body.orderReference) }),
        queryClient.invalidateQueries({ queryKey: visaApplicationsKey }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]),
  });
}
