import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GroupFarePaths,
  IdempotencyHeader,
  ZGroupFareReservation,
  type GroupFareReservation,
  type ReserveGroupFareRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { groupFareKey, groupFareReservationKey } from './group-fare-keys';

/**
 * POST GroupFare/Reserve under the submission's Idempotency-Key: the seats are held for the block's hold time (a
 * retry of the same submission holds them once). The answer is the reservation.
 */
export function reserveGroupFare(input: {
  body: ReserveGroupFareRequest;
  idempotencyKey: string;
}): Promise<GroupFareReservation> {
  return api.post(GroupFarePaths.reserve, input.body, {
    headers: { [IdempotencyHeader]: input.idempotencyKey },
    schema: ZGroupFareReservation,
  });
}

export function useReserveGroupFare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveGroupFare,
    onSuccess: (reservation) =>
      queryClient.setQueryData(groupFareReservationKey(reservation.reference), reservation),
    // Seats left on the results and the queue's counts both moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupFareKey }),
  });
}
