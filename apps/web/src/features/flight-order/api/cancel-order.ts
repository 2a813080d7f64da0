import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlightBookingPaths, ZOrderAnswer } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderQuery } from './get-order';
import { flightOrderKey } from '../../../lib/order-keys';

/** POST Cancel/AirCancel: a held booking cancelled, its seats given back to the airline. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderReference: string) =>
      api.post(FlightBookingPaths.airCancel, { orderReference }, { schema: ZOrderAnswer }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(flightOrderQuery(order.orderReference).queryKey, order);
    },
    onSettled: async (_answer, _error, orderReference) => {
      await queryClient.invalidateQueries({ queryKey: flightOrderKey(orderReference) });
    },
  });
}
