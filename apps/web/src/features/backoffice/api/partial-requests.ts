import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PartialRequestQueuePaths,
  ZPartialRequestQueueResponse,
  type PartialRequestQueueResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';

export const partialRequestsKey = ['backoffice', 'partial-requests'] as const;

/** GET PartialPaymentRequest/GetPendingRequests: the tenant's requests awaiting a decision, the oldest first. */
export function getPartialRequests(signal?: AbortSignal): Promise<PartialRequestQueueResponse> {
  return api.get(PartialRequestQueuePaths.getPendingRequests, {
    schema: ZPartialRequestQueueResponse,
    signal,
  });
}

export const partialRequestsQuery = () =>
  queryOptions({ queryKey: partialRequestsKey, queryFn: ({ signal }) => getPartialRequests(signal) });

/** Agents ask while the desk is open: read again on focus and every minute. */
export function usePartialRequests() {
  return useQuery({ ...partialRequestsQuery(), refetchOnWindowFocus: true, refetchInterval: 60_000 });
}
