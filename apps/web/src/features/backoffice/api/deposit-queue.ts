import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  BackofficeMoneyPaths,
  ZBackofficeDepositPage,
  type BackofficeDepositPage,
  type DepositStatus,
} from '@portal/contracts';
import { api } from '../../../lib/api';

export const depositQueueKey = ['backoffice', 'deposits'] as const;
export const depositQueuePageSize = 25;

export interface DepositQueueFilter {
  status: DepositStatus | null;
  page: number;
}

/** GET Deposit/GetDeposits: the tenant's deposit requests, pending first, then newest. */
export function getDepositQueue(
  filter: DepositQueueFilter,
  signal?: AbortSignal,
): Promise<BackofficeDepositPage> {
  return api.get(BackofficeMoneyPaths.getDeposits, {
    query: { status: filter.status ?? undefined, page: filter.page, pageSize: depositQueuePageSize },
    schema: ZBackofficeDepositPage,
    signal,
  });
}

export const depositQueueQuery = (filter: DepositQueueFilter) =>
  queryOptions({
    queryKey: [...depositQueueKey, filter],
    queryFn: ({ signal }) => getDepositQueue(filter, signal),
  });

/** New requests arrive while the desk is open: read again on focus and every minute. */
export function useDepositQueue(filter: DepositQueueFilter) {
  return useQuery({
    ...depositQueueQuery(filter),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}
