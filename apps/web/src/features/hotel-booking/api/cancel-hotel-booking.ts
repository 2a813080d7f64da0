import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HotelPaths,
  IdempotencyHeader,
  ZHotelBooking,
  type HotelBooking,
  type HotelCancelRequest,
} from '@portal/contracts';
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
}): Promise<HotelBooking> {
  return api.post(HotelPaths.cancel, input.body, {
    headers: { [IdempotencyHeader]: input.idempotencyKey },
    schema: ZHotelBooking,
  });
}

export function useCancelHotelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelHotelBooking,
    // The answer is the cancelled booking: shown at once, then read again with the list and the wallet.
    onSuccess: (booking) => queryClient.setQueryData(hotelBookingKey(booking.reference), booking),
    onSettled: (_answer, _error, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelBookingKey(body.reference) }),
        queryClient.invalidateQueries({ queryKey: hotelBookingsKey }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]),
  });
}
