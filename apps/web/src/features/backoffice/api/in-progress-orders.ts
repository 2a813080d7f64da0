import { queryOptions, useQuery } from '@tanstack/react-query';
import { OperatorQueuePaths, ZOperatorQueueResponse, type OperatorQueueResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

export const inProgressOrdersKey = ['backoffice', 'in-progress-orders'] as const;

/** GET Order/GetInProgressOrders: the tenant's orders whose ticketing is in doubt, the longest waiting first. */
export function getInProgressOrders(signal?: AbortSignal): Promise<OperatorQueueResponse> {
  return api.get(OperatorQueuePaths.getInProgressOrders, { schema: ZOperatorQueueResponse, signal });
}

export const inProgressOrdersQuery = () =>
  queryOptions({ queryKey: inProgressOrdersKey, queryFn: ({ signal }) => getInProgressOrders(signal) });

/** Issues go into doubt while the desk is open: read again on focus and every minute. */
export function useInProgressOrders() {
  return useQuery({ ...inProgressOrdersQuery(), refetchOnWindowFocus: true, refetchInterval: 60_000 });
}
