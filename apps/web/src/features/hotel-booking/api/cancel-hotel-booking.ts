import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HotelPaths, IdempotencyHeader, type HotelCancelRequest } from '@portal/contracts';
import { api } from '../../../lib/api';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { hotelBookingKey, hotelBookingsKey } from './hotel-booking-keys';

/**
 * POST Booking/Cancel under the submission's Idempotency-Key, naming the refund the agent was shown: if the charge
 * moved since, the API refuses (409) and nothing changes. The booking, the list and the wallet are read again.
 */
export function cancelHotelBooking(input: {
  body: HotelCancelRequest;
  idempotencyKey: string;
}): Promise<unknown> {
  return api.post(HotelPaths.cancel, input.body, { headers: { [IdempotencyHeader]: input.idempotencyKey } });
}

export function useCancelHotelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelHotelBooking,
    onSettled: (_answer, _error, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelBookingKey(body.reference) }),
        queryClient.invalidateQueries({ queryKey: hotelBookingsKey }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]),
  });
}
