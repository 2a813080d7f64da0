import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderPaths, ZOrderAnswer, type FlightOrder } from '@portal/contracts';
import { api } from '../../../lib/api';
import { flightOrderKey } from '../../../lib/order-keys';

/** GET Order/AirGetOrder: one of the agency's flight orders with what may be done with it now. */
export async function getFlightOrder(orderReference: string, signal?: AbortSignal): Promise<FlightOrder> {
  const answer = await api.get(OrderPaths.airGetOrder, {
    query: { orderReference },
    schema: ZOrderAnswer,
    signal,
  });
  return answer.order;
}

export const flightOrderQuery = (orderReference: string) =>
  queryOptions({
    queryKey: [...flightOrderKey(orderReference), 'order'],
    queryFn: ({ signal }) => getFlightOrder(orderReference, signal),
    // An order in the operators' hands changes without the agent doing anything: look again now and then.
    refetchInterval: (query) => (query.state.data?.status === 'InProgress' ? 30_000 : false),
  });

export function useFlightOrder(orderReference: string | null) {
  return useQuery({ ...flightOrderQuery(orderReference ?? ''), enabled: orderReference !== null });
}
