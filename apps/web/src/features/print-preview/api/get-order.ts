import { useQuery } from '@tanstack/react-query';
import { OrderPaths, ZOrderAnswer, type FlightOrder } from '@portal/contracts';
import { api } from '../../../lib/api';

/** GET Order/AirGetOrder: the order whose documents are printed. */
export async function getPrintableOrder(orderReference: string, signal?: AbortSignal): Promise<FlightOrder> {
  const answer = await api.get(OrderPaths.airGetOrder, {
    query: { orderReference },
    schema: ZOrderAnswer,
    signal,
  });
  return answer.order;
}

export function usePrintableOrder(orderReference: string | null) {
  return useQuery({
    queryKey: ['order', 'flight-order', orderReference ?? '', 'order'],
    queryFn: ({ signal }) => getPrintableOrder(orderReference ?? '', signal),
    enabled: orderReference !== null,
  });
}
