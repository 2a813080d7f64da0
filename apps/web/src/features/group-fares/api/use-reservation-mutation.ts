import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupFareReservation } from '@portal/contracts';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { groupFareKey, groupFareReservationKey } from './group-fare-keys';

/**
 * A call that answers the reservation as it now stands: the page shows the answer at once, and the queue, the
 * results (seats left) and the wallet are read again, since money and seats may both have moved.
 */
export function useReservationMutation<Input>(call: (input: Input) => Promise<GroupFareReservation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reservation) =>
      queryClient.setQueryData(groupFareReservationKey(reservation.reference), reservation),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupFareKey }),
        queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey }),
      ]),
  });
}
