import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HotelPaths, IdempotencyHeader, ZHotelBooked, type HotelBooked } from '@portal/contracts';
import { api } from '../../../lib/api';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { hotelBookingKey, hotelBookingsKey } from './hotel-booking-keys';

/**
 * POST Booking/Pay under the submission's Idempotency-Key: a held booking paid from the wallet, once however often
 * it is sent. The booking, the list and the wallet are read again whatever the answer.
 */
export function payHotelBooking(input: { reference: string; idempotencyKey: string }): Promise<HotelBooked> {
  return api.post(
    HotelPaths.pay,
    { reference: input.reference },
    { headers: { [IdempotencyHeader]: input.idempotencyKey }, schema: ZHotelBooked },
  );
}

export function usePayHotelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payHotelBooking,
    onSettled: (_answer, _error, { reference }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelBookingKey(reference) }),
        queryClient.invalidateQueries({ queryKey: hotelBookingsKey }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]),
  });
}
