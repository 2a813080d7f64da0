import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HotelPaths,
  IdempotencyHeader,
  ZHotelBooked,
  type HotelBookRequest,
  type HotelBooked,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { hotelBookingsKey } from './hotel-booking-keys';

/**
 * POST Booking/Book under the submission's Idempotency-Key: a double click or a retry after a lost answer books
 * once. Paying moves money, so the top bar's balance is read again whatever the answer, and so is the queue.
 */
export function bookHotel(input: {
  request: HotelBookRequest;
  idempotencyKey: string;
}): Promise<HotelBooked> {
  return api.post(HotelPaths.book, input.request, {
    headers: { [IdempotencyHeader]: input.idempotencyKey },
    schema: ZHotelBooked,
  });
}

export function useBookHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookHotel,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: hotelBookingsKey }),
      ]),
  });
}
