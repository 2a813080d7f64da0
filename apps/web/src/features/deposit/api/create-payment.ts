import { useMutation } from '@tanstack/react-query';
import {
  IdempotencyHeader,
  PaymentPaths,
  ZCreatePaymentResponse,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST online/CreatePayment under the submission's Idempotency-Key: one checkout per payment however often sent. */
export function createPayment(input: {
  request: CreatePaymentRequest;
  idempotencyKey: string;
}): Promise<CreatePaymentResponse> {
  return api.post(PaymentPaths.online.createPayment, input.request, {
    headers: { [IdempotencyHeader]: input.idempotencyKey },
    schema: ZCreatePaymentResponse,
  });
}

export const useCreatePayment = () => useMutation({ mutationFn: createPayment });
