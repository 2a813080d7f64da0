import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FlightBookingPaths,
  IdempotencyHeader,
  ZOrderAnswer,
  type AirBookRequestInput,
  type OrderAnswer,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { walletBalanceQuery } from '../../../lib/wallet-balance';

/**
 * POST Book/AirBook under the submission's Idempotency-Key: a double click or a retry after a lost answer makes one
 * order. An issue moves money, so the top bar's balance is read again whatever the answer.
 */
export function bookItinerary(input: {
  request: AirBookRequestInput;
  idempotencyKey: string;
}): Promise<OrderAnswer> {
  return api.post(FlightBookingPaths.airBook, input.request, {
    headers: { [IdempotencyHeader]: input.idempotencyKey },
    schema: ZOrderAnswer,
  });
}

export function useBookItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookItinerary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
  });
}
