import { queryOptions, useQuery } from '@tanstack/react-query';
import { PartialPaymentPaths, ZOrderDuesResponse, type OrderDuesResponse } from '@portal/contracts';
import { api } from '../../../lib/api';
import { partialPaymentKey } from './partial-payment-keys';

/** GET PartialPayment/GetOrderDues: one order's dues and the settlements paid against them. */
export function getOrderDues(orderReference: string, signal?: AbortSignal): Promise<OrderDuesResponse> {
  return api.get(PartialPaymentPaths.getOrderDues, {
    query: { orderReference },
    schema: ZOrderDuesResponse,
    signal,
  });
}

export const orderDuesQuery = (orderReference: string) =>
  queryOptions({
    queryKey: [...partialPaymentKey, 'order', orderReference],
    queryFn: ({ signal }) => getOrderDues(orderReference, signal),
  });

export function useOrderDues(orderReference: string | null) {
  return useQuery({ ...orderDuesQuery(orderReference ?? ''), enabled: orderReference !== null });
}
