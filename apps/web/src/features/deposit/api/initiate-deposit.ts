import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IdempotencyHeader, ZDepositResponse, type DepositMethod, type DepositView } from '@portal/contracts';
import { api } from '../../../lib/api';
import { InitiatePath } from '../utils/deposit-methods';
import { depositsKey } from './get-deposits';

export interface InitiateDeposit {
  method: DepositMethod;
  form: FormData;
  idempotencyKey: string;
}

/**
 * POST deposit/initiatebankdeposit, initiatebanktransfer, initiatechequedeposit or initate: a multipart form with
 * the slip, under the submission's Idempotency-Key so a repeat creates one deposit.
 */
export async function initiateDeposit({
  method,
  form,
  idempotencyKey,
}: InitiateDeposit): Promise<DepositView> {
  const response = await api.post(InitiatePath[method], form, {
    headers: { [IdempotencyHeader]: idempotencyKey },
    schema: ZDepositResponse,
  });
  return response.deposit;
}

/** The deposit list is read again once a request is made. */
export function useInitiateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initiateDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}
